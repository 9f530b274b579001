// Turns one /data/mutate request into new document states. Patches and creates run through @sanity/mutator — the
// Studio's own optimistic-edit code — so the server's result matches what the editor already sees. All-or-nothing:
// any failing mutation throws a MutationError and nothing is committed.
import { randomBytes } from 'node:crypto';
import { Mutation } from '@sanity/mutator';
import type { LakeDocument } from './types.ts';

export type MutationOperation = 'create' | 'update' | 'delete' | 'none';

export interface MutationResult {
  id: string;
  operation: MutationOperation;
}

export interface MutationErrorItem {
  error: { id?: string; type: string; description: string };
  index: number;
}

/** A rejected transaction, shaped like Sanity's `{error:{description, type:'mutationError', items}}`. */
export class MutationError extends Error {
  readonly status: number;
  readonly items: MutationErrorItem[];
  constructor(status: number, description: string, items: MutationErrorItem[] = []) {
    super(description);
    this.status = status;
    this.items = items;
  }
}

export interface PlanOptions {
  transactionId: string;
  timestamp: string;
  autoGenerateArrayKeys: boolean;
  /** Evaluates a GROQ query over the given documents and returns the `_id`s it selects. */
  selectIds: (query: string, params: Record<string, unknown>, documents: LakeDocument[]) => Promise<string[]>;
}

export interface Plan {
  results: MutationResult[];
  /** Final state of every document whose content changed (null = deleted), in first-touched order. */
  changed: Map<string, LakeDocument | null>;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Random base62 id like Sanity's transaction and document ids. */
export function randomId(length = 22): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}

const ID_PATTERN = /^[a-zA-Z0-9_][a-zA-Z0-9._-]{0,127}$/;

function fail(status: number, index: number, type: string, description: string, id?: string): never {
  throw new MutationError(status, `The mutation(s) failed: ${description}`, [
    { error: { ...(id ? { id } : {}), type, description }, index },
  ]);
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

/** Adds a random `_key` to objects in arrays that lack one (the `autoGenerateArrayKeys` option). */
export function addMissingKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const next = addMissingKeys(item);
      if (next && typeof next === 'object' && !Array.isArray(next) && !('_key' in next)) {
        return { _key: randomId(12), ...next };
      }
      return next;
    });
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, addMissingKeys(item)]));
  }
  return value;
}

function withoutSystem(doc: LakeDocument | null): string {
  if (!doc) return 'null';
  const { _rev: _r, _updatedAt: _u, ...rest } = doc;
  return JSON.stringify(rest);
}

type Mut = Record<string, unknown>;

/**
 * Applies one mutation (`{patch: …}`, `{create: …}`, …) to a copy of `before` with @sanity/mutator; the new state
 * gets `transactionId` as its `_rev`. Throws on an invalid patch.
 */
export function applyMutation(
  before: LakeDocument | null,
  mut: Mut,
  options: { timestamp: string; transactionId: string },
): LakeDocument | null {
  const mutation = new Mutation({
    mutations: [clone(mut)],
    timestamp: options.timestamp,
    resultRev: options.transactionId,
    transactionId: options.transactionId,
  });
  return mutation.apply(before ? clone(before) : null) as LakeDocument | null;
}

