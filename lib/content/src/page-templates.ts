/**
 * Which blocks lay out a templated page. A product page: the brand's product template, then the template for the
 * product's category, then the product's own content. A category listing: the brand's listing template, then the
 * category's. Each override either replaces the layout or adds and replaces blocks:
 *
 * - `replace`: the override's blocks are the layout (an empty override leaves the layout as it was).
 * - `merge` (the default): each override block takes the place of the layout's first block of the same kind, coming
 *   from an earlier layer; a block of a kind the layout lacks is added next to the page's anchor block: on a product
 *   page right after the product details and the blocks beside its pictures (at the end when there are no product
 *   details), on a listing right above the product grid (at the start when there is no grid).
 *
 * Every resolved block remembers the document and field it came from, for the preview's click-to-edit overlays.
 */

/** Blocks that sit beside the pictures when they directly follow the product details (full width elsewhere). */
export const PRODUCT_COLUMN_BLOCK_TYPES: ReadonlySet<string> = new Set([
  'sizeGuideButton',
  'productDescription',
  'deliveryAndReturns',
]);

export const PRODUCT_DETAILS_BLOCK_TYPE = 'productDetails';
/** The category listing's product grid with its filters, sort and pages. */
export const PRODUCT_LISTING_BLOCK_TYPE = 'productListing';

/** Where a merge adds new kinds of block: after (or before) the anchor and the column blocks that follow it. */
interface Anchor {
  type: string;
  column: ReadonlySet<string>;
  place: 'after' | 'before';
}

const PRODUCT_PAGE: Anchor = { type: PRODUCT_DETAILS_BLOCK_TYPE, column: PRODUCT_COLUMN_BLOCK_TYPES, place: 'after' };
const LISTING_PAGE: Anchor = { type: PRODUCT_LISTING_BLOCK_TYPE, column: new Set(), place: 'before' };

export type TemplateMode = 'merge' | 'replace';

export interface TemplateLayer {
  _id: string;
  _type: string;
  /** The array field the blocks are stored in (`blocks` on a template, `templateBlocks` on product content). */
  field: string;
  mode?: string | null;
  blocks?: readonly unknown[] | null;
}

export interface BlockSource {
  documentId: string;
  documentType: string;
  field: string;
}

export interface ResolvedBlock {
  block: unknown;
  source: BlockSource;
}

function stringField(block: unknown, name: '_type' | '_key'): string | null {
  if (typeof block !== 'object' || block === null) return null;
  const value: unknown = Reflect.get(block, name);
  return typeof value === 'string' ? value : null;
}

/** A raw block's `_type` (null when it has none). */
export const typeOf = (block: unknown): string | null => stringField(block, '_type');
/** A raw block's `_key` (null when it has none). */
export const keyOf = (block: unknown): string | null => stringField(block, '_key');

/** Where added blocks go: see the module comment. */
function insertionPoint(layout: readonly ResolvedBlock[], anchor: Anchor): number {
  const at = layout.findIndex((entry) => typeOf(entry.block) === anchor.type);
  if (anchor.place === 'before') return Math.max(at, 0);
  if (at < 0) return layout.length;
  let end = at + 1;
  while (end < layout.length && anchor.column.has(typeOf(layout[end]?.block) ?? '')) end++;
  return end;
}

function apply(layout: ResolvedBlock[], layer: TemplateLayer, anchor: Anchor): ResolvedBlock[] {
  const source: BlockSource = { documentId: layer._id, documentType: layer._type, field: layer.field };
  const blocks = (layer.blocks ?? []).map((block): ResolvedBlock => ({ block, source }));
  if (blocks.length === 0) return layout;
  if (layer.mode === 'replace') return blocks;
  const next = [...layout];
  const added: ResolvedBlock[] = [];
  for (const entry of blocks) {
    const type = typeOf(entry.block);
    // Only blocks from earlier layers are replaced: two promo banners in one override are both kept.
    const at = next.findIndex((existing) => existing.source !== source && typeOf(existing.block) === type);
    if (type !== null && at >= 0) next[at] = entry;
    else added.push(entry);
  }
  next.splice(insertionPoint(next, anchor), 0, ...added);
  return next;
}

function resolve(layers: readonly (TemplateLayer | null)[], anchor: Anchor): ResolvedBlock[] {
  const [brand, ...overrides] = layers;
  // The brand's template is the layout whatever its mode says.
  const base = brand ? apply([], { ...brand, mode: 'replace' }, anchor) : [];
  return overrides.reduce<ResolvedBlock[]>((layout, layer) => (layer ? apply(layout, layer, anchor) : layout), base);
}

/** The product page's blocks: the brand template, overridden by the category's and then the product's. */
export function resolveProductTemplate(layers: {
  brand: TemplateLayer | null;
  category: TemplateLayer | null;
  product: TemplateLayer | null;
}): ResolvedBlock[] {
  return resolve([layers.brand, layers.category, layers.product], PRODUCT_PAGE);
}

/** A category listing's blocks: the brand's listing template, overridden by the category's. */
export function resolveListingTemplate(layers: {
  brand: TemplateLayer | null;
  category: TemplateLayer | null;
}): ResolvedBlock[] {
  return resolve([layers.brand, layers.category], LISTING_PAGE);
}

/** The search results page's product grid (the anchor of the results layout). */
export const SEARCH_RESULTS_BLOCK_TYPE = 'searchResults';

export interface SearchTemplateDocument {
  _id: string;
  _type: string;
  blocks?: readonly unknown[] | null;
  noResultsBlocks?: readonly unknown[] | null;
}

/**
 * The search pages' blocks from the brand's search template: the results page (`blocks`) and the no-results page
 * (`noResultsBlocks`), each block remembering its field for click-to-edit. No template: both empty (the site then
 * lays the pages out as before templates).
 */
export function resolveSearchTemplate(template: SearchTemplateDocument | null): {
  results: ResolvedBlock[];
  noResults: ResolvedBlock[];
} {
  const from = (field: 'blocks' | 'noResultsBlocks'): ResolvedBlock[] => {
    if (!template) return [];
    const source: BlockSource = { documentId: template._id, documentType: template._type, field };
    return (template[field] ?? []).map((block) => ({ block, source }));
  };
  return { results: from('blocks'), noResults: from('noResultsBlocks') };
}
