/**
 * Which perspective a content read uses. Published visitors always read `published`. In draft mode (the editor's
 * preview) reads default to `drafts`; the Presentation tool may choose another through the
 * `sanity-preview-perspective` cookie (next-sanity sets it): `published`, `drafts`, or a release stack such as
 * `rSpring,drafts`. Anything else (e.g. `raw`, which would show drafts and published copies side by side) falls back
 * to `drafts`.
 */

/** The cookie the Presentation tool's perspective switcher writes (next-sanity / @sanity/preview-url-secret). */
export const PERSPECTIVE_COOKIE = 'sanity-preview-perspective';

export type ReadPerspective = 'published' | 'drafts' | string[];

const MAX_STACK = 10;
const releaseId = /^r[A-Za-z0-9_-]{1,63}$/;

/** A cookie value as a perspective, or null when it is not one a preview may use. */
export function parsePerspective(value: string | null | undefined): ReadPerspective | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed === 'published' || trimmed === 'drafts') return trimmed;
  const parts = trimmed.split(',').map((part) => part.trim());
  if (parts.length < 2 || parts.length > MAX_STACK) return null;
  // A stack is release ids, optionally ending with `drafts` (published is always the implicit base).
  const last = parts.at(-1);
  const releases = last === 'drafts' ? parts.slice(0, -1) : parts;
  if (releases.length === 0 || !releases.every((part) => releaseId.test(part))) return null;
  if (new Set(parts).size !== parts.length) return null;
  return parts;
}

/** The perspective for a read: `published` outside draft mode, whatever the cookie says. */
export function readPerspective(draftMode: boolean, cookieValue?: string | null): ReadPerspective {
  if (!draftMode) return 'published';
  return parsePerspective(cookieValue) ?? 'drafts';
}

/** How a perspective is shown to the editor, e.g. in the preview banner. */
export function describePerspective(perspective: ReadPerspective): string {
  if (perspective === 'published') return 'published content';
  if (perspective === 'drafts') return 'drafts';
  return `release ${perspective.filter((part) => part !== 'drafts').join(' + ')}`;
}
