import { normaliseSearchQuery } from '@shop/commerce/search';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchResults } from '@/components/search/search-results.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { type QueryRecord, unfoldSegments } from '@/lib/cache/folded-query.ts';

type Props = { params: Promise<{ brand: string; term: string[] }> };

// A cached page (site/README.md, "Cached pages"): `/shop/s?q=…` and `/shop/s/blue-dress?sort=…` both come here, their
// query folded into the path by the proxy.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

/**
 * `/shop/s/blue-dress` searches "blue dress" (hyphens and path segments read as spaces); `/shop/s?q=blue+dress` (no
 * segment of its own) searches its `q`.
 */
async function searchOf(params: Props['params']): Promise<{ term: string; query: QueryRecord }> {
  const unfolded = unfoldSegments((await params).term);
  if (!unfolded) notFound();
  const { segments, query } = unfolded;
  if (segments.length === 0) {
    const q = query.q;
    return { term: normaliseSearchQuery(Array.isArray(q) ? q[0] : q), query };
  }
  const decoded = segments.map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  return { term: normaliseSearchQuery(decoded.join(' ').replace(/[-+_]/g, ' ')), query };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { term } = await searchOf(params);
  // Search result pages are for shoppers, not search engines.
  return { title: term ? `Search results for “${term}”` : 'Search', robots: { index: false, follow: true } };
}

export default async function SearchTermPage({ params }: Props) {
  const brand = await brandFromParams(params);
  const { term, query } = await searchOf(params);
  return <SearchResults brand={brand} query={term} params={query} />;
}
