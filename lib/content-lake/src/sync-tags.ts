// Sync tags: which documents a query result depends on, so next-sanity can expire exactly the cached results a commit
// affects. A result depends on every document whose `_id` appears in it, every document it dereferenced, and every
// document a projection was taken from (projections often leave `_id` out, so evaluation adds a hidden attribute).
import { createHash } from 'node:crypto';
import { publishedIdOf } from './store/types.ts';

const MAX_SYNC_TAGS = 100;

/** Hidden attribute added to every projection during evaluation and removed from the result before it is sent. */
export const SOURCE_ID_KEY = '__lakeSourceId';

/**
 * Carried by results that depend on no document (the page for a route that does not exist yet) and by every live
 * event: a document created or renamed later may make such a query non-empty, and it has no document tag to catch it.
 */
export const EMPTY_RESULT_TAG = 's1:empty';

/** `s1:` + a short stable hash of a published document id. The same id always gives the same tag. */
export function syncTagFor(documentId: string): string {
  return `s1:${createHash('sha256').update(publishedIdOf(documentId)).digest('base64url').slice(0, 8)}`;
}

type AstNode = { type?: unknown; expr?: { type?: unknown; attributes?: unknown[] } } & Record<string, unknown>;

/** Adds `"__lakeSourceId": _id` to every object projection of a freshly parsed groq-js tree (in place). */
export function instrumentProjections(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) instrumentProjections(child);
    return;
  }
  const ast = node as AstNode;
  for (const child of Object.values(ast)) instrumentProjections(child);
  if (ast.type === 'Projection' && ast.expr?.type === 'Object' && Array.isArray(ast.expr.attributes)) {
    ast.expr.attributes.push({
      type: 'ObjectAttributeValue',
      name: SOURCE_ID_KEY,
      value: { type: 'AccessAttribute', name: '_id' },
    });
  }
}

/**
 * Collects `_id`s and projection sources from a result and strips the hidden attribute. Only projected objects
 * carry that attribute, and groq-js builds those fresh, so stored documents are never modified.
 */
export function collectDocumentIds(result: unknown, into: Set<string>): void {
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    const record = value as Record<string, unknown>;
    if (SOURCE_ID_KEY in record) {
      const source = record[SOURCE_ID_KEY];
      if (typeof source === 'string') into.add(source);
      delete record[SOURCE_ID_KEY];
    }
    if (typeof record._id === 'string') into.add(record._id);
    for (const item of Object.values(record)) walk(item);
  };
  walk(result);
}

export function syncTagsFor(documentIds: Iterable<string>): string[] {
  const tags = new Set<string>();
  for (const id of documentIds) {
    if (tags.size >= MAX_SYNC_TAGS) break;
    tags.add(syncTagFor(id));
  }
  return tags.size === 0 ? [EMPTY_RESULT_TAG] : [...tags];
}
