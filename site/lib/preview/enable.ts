import { parsePerspective } from '@shop/content/preview';
import { VSE_PARAM } from './vse.ts';

/** Query parameters of the Presentation tool's enable URL (@sanity/preview-url-secret). */
export const SECRET_PARAM = 'sanity-preview-secret';
export const PATHNAME_PARAM = 'sanity-preview-pathname';
export const PERSPECTIVE_PARAM = 'sanity-preview-perspective';

/**
 * The enable URL with the spec's `vse` parameter added to the page it returns to, so the preview's first page
 * carries it (and the browser keeps it for later paths). Its value is the preview's starting perspective, `drafts`
 * unless the Studio asked for a valid other one. The secret and everything else are left for next-sanity to check.
 */
export function withPreviewSession(enableUrl: string): string {
  const url = new URL(enableUrl);
  const perspective = parsePerspective(url.searchParams.get(PERSPECTIVE_PARAM)) ?? 'drafts';
  const target = new URL(url.searchParams.get(PATHNAME_PARAM) || '/', 'http://same.invalid');
  target.searchParams.set(VSE_PARAM, Array.isArray(perspective) ? perspective.join(',') : perspective);
  url.searchParams.set(PATHNAME_PARAM, `${target.pathname}${target.search}${target.hash}`);
  return url.href;
}
