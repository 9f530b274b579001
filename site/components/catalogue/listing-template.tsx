import { renderBlockNodes } from '@shop/blocks/block-nodes';
import * as stackStyles from '@shop/blocks/block-renderer.css.ts';
import { findBlock } from '@shop/blocks/registry';
import type { BlockContext } from '@shop/blocks/types';
import type { Brand } from '@shop/brands/brands';
import { PRODUCT_LISTING_BLOCK_TYPE, type ResolvedBlock, typeOf } from '@shop/content/page-templates';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { blockServices } from '@/lib/block-services.ts';
import { editForLayout } from '@/lib/preview/edit.ts';
import * as styles from './listing-template.css.ts';
import type { GridInsert } from './product-grid.tsx';

/**
 * A category listing laid out by its listing template (lib/content/page-templates.ts): the editors' blocks above and
 * below the product grid, the grid with its filters where the template's `productListing` block is, and blocks
 * between its rows (after every four products a row, on a wide screen). The products always come from the catalogue;
 * a template without a grid gets one at the end, and no template (or a lake that is down) is the grid alone.
 */

/** Products in a row on a wide screen: "after row 2" is after the eighth product. */
export const PRODUCTS_PER_ROW = 4;

const builtInListing: ResolvedBlock = {
  block: { _key: 'built-in-listing', _type: PRODUCT_LISTING_BLOCK_TYPE },
  source: { documentId: '', documentType: 'listingTemplate', field: 'blocks' },
};

const listingData = z.object({
  _key: z.string().min(1),
  betweenRows: z
    .array(
      z.object({
        _key: z.string().min(1),
        afterRow: z.number().int().min(1).max(9),
        blocks: z.array(z.unknown()).nullish(),
      }),
    )
    .nullish()
    .catch(null),
});

function withListing(layout: readonly ResolvedBlock[]): readonly ResolvedBlock[] {
  return layout.some((entry) => typeOf(entry.block) === PRODUCT_LISTING_BLOCK_TYPE)
    ? layout
    : [...layout, builtInListing];
}

const slot = (node: ReactNode, key: string, type: string) => (
  <div key={key} className={stackStyles.slot} data-block-type={type}>
    {node}
  </div>
);

export async function ListingTemplateView({
  brand,
  layout: resolved,
  preview,
  listing,
}: {
  brand: Brand;
  layout: readonly ResolvedBlock[];
  preview: boolean;
  /** The product grid with its filters, given the editors' blocks between its rows. */
  listing: (inserts: readonly GridInsert[]) => ReactNode;
}) {
  const layout = withListing(resolved);
  const at = layout.findIndex((entry) => typeOf(entry.block) === PRODUCT_LISTING_BLOCK_TYPE);
  const grid = layout[at] as ResolvedBlock;
  const editFor = preview ? editForLayout(layout) : undefined;
  const context: BlockContext = {
    brand: brand.code,
    documentId: grid.source.documentId || 'built-in listing layout',
    documentType: 'listingTemplate',
    ...blockServices,
  };
  const around = (blocks: readonly ResolvedBlock[]) =>
    renderBlockNodes(
      blocks.map((entry) => entry.block),
      context,
      { find: findBlock, wrap: slot, ...(editFor ? { editFor: (key: string) => editFor(key) } : {}) },
    );
  const parsed = listingData.safeParse(grid.block);
  const rows = parsed.success ? (parsed.data.betweenRows ?? []) : [];
  const gridKey = parsed.success ? parsed.data._key : '';
  const [before, after, inserts] = await Promise.all([
    around(layout.slice(0, at)),
    around(layout.slice(at + 1)),
    Promise.all(
      rows.map(async (row): Promise<GridInsert | null> => {
        const nodes = await renderBlockNodes(row.blocks, context, {
          find: findBlock,
          wrap: (node, key, type) => (
            <div key={key} data-block-type={type}>
              {node}
            </div>
          ),
          ...(editFor
            ? { editFor: (key: string) => editFor(gridKey, `betweenRows[_key=="${row._key}"].blocks[_key=="${key}"]`) }
            : {}),
        });
        if (nodes.length === 0) return null;
        return {
          key: row._key,
          after: row.afterRow * PRODUCTS_PER_ROW,
          node: <div className={styles.insert}>{nodes.map((entry) => entry.node)}</div>,
        };
      }),
    ),
  ]);
  const stack = (nodes: typeof before) =>
    nodes.length ? (
      <div className={`${stackStyles.stack} ${styles.around}`}>{nodes.map((entry) => entry.node)}</div>
    ) : null;
  return (
    <div data-listing-template={layout.map((entry) => typeOf(entry.block)).join(' ')}>
      {stack(before)}
      <div data-block-type={PRODUCT_LISTING_BLOCK_TYPE} data-sanity={editFor?.(gridKey)()}>
        {listing(inserts.filter((insert): insert is GridInsert => insert !== null))}
      </div>
      {stack(after)}
    </div>
  );
}
