import { renderBlockNodes } from '@shop/blocks/block-nodes';
import type { BlockContext, PreparableBlock } from '@shop/blocks/types';
import {
  PRODUCT_COLUMN_BLOCK_TYPES,
  PRODUCT_DETAILS_BLOCK_TYPE,
  type ResolvedBlock,
  typeOf as rawType,
} from '@shop/content/page-templates';
import type { ReactNode } from 'react';
import { ReviewsLoading } from '@/components/reviews/reviews-loading.tsx';
import { blockServices } from '@/lib/block-services.ts';
import { editForLayout } from '@/lib/preview/edit.ts';
import { type ProductPageData, productBlocks } from './product-blocks.tsx';
import * as styles from './product-template.css.ts';

/**
 * The product page laid out by its template's blocks (resolved in lib/content/product-template.ts): the product
 * details with the size guide, description and delivery blocks that follow it beside the pictures, and every other
 * block full width above or below, in the editors' order. Reviews and recommendations stream in under their own
 * Suspense boundaries, so the page never waits on the review platform or the recommendations provider. In draft mode each block carries the
 * `data-sanity` of the document and field it came from (the brand's template, the category's, or the product's).
 */

const builtIn = { documentId: '', documentType: 'productTemplate', field: 'blocks' };

/** The layout when the CMS has none for the product (or is down): the product, its details and recommendations. */
export const BUILT_IN_LAYOUT: readonly ResolvedBlock[] = [
  { block: { _key: 'built-in-details', _type: 'productDetails', showReviewsSummary: true }, source: builtIn },
  { block: { _key: 'built-in-description', _type: 'productDescription', heading: 'Product details' }, source: builtIn },
  { block: { _key: 'built-in-complete', _type: 'completeTheSet', heading: 'Complete the set' }, source: builtIn },
  { block: { _key: 'built-in-customer-photos', _type: 'customerPhotos', heading: 'Customer photos' }, source: builtIn },
  { block: { _key: 'built-in-reviews', _type: 'productReviews' }, source: builtIn },
  {
    block: { _key: 'built-in-recommendations', _type: 'productRecommendations', heading: 'You might also like' },
    source: builtIn,
  },
];

const STREAMED: ReadonlySet<string> = new Set(['customerPhotos', 'productReviews', 'productRecommendations']);
/** The block library's blocks on this page: spaced like the product's own full-width sections. */
const PAGE_BLOCKS: ReadonlySet<string> = new Set(['promoBanner', 'richText']);

const typeOf = (entry: ResolvedBlock | undefined): string => rawType(entry?.block) ?? '';

/** A product page always sells its product: a layout without the product details gets them first. */
function withDetails(layout: readonly ResolvedBlock[]): readonly ResolvedBlock[] {
  if (layout.length === 0) return BUILT_IN_LAYOUT;
  if (layout.some((entry) => typeOf(entry) === PRODUCT_DETAILS_BLOCK_TYPE)) return layout;
  return [BUILT_IN_LAYOUT[0] as ResolvedBlock, ...layout];
}

/** Whether the page laid out from these blocks has a block of this type (the built-in layout when there are none). */
export function layoutHas(blocks: readonly ResolvedBlock[], type: string): boolean {
  return withDetails(blocks).some((entry) => typeOf(entry) === type);
}

export async function ProductTemplateView({
  data,
  blocks,
  preview,
}: {
  data: ProductPageData;
  blocks: readonly ResolvedBlock[];
  preview: boolean;
}) {
  const layout = withDetails(blocks);
  const detailsAt = layout.findIndex((entry) => typeOf(entry) === PRODUCT_DETAILS_BLOCK_TYPE);
  let columnEnd = detailsAt + 1;
  while (columnEnd < layout.length && PRODUCT_COLUMN_BLOCK_TYPES.has(typeOf(layout[columnEnd]))) columnEnd++;

  const context: BlockContext = {
    brand: data.brand.code,
    documentId: layout.find((entry) => entry.source.documentId)?.source.documentId || 'built-in product layout',
    documentType: 'productTemplate',
    ...blockServices,
  };
  const editFor = preview ? editForLayout(layout) : undefined;
  const options = (blockSet: ReadonlyMap<string, PreparableBlock>) => ({
    find: (type: unknown) => (typeof type === 'string' ? blockSet.get(type) : undefined),
    ...(editFor ? { editFor: (key: string) => editFor(key) } : {}),
    wrap: (node: ReactNode, key: string, type: string) => (
      <div key={key} data-block-type={type} className={PAGE_BLOCKS.has(type) ? styles.pageBlock : undefined}>
        {node}
      </div>
    ),
    streamed: STREAMED,
    fallbackFor: (type: string) => (type === 'productReviews' ? <ReviewsLoading /> : null),
  });
  const raw = (from: number, to?: number) => layout.slice(from, to).map((entry) => entry.block);
  const blockSet = productBlocks(data);
  const [before, column, after] = await Promise.all([
    renderBlockNodes(raw(0, detailsAt), context, options(blockSet)),
    renderBlockNodes(raw(detailsAt + 1, columnEnd), context, options(blockSet)),
    renderBlockNodes(raw(columnEnd), context, options(blockSet)),
  ]);
  // The product details last: they hold the column rendered above.
  const details = await renderBlockNodes(
    raw(detailsAt, detailsAt + 1),
    context,
    options(
      productBlocks(
        data,
        column.map((entry) => entry.node),
      ),
    ),
  );
  return (
    <div data-product-template={layout.map(typeOf).join(' ')}>
      {[...before, ...details, ...after].map((entry) => entry.node)}
    </div>
  );
}
