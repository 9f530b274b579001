import { normalisePage } from '@shop/commerce/catalogue';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { BreadcrumbJsonLd } from '@/components/catalogue/json-ld.tsx';
import * as styles from '@/components/catalogue/listing.css.ts';
import { ListingTemplateView } from '@/components/catalogue/listing-template.tsx';
import { ListingView, listingCount } from '@/components/catalogue/listing-view.tsx';
import { CategoryLanding } from '@/components/cms/category-landing.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { unfoldSegments } from '@/lib/cache/folded-query.ts';
import { getCategoryListing, getNavCategories } from '@/lib/catalogue.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { getListingLayout } from '@/lib/content/reads.ts';
import { hasFilters, listingHref, parseListingParams } from '@/lib/listing/query.ts';
import { previewState } from '@/lib/preview/server.ts';

type Props = { params: Promise<{ brand: string; slug: string[] }> };

// A cached page (site/README.md, "Cached pages"); its query (sort, filters, page) is folded into the path by the proxy.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

async function findCategory(props: Props) {
  const brand = await brandFromParams(props.params);
  const unfolded = unfoldSegments((await props.params).slug);
  if (unfolded?.segments.length !== 1 || !unfolded.segments[0]) notFound();
  const categories = await getNavCategories(brand.code);
  const category = categories.find((candidate) => candidate.slug === unfolded.segments[0]);
  if (!category) notFound();
  return { brand, category, path: `/shop/c/${category.slug}`, query: unfolded.query };
}

function requestedPage(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' && /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { category, path, query } = await findCategory(props);
  const state = parseListingParams(query);
  const page = requestedPage(state.page);
  return {
    title: page > 1 ? `${category.name} – page ${page}` : category.name,
    description: category.description,
    // Filtered and sorted variants point at the plain listing page; the pages themselves stay crawlable.
    alternates: {
      canonical: listingHref(path, {
        filters: { ...state.filters, sizes: [], colours: [], priceBands: [], minRating: null, onSale: false },
        sort: null,
        page,
      }),
    },
    robots: hasFilters(state.filters) || state.sort ? { index: false, follow: true } : undefined,
  };
}

export default async function CategoryPage(props: Props) {
  const { brand, category, path, query } = await findCategory(props);
  const state = parseListingParams(query);
  const listing = await getCategoryListing(brand.code, category.slug, {
    filters: state.filters,
    sort: state.sort,
    page: requestedPage(state.page),
  });
  const { page, corrected } = normalisePage(state.page, listing.pageCount);
  if (corrected) redirect(listingHref(path, { filters: listing.filters, sort: state.sort, page }));

  // The grid alone, as before templates, when the lake is down.
  const layout = await orWhenUnavailable(
    getListingLayout(brand.code, category.slug),
    [],
    `${brand.code} listing ${category.slug}`,
  );
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: category.name, href: path },
  ];
  return (
    <div className={container}>
      <Breadcrumbs items={crumbs} />
      <BreadcrumbJsonLd items={crumbs} />
      <header className={styles.head}>
        <h1 className={styles.title}>{category.name}</h1>
        <p className={styles.count}>{listingCount(listing)}</p>
        {category.description ? <p className={styles.description}>{category.description}</p> : null}
      </header>
      <CategoryLanding brand={brand} categorySlug={category.slug} />
      <ListingTemplateView
        brand={brand}
        layout={layout}
        preview={(await previewState()).enabled}
        listing={(inserts) => (
          <ListingView path={path} listing={listing} label={`${category.name} pages`} inserts={inserts} />
        )}
      />
    </div>
  );
}
