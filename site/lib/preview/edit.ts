import 'server-only';
import { contentConfig } from '@shop/content/config';
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
