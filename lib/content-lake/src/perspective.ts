// Perspectives over the raw document set (groq-js has none). `published` hides drafts and release versions;
// `drafts` overlays each draft on its published document, rewriting `_id` to the published id and keeping the real
// one in `_originalId`; a stack such as `rX,drafts` (or a release alone, `rX`, over published) takes, per document,
// the first variant that exists. A release version with `_system.delete` (unpublish in that release) hides it.
import { isDraftId, isVersionId, type LakeDocument, publishedIdOf } from './store/types.ts';

/**
 * `public` is what a reader without a token gets for `published`: the published documents minus the system
 * documents under `_.` (release metadata such as `_.releases.*`), which, as on the hosted lake, only members read.
 */
export type Perspective = 'raw' | 'published' | 'public' | string[];

export function isSystemId(id: string): boolean {
  return id.startsWith('_.');
}

/** Parses `raw`, `published`, `drafts`/`previewDrafts` or a comma-separated stack; null when invalid. */
export function parsePerspective(value: string | undefined | null, fallback: Perspective): Perspective | null {
  if (value === undefined || value === null || value === '') return fallback;
  if (value === 'raw' || value === 'published') return value;
  if (value === 'drafts' || value === 'previewDrafts') return ['drafts'];
  const stack = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (stack.length === 0 || stack.some((part) => !/^[a-zA-Z0-9_-]+$/.test(part) || part === 'raw')) return null;
  return stack;
}

export function needsToken(perspective: Perspective): boolean {
  return perspective !== 'published' && perspective !== 'public';
}

function variantId(layer: string, publishedId: string): string {
  if (layer === 'published') return publishedId;
  if (layer === 'drafts') return `drafts.${publishedId}`;
  return `versions.${layer}.${publishedId}`;
}

export function applyPerspective(documents: Iterable<LakeDocument>, perspective: Perspective): LakeDocument[] {
  const all = [...documents];
  if (perspective === 'raw') return all;
  if (perspective === 'published') return all.filter((doc) => !isDraftId(doc._id) && !isVersionId(doc._id));
  if (perspective === 'public') {
    return all.filter((doc) => !isDraftId(doc._id) && !isVersionId(doc._id) && !isSystemId(doc._id));
  }
  const byId = new Map(all.map((doc) => [doc._id, doc]));
  const layers = perspective.includes('published') ? perspective : [...perspective, 'published'];
  const seen = new Set<string>();
  const view: LakeDocument[] = [];
  for (const doc of all) {
    const publishedId = publishedIdOf(doc._id);
    if (seen.has(publishedId)) continue;
    seen.add(publishedId);
    for (const layer of layers) {
      const variant = byId.get(variantId(layer, publishedId));
      if (variant) {
        // A release version marked for unpublishing hides the document in that release's view.
        if ((variant._system as { delete?: unknown } | undefined)?.delete !== true) {
          view.push({ ...variant, _id: publishedId, _originalId: variant._id });
        }
        break;
      }
    }
  }
  return view;
}
