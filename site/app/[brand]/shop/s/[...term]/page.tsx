import { normaliseSearchQuery } from '@shop/commerce/search';
import type { Metadata } from 'next';
import { SearchResults } from '@/components/search/search-results.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import type { SearchParams } from '@/lib/listing/query.ts';

type Props = { params: Promise<{ brand: string; term: string[] }>; searchParams: Promise<SearchParams> };

/** `/shop/s/blue-dress` searches "blue dress" (hyphens and path segments read as spaces). */
async function termOf(params: Props['params']): Promise<string> {
  const { term } = await params;
  const decoded = term.map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  return normaliseSearchQuery(decoded.join(' ').replace(/[-+_]/g, ' '));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const query = await termOf(params);
  return { title: `Search results for “${query}”`, robots: { index: false, follow: true } };
}

export default async function SearchTermPage({ params, searchParams }: Props) {
  const brand = await brandFromParams(params);
  return <SearchResults brand={brand} query={await termOf(params)} params={await searchParams} />;
}
