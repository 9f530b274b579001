import 'server-only';
import { contentConfig } from '@shop/content/config';
import type { ResolvedBlock } from '@shop/content/page-templates';
import { keyOf } from '@shop/content/page-templates';
import { createDataAttribute } from 'next-sanity';

/**
 * `data-sanity` values for one CMS document's fields, for the Presentation tool's click-to-edit overlays (and "open
 * in Studio" links outside it). Only rendered in draft mode: published pages carry no editing metadata. The local
 * content lake returns no content source maps, so the attributes name the document, type and field path explicitly.
 */

/** Where editors open the Studio; `SANITY_STUDIO_URL` in production. */
export function studioUrl(env: Record<string, string | undefined> = process.env): string {
  return (env.SANITY_STUDIO_URL?.trim() || 'http://localhost:3333').replace(/\/+$/, '');
}

export function editAttributes(document: { _id: string; _type: string }): (path: string) => string {
  const { projectId, dataset } = contentConfig();
  const attribute = createDataAttribute({
    projectId,
    dataset,
    baseUrl: studioUrl(),
    // Drafts read with `_id` rewritten to the published id; strip the prefix in case a raw id reaches here.
    id: document._id.replace(/^drafts\./, ''),
    type: document._type,
  });
  return (path) => attribute(path);
}

type Edit = (field?: string) => string | undefined;

/**
 * Click-to-edit for a templated page's blocks, each in the document it came from (the brand's template, a category's,
 * or a product's content): `editFor(key)` for a top-level block, `editFor(key, nested)` for a block inside it (e.g.
 * `betweenRows[_key=="…"].blocks[_key=="…"]`).
 */
export function editForLayout(layout: readonly ResolvedBlock[]): (key: string, nested?: string) => Edit {
  const sources = new Map(layout.map((entry) => [keyOf(entry.block) ?? '', entry.source] as const));
  return (key, nested) => {
    const source = sources.get(key);
    if (!source?.documentId) return () => undefined;
    const attribute = editAttributes({ _id: source.documentId, _type: source.documentType });
    const path = `${source.field}[_key=="${key}"]${nested ? `.${nested}` : ''}`;
    return (field) => attribute(field ? `${path}.${field}` : path);
  };
}
