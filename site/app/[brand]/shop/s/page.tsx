import type { Metadata } from 'next';
import { SearchResults } from '@/components/search/search-results.tsx';
import { brandFromParams } from '@/lib/brand.ts';

type Props = { params: Promise<{ brand: string }> };

// The search page with no search yet; with a query, the proxy folds it into the path and [...term] answers
// (site/README.md, "Cached pages").
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

// Search pages are for shoppers, not search engines.
export const metadata: Metadata = { title: 'Search', robots: { index: false, follow: true } };

export default async function SearchPage({ params }: Props) {
  const brand = await brandFromParams(params);
  return <SearchResults brand={brand} query="" params={{}} />;
}
