import type { CategorySort } from '@shop/commerce/catalogue';
import { type ListingResult, SORT_LABELS } from '@shop/commerce/catalogue-listing';
import { Pagination } from '@shop/ui/pagination';
import { listingHref } from '@/lib/listing/query.ts';
import { ListingControls } from './listing-controls-client.tsx';
import { type GridInsert, ProductGrid } from './product-grid.tsx';

const sortOptions = (Object.entries(SORT_LABELS) as [CategorySort, string][]).map(([value, label]) => ({
  value,
  label,
}));

/** A server-rendered product listing (category or search) with its facet and sort controls and pagination. */
export function ListingView({
  path,
  q,
  listing,
  label,
  inserts,
}: {
  path: string;
  q?: string;
  listing: ListingResult;
  /** Names the pagination landmark, e.g. "Dresses pages". */
  label: string;
  /** Editors' blocks between rows of the grid (a listing template's). */
  inserts?: readonly GridInsert[];
}) {
  const hrefForPage = (page: number) => listingHref(path, { filters: listing.filters, sort: listing.sort, page, q });
  return (
    <ListingControls
      path={path}
      q={q}
      filters={listing.filters}
      sort={listing.sort}
      facets={listing.facets}
      sortOptions={sortOptions}
      total={listing.total}
    >
      {listing.items.length ? (
        // Keyed by what is shown: a new sort or filter puts a new grid in place of the old one rather than moving
        // the old cards about, which the browser would count as layout shift (CLS).
        <ProductGrid
          key={JSON.stringify([listing.sort, listing.filters, listing.page, q ?? ''])}
          products={listing.items}
          inserts={inserts}
        />
      ) : (
        <p>No products match these filters. Remove a filter to see more.</p>
      )}
      {listing.pageCount > 1 ? (
        <Pagination page={listing.page} pageCount={listing.pageCount} hrefForPage={hrefForPage} label={label} />
      ) : null}
    </ListingControls>
  );
}

/** "44 products · showing 37–44" */
export function listingCount(listing: ListingResult, pageSize = 36): string {
  const noun = listing.total === 1 ? 'product' : 'products';
  if (listing.pageCount <= 1 || !listing.items.length) return `${listing.total} ${noun}`;
  const first = (listing.page - 1) * pageSize + 1;
  return `${listing.total} ${noun} · showing ${first}–${first + listing.items.length - 1}`;
}
