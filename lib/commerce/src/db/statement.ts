// Statements whose SQL is built once. Drizzle builds a query's text from its builder objects every time one runs,
// and that is not cheap: on the bag's hot path (an add: nine statements) building them took about a fifth of a site
// node's CPU, most of it in drizzle's `is()` checks walking class chains. A statement made here is built the first
// time it runs, with placeholders where its values go; each later run asks the database or transaction it is given to
// prepare that same text (a plain object, no building) and runs it with this call's values, through the driver's own
// prepared query (so values are encoded and rows decoded exactly as drizzle does for the builder).
import { type Placeholder, type Query, sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A query builder's `prepare()`: what a statement is built from (select, insert, update or delete). */
interface Preparable<Result> {
  prepare(name: string): PreparedQuery<Result>;
}

interface PreparedQuery<Result> {
  getQuery(): Query;
  execute(placeholderValues?: Record<string, unknown>): Promise<Result>;
}

/**
 * What a prepared query of either driver (postgres.js, PGlite) keeps of its builder besides the query itself, and the
 * session method that makes one: drizzle's `PgSession.prepareQuery`, the one drivers implement, which the builders
 * call with exactly these.
 */
interface PreparedParts {
  fields?: unknown;
  _isResponseInArrayMode?: boolean;
  customResultMapper?: unknown;
  joinsNotNullableMap?: Record<string, boolean>;
  queryMetadata?: unknown;
  cacheConfig?: unknown;
}

interface SessionLike {
  prepareQuery(
    query: Query,
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
    queryMetadata?: unknown,
    cacheConfig?: unknown,
  ): PreparedQuery<unknown> & PreparedParts;
}

/** A statement's values by name; `p.name` in the builder marks where each goes. */
export type Placeholders<Values> = { readonly [Name in keyof Values]: Placeholder<Name & string, Values[Name]> };

const placeholders = new Proxy({} as Record<string, unknown>, {
  get: (_target, name) => (typeof name === 'string' ? sql.placeholder(name) : undefined),
});

/**
 * A statement built once: `build` writes the query with `p.<name>` for each value; the function returned runs it on a
 * database or transaction with the values. It is sent when the function is called, like a builder's `execute()`, so
 * statements called one after another inside a transaction reach the database in that order.
 *
 * Values differ from a builder's in two edge cases: a placeholder in `.set()` or `.values()` always goes through its
 * column's encoder, null included (a builder sends null as it is), so a nullable column whose encoder cannot take
 * null (timestamps, json) must not be given null through a placeholder; and a placeholder in a condition (`eq`, `sql`)
 * is sent without any encoder, as the driver takes it (strings, numbers, Dates).
 */
export function statement<Values extends Record<string, unknown>, Result>(
  build: (db: Db, p: Placeholders<Values>) => Preparable<Result>,
): (db: Db, values: Values) => Promise<Result> {
  let built: { query: Query; parts: PreparedParts } | undefined;
  return (db, values) => {
    if (!built) {
      const prepared = build(db, placeholders as Placeholders<Values>).prepare('statement') as PreparedQuery<Result> &
        PreparedParts;
      // What later runs need, not the prepared query itself (it holds the connection it was made on).
      const { fields, _isResponseInArrayMode, customResultMapper, joinsNotNullableMap, queryMetadata, cacheConfig } =
        prepared;
      built = {
        query: prepared.getQuery(),
        parts: { fields, _isResponseInArrayMode, customResultMapper, joinsNotNullableMap, queryMetadata, cacheConfig },
      };
    }
    const { query, parts } = built;
    const session = db._.session as unknown as SessionLike;
    const run = session.prepareQuery(
      query,
      parts.fields,
      undefined,
      parts._isResponseInArrayMode ?? false,
      parts.customResultMapper,
      parts.queryMetadata,
      parts.cacheConfig,
    );
    run.joinsNotNullableMap = parts.joinsNotNullableMap;
    return run.execute(values) as Promise<Result>;
  };
}
