// GROQ evaluation with groq-js over a perspective view of the store, plus the documents a result depends on.
import { evaluate, GroqSyntaxError, parse } from 'groq-js';
import { applyPerspective, type Perspective } from './perspective.ts';
import type { DocumentStore } from './store/store.ts';
import type { LakeDocument } from './store/types.ts';
import { collectDocumentIds, instrumentProjections } from './sync-tags.ts';

/** A query the client got wrong: answered with 400 and Sanity's `queryParseError` body. */
export class QueryError extends Error {
  readonly start: number | undefined;
  readonly end: number | undefined;
  constructor(message: string, start?: number, end?: number) {
    super(message);
    this.start = start;
    this.end = end;
  }
}

interface View {
  documents: LakeDocument[];
  byId: Map<string, LakeDocument>;
}

function perspectiveKey(perspective: Perspective): string {
  return Array.isArray(perspective) ? perspective.join(',') : perspective;
}

export interface EvaluateOptions {
  /** Documents by `_id` for fast dereferencing (groq-js otherwise scans the dataset per reference). */
  byId?: Map<string, LakeDocument>;
  sanity?: { projectId: string; dataset: string };
  /** Record the documents the result depends on (for sync tags). */
  track?: boolean;
}

export interface Evaluation {
  result: unknown;
  /** Ids of documents found in, dereferenced for or projected into the result (only with `track`). */
  documentIds: Set<string>;
}

/** Parses then evaluates; syntax and evaluation errors become QueryError. */
export async function evaluateGroq(
  query: string,
  params: Record<string, unknown>,
  documents: LakeDocument[],
  options: EvaluateOptions = {},
): Promise<Evaluation> {
  let tree: ReturnType<typeof parse>;
  try {
    tree = parse(query, { params });
  } catch (error) {
    if (error instanceof GroqSyntaxError) throw new QueryError(error.message, error.position, error.position + 1);
    throw new QueryError((error as Error).message);
  }
  const documentIds = new Set<string>();
  if (options.track) instrumentProjections(tree);
  const { byId } = options;
  const dereference = byId
    ? ({ _ref }: { _ref: string }) => {
        const doc = byId.get(_ref);
        if (doc && options.track) documentIds.add(doc._id);
        return doc ?? null;
      }
    : undefined;
  let result: unknown;
  try {
    const value = await evaluate(tree, {
      dataset: documents,
      params,
      ...(options.sanity ? { sanity: options.sanity } : {}),
      ...(dereference ? { dereference } : {}),
    });
    result = await value.get();
  } catch (error) {
    throw new QueryError((error as Error).message);
  }
  if (options.track) collectDocumentIds(result, documentIds);
  return { result, documentIds };
}

export async function runGroq(
  query: string,
  params: Record<string, unknown>,
  documents: LakeDocument[],
): Promise<unknown> {
  return (await evaluateGroq(query, params, documents)).result;
}

const MAX_CACHED_RESULTS = 1_000;

export class QueryEngine {
  private readonly store: DocumentStore;
  private readonly sanity: { projectId: string; dataset: string };
  private readonly cacheResults: boolean;
  private views = new Map<string, View>();
  /** Results by perspective + query + params, valid until the next commit (groq-js re-scans every document). */
  private results = new Map<string, Promise<Evaluation>>();
  private viewsVersion = -1;

  constructor(store: DocumentStore, sanity: { projectId: string; dataset: string }, cacheResults = true) {
    this.store = store;
    this.sanity = sanity;
    this.cacheResults = cacheResults;
  }

  private syncVersion(): void {
    if (this.viewsVersion === this.store.version) return;
    this.views = new Map();
    this.results = new Map();
    this.viewsVersion = this.store.version;
  }

  /** Documents as seen through a perspective; cached until the next commit. */
  view(perspective: Perspective): View {
    this.syncVersion();
    const key = perspectiveKey(perspective);
    let view = this.views.get(key);
    if (!view) {
      const documents = applyPerspective(this.store.all().values(), perspective);
      view = { documents, byId: new Map(documents.map((doc) => [doc._id, doc])) };
      this.views.set(key, view);
    }
    return view;
  }

  /** Results are shared between callers: treat them as read-only. */
  query(query: string, params: Record<string, unknown>, perspective: Perspective): Promise<Evaluation> {
    const view = this.view(perspective);
    const run = () =>
      evaluateGroq(query, params, view.documents, { byId: view.byId, sanity: this.sanity, track: true });
    // Time-dependent queries must be evaluated every time.
    if (!this.cacheResults || /\bnow\s*\(/.test(query)) return run();
    const key = JSON.stringify([perspectiveKey(perspective), query, params]);
    let result = this.results.get(key);
    if (!result) {
      if (this.results.size >= MAX_CACHED_RESULTS) this.results.delete(this.results.keys().next().value as string);
      result = run();
      this.results.set(key, result);
      // Errors are not cached: the next attempt evaluates again.
      result.catch(() => this.results.delete(key));
    }
    return result;
  }
}
