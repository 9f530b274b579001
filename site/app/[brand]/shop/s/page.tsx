import { normaliseSearchQuery } from '@shop/commerce/search';
import type { Metadata } from 'next';
import { SearchResults } from '@/components/search/search-results.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import type { SearchParams } from '@/lib/listing/query.ts';

type Props = { params: Promise<{ brand: string }>; searchParams: Promise<SearchParams> };

function queryOf(params: SearchParams): string {
  const q = params.q;
  return normaliseSearchQuery(Array.isArray(q) ? q[0] : q);
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = queryOf(await searchParams);
  // Search result pages are for shoppers, not search engines.
  return { title: query ? `Search results for “${query}”` : 'Search', robots: { index: false, follow: true } };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const brand = await brandFromParams(params);
  const query = await searchParams;
  return <SearchResults brand={brand} query={queryOf(query)} params={query} />;
}
