import { normalisePage } from '@shop/commerce/catalogue';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { Pagination } from '@shop/ui/pagination';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import * as styles from '@/components/catalogue/listing.css.ts';
import { ProductGrid } from '@/components/catalogue/product-grid.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { getCategoryPage, getNavCategories } from '@/lib/catalogue.ts';

type Props = {
  params: Promise<{ brand: string; slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function findCategory(props: Props) {
  const brand = await brandFromParams(props.params);
  const { slug } = await props.params;
  if (slug.length !== 1 || !slug[0]) notFound();
  const categories = await getNavCategories(brand.code);
  const category = categories.find((candidate) => candidate.slug === slug[0]);
  if (!category) notFound();
  return { brand, category };
}

function hrefForPage(slug: string, page: number): string {
  return page <= 1 ? `/shop/c/${slug}` : `/shop/c/${slug}?page=${page}`;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { category } = await findCategory(props);
  const raw = (await props.searchParams).page;
  const page = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : 1;
  return {
    title: page > 1 ? `${category.name} – page ${page}` : category.name,
    description: category.description,
    alternates: { canonical: hrefForPage(category.slug, page) },
  };
}

export default async function CategoryPage(props: Props) {
  const { brand, category } = await findCategory(props);
  const raw = (await props.searchParams).page;
  const requested = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  const listing = await getCategoryPage(brand.code, category.slug, Math.max(1, requested));
  const { page, corrected } = normalisePage(raw, listing.pageCount);
  if (corrected) redirect(hrefForPage(category.slug, page));

  const first = (page - 1) * 36 + 1;
  const last = first + listing.items.length - 1;
  return (
    <div className={container}>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: category.name }]} />
      <header className={styles.head}>
        <h1 className={styles.title}>{category.name}</h1>
        <p className={styles.count}>
          {listing.total} {listing.total === 1 ? 'product' : 'products'}
          {listing.pageCount > 1 ? ` · showing ${first}–${last}` : ''}
        </p>
        {category.description ? <p className={styles.description}>{category.description}</p> : null}
      </header>
      <ProductGrid products={listing.items} />
      {listing.pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={listing.pageCount}
          hrefForPage={(n: number) => hrefForPage(category.slug, n)}
          label={`${category.name} pages`}
        />
      ) : null}
    </div>
  );
}