export async function planTransaction(
  current: ReadonlyMap<string, LakeDocument>,
  mutations: unknown[],
  options: PlanOptions,
): Promise<Plan> {
  const working = new Map<string, LakeDocument | null>();
  const read = (id: string): LakeDocument | null =>
    working.has(id) ? (working.get(id) ?? null) : (current.get(id) ?? null);
  const allDocs = (): LakeDocument[] => {
    const merged = new Map(current);
    for (const [id, doc] of working) {
      if (doc) merged.set(id, doc);
      else merged.delete(id);
    }
    return [...merged.values()];
  };
  const apply = (id: string, mut: Mut): LakeDocument | null => {
    let after = applyMutation(read(id), mut, options);
    if (after && options.autoGenerateArrayKeys) after = addMissingKeys(after) as LakeDocument;
    working.set(id, after);
    return after;
  };
  const results: MutationResult[] = [];

  for (const [index, raw] of mutations.entries()) {
    if (!raw || typeof raw !== 'object' || Object.keys(raw).length !== 1) {
      fail(400, index, 'invalidMutationError', 'each mutation must have exactly one operation');
    }
    const [kind, body] = Object.entries(raw as Mut)[0] as [string, Mut];
    if (!body || typeof body !== 'object') fail(400, index, 'invalidMutationError', `${kind} needs an object`);

    if (kind === 'create' || kind === 'createOrReplace' || kind === 'createIfNotExists') {
      let id = body._id;
      if (id === undefined && kind === 'create') id = randomId();
      else if (typeof id === 'string' && id.endsWith('.') && kind === 'create') id = `${id}${randomId()}`;
      if (typeof id !== 'string' || !ID_PATTERN.test(id))
        fail(400, index, 'invalidDocumentIdError', `Invalid document ID "${String(id)}"`);
      if (typeof body._type !== 'string' || body._type === '') {
        fail(400, index, 'invalidDocumentError', `Document "${id}" has no _type`, id);
      }
      const existing = read(id);
      if (kind === 'create' && existing)
        fail(409, index, 'documentAlreadyExistsError', `Document by ID "${id}" already exists`, id);
      if (kind === 'createIfNotExists' && existing) {
        results.push({ id, operation: 'none' });
        continue;
      }
      const { _rev: _r, _updatedAt: _u, ...payload } = body;
      if (existing?._createdAt && payload._createdAt === undefined) payload._createdAt = existing._createdAt;
      apply(id, { [kind]: { ...payload, _id: id } });
      results.push({ id, operation: existing ? 'update' : 'create' });
      continue;
    }

    if (kind === 'delete' || kind === 'patch') {
      let ids: string[];
      if (typeof body.id === 'string') ids = [body.id];
      else if (typeof body.query === 'string') {
        const params = (body.params ?? {}) as Record<string, unknown>;
        try {
          ids = await options.selectIds(body.query, params, allDocs());
        } catch (error) {
          fail(400, index, 'queryError', `query in ${kind} failed: ${(error as Error).message}`);
        }
      } else fail(400, index, 'invalidMutationError', `${kind} needs an id or a query`);

      for (const id of ids) {
        const existing = read(id);
        if (kind === 'delete') {
          if (existing) apply(id, { delete: { id } });
          results.push({ id, operation: existing ? 'delete' : 'none' });
          continue;
        }
        if (!existing) {
          // Sanity rejects a patch by id on a missing document; a query simply never selects one.
          fail(404, index, 'documentNotFoundError', `Document "${id}" not found`, id);
        }
        if (typeof body.ifRevisionID === 'string' && body.ifRevisionID !== existing._rev) {
          fail(
            409,
            index,
            'conflictError',
            `Document by ID "${id}" has unexpected revision ID ("${existing._rev ?? ''}"), expected "${body.ifRevisionID}"`,
            id,
          );
        }
        const { query: _q, params: _p, ifRevisionID: _i, ...ops } = body;
        let after: LakeDocument | null;
        try {
          after = apply(id, { patch: { ...ops, id } });
        } catch (error) {
          fail(400, index, 'invalidPatchError', `Invalid patch on "${id}": ${(error as Error).message}`, id);
        }
        if (!after || after._id !== id || typeof after._type !== 'string') {
          fail(400, index, 'invalidPatchError', `Patch may not change or remove _id/_type of "${id}"`, id);
        }
        results.push({ id, operation: 'update' });
      }
      continue;
    }
    fail(400, index, 'invalidMutationError', `Unknown mutation "${kind}"`);
  }

  const changed = new Map<string, LakeDocument | null>();
  for (const [id, doc] of working) {
    const before = current.get(id) ?? null;
    // A patch that changes nothing leaves _rev and _updatedAt alone.
    if (withoutSystem(before) !== withoutSystem(doc)) changed.set(id, doc);
  }
  return { results, changed };
}
