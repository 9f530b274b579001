/**
 * Cache tags for content: every published fetch carries its brand's tag and one per document it returned; a page
 * lookup also carries its route tag, so a page that did not exist yet is invalidated when it is created.
 */

export function brandTag(brand: string): string {
  return `cms:brand:${brand}`;
}

export function docTag(id: string): string {
  // Drafts and published share a tag: publishing a draft changes the published document.
  return `cms:doc:${id.replace(/^drafts\./, '')}`;
}

export function routeTag(brand: string, route: string): string {
  return `cms:route:${brand}:${route}`;
}

/** A product's editorial content by product number, so content created for a product that had none appears at once. */
export function productContentTag(brand: string, productNumber: string): string {
  return `cms:product:${brand}:${productNumber.toUpperCase()}`;
}

/**
 * A brand's page templates (product, listing, checkout and search), so a template created for a category (or a brand's first
 * checkout template) appears at once.
 */
export function pageTemplateTag(brand: string): string {
  return `cms:templates:${brand}`;
}

const templateTypes = new Set(['productTemplate', 'listingTemplate', 'checkoutTemplate', 'searchTemplate']);

/** Document ids anywhere in a query result (`_id` fields at any depth, e.g. referenced size guides). */
export function collectDocumentIds(result: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(result)) {
    for (const item of result) collectDocumentIds(item, into);
  } else if (result && typeof result === 'object') {
    const record = result as Record<string, unknown>;
    if (typeof record._id === 'string') into.add(record._id);
    for (const [key, value] of Object.entries(record)) if (key !== '_id') collectDocumentIds(value, into);
  }
  return into;
}

export interface ContentChange {
  _id: string;
  _type: string;
  brand?: string | null;
  route?: string | null;
  /** Set for product content documents (the webhook projects it). */
  productNumber?: string | null;
  /** Where the document was before the change, when the change moved it (the webhook's `previous`). */
  previous?: { brand?: string | null; route?: string | null; productNumber?: string | null } | null;
}

/** Types whose change affects every page of a brand (header, footer, bag, banner terms, credit copy). */
const brandWideTypes = new Set(['brandSettings', 'bagContent', 'bannerTerms', 'brandCreditExplanation']);

/**
 * The tags a changed document invalidates: its own, its page route or product, and the whole brand for brand-wide
 * documents.
 */
export function tagsForChange(change: ContentChange): string[] {
  const tags = tagsAt(change);
  // A moved document (a renamed page, content given to another product) is also cleared where it was.
  if (change.previous) tags.push(...tagsAt({ _id: change._id, _type: change._type, ...change.previous }));
  return [...new Set(tags)];
}

function tagsAt(change: ContentChange): string[] {
  const tags = [docTag(change._id)];
  if (change.brand && change._type === 'page' && change.route) tags.push(routeTag(change.brand, change.route));
  if (change.brand && change._type === 'productContent' && change.productNumber) {
    tags.push(productContentTag(change.brand, change.productNumber));
  }
  if (change.brand && templateTypes.has(change._type)) tags.push(pageTemplateTag(change.brand));
  if (change.brand && brandWideTypes.has(change._type)) tags.push(brandTag(change.brand));
  return tags;
}
