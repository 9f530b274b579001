import type { Brand } from '@shop/brands/brands';
import { normalisePage } from '@shop/commerce/catalogue';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { container } from '@shop/ui/styles/layout.css';
import { redirect } from 'next/navigation';
import * as listingStyles from '@/components/catalogue/listing.css.ts';
import { ListingView, listingCount } from '@/components/catalogue/listing-view.tsx';
import Link from '@/components/link/link.tsx';
import { getNoResultsHelp, getSearchResults } from '@/lib/catalogue.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { getSearchLayout } from '@/lib/content/reads.ts';
import { listingHref, parseListingParams, type SearchParams } from '@/lib/listing/query.ts';
import { previewState } from '@/lib/preview/server.ts';
import { RecordSearch } from './record-search-client.tsx';
import * as styles from './search-results.css.ts';
import { NoResultsTemplate, SearchResultsTemplate } from './search-template.tsx';

function requestedPage(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1;
}

/** The search results page body for `/shop/s?q=` and `/shop/s/<term>`. */
export async function SearchResults({ brand, query, params }: { brand: Brand; query: string; params: SearchParams }) {
  const state = parseListingParams(params);
  if (!query) return <EmptySearch brand={brand} />;
  const result = await getSearchResults(brand.code, query, {
    filters: state.filters,
    sort: state.sort,
    page: requestedPage(state.page),
  });
  const { page, corrected } = normalisePage(state.page, result.pageCount);
  if (corrected) redirect(listingHref('/shop/s', { filters: result.filters, sort: state.sort, page, q: query }));

  // The built-in layouts, as before templates, when the lake is down.
  const [layout, preview, help] = await Promise.all([
    orWhenUnavailable(getSearchLayout(brand.code), { results: [], noResults: [] }, `${brand.code} search template`),
    previewState(),
    // What the catalogue offers instead, only when nothing matched.
    result.total ? null : getNoResultsHelp(brand.code, query),
  ]);
  const crumbs = [{ label: 'Home', href: '/' }, { label: `Search results for “${query}”` }];
  return (
    <div className={container}>
      <Breadcrumbs items={crumbs} />
      <RecordSearch term={query} />
      <header className={listingStyles.head}>
        <h1 className={listingStyles.title}>
          {result.total ? 'Results for' : 'No results for'} “{query}”
        </h1>
        {result.correctedQuery && result.total ? (
          <p className={styles.corrected}>
            Showing results for <strong>{result.correctedQuery}</strong>
          </p>
        ) : null}
        {result.total ? <p className={listingStyles.count}>{listingCount(result)}</p> : null}
      </header>
      {help === null ? (
        <SearchResultsTemplate
          brand={brand}
          layout={layout.results}
          preview={preview.enabled}
          results={<ListingView path="/shop/s" q={query} listing={result} label="Search result pages" />}
        />
      ) : (
        <NoResultsTemplate brand={brand} layout={layout.noResults} preview={preview.enabled} help={help} />
      )}
    </div>
  );
}

async function EmptySearch({ brand }: { brand: Brand }) {
  const help = await getNoResultsHelp(brand.code, '');
  return (
    <div className={container}>
      <header className={listingStyles.head}>
        <h1 className={listingStyles.title}>Search {brand.name}</h1>
        <p className={listingStyles.count}>Type what you are looking for in the search box above.</p>
      </header>
      <PopularCategories categories={help.categories} />
    </div>
  );
}

function PopularCategories({ categories }: { categories: { slug: string; name: string }[] }) {
  if (!categories.length) return null;
  return (
    <section aria-labelledby="popular-categories">
      <h2 id="popular-categories" className={styles.subTitle}>
        Popular categories
      </h2>
      <ul className={styles.linkList}>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link className={styles.pill} href={`/shop/c/${category.slug}`}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
