// Autosuggest from memory. A shopper's typing sends a request per pause, 50 shoppers at once on a single embedded
// connection queue behind each other, so each brand's answers for single words are worked out once, in a few
// set-based queries, and kept in the process: the prefixes (3 to 40 letters) of every word in the brand's search
// vocabulary, i.e. everything a shopper can type on the way to a known word. Anything else (several words, typos)
// runs the ordinary `suggestSearch` once per distinct query at a time, and its answer is kept in a bounded LRU.
// Answers are exactly `suggestSearch`'s (the tests compare every prefix). Everything is keyed by the catalogue
// fingerprint (text, prices, sale, stock, ratings: everything an answer shows), so a reseed or catalogue change (seen
// within the index's check interval) drops it and the next request rebuilds, the previous answers serving meanwhile.
// A failed rebuild is logged and retried after a pause, the previous answers still serving.
import { createLogger } from '@shop/runtime/log';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ProductSummary, summaryColumns, toSummary } from './catalogue.ts';
import type { Db } from './db/client.ts';
import { products } from './db/schema.ts';
import {
  normaliseSearchQuery,
  productTypeForms,
  type SearchSuggestions,
  SUGGEST_MIN_CHARS,
  SUGGEST_PRODUCT_LIMIT,
  SUGGEST_TERM_LIMIT,
  searchWords,
  suggestSearch,
} from './search.ts';
import { catalogueFingerprint, ensureSearchIndex } from './search-index.ts';

const log = createLogger('commerce').child({ component: 'search-suggest' });

/** Longest word `searchWords` keeps: longer prefixes are never asked for. */
const MAX_PREFIX_LENGTH = 40;
/** Prefixes per products query while building (keeps each statement short so other requests interleave). */
const BUILD_BATCH = 150;
/** Other queries remembered per brand. */
const LRU_SIZE = 500;
/** After a failed rebuild, the previous answers serve this long before another rebuild is tried. */
export const REBUILD_RETRY_MS = 10_000;

const EMPTY: SearchSuggestions = { terms: [], products: [] };

interface BrandSuggestions {
  fingerprint: string;
  /** Single-word prefix → answer. */
  prefixes: Map<string, SearchSuggestions>;
  /** Other normalised queries → answer (or the request computing it), most recently used last. */
  recent: Map<string, Promise<SearchSuggestions>>;
}

const built = new WeakMap<Db, Map<string, BrandSuggestions>>();
const building = new WeakMap<Db, Map<string, Promise<BrandSuggestions>>>();
/** When a brand's last rebuild failed (cleared by a successful one). */
const failedAt = new WeakMap<Db, Map<string, number>>();

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

function mapFor<V>(store: WeakMap<Db, Map<string, V>>, db: Db): Map<string, V> {
  let byBrand = store.get(db);
  if (!byBrand) {
    byBrand = new Map();
    store.set(db, byBrand);
  }
  return byBrand;
}

/** Works out a brand's single-word answers: vocabulary order and product ranking exactly as `suggestSearch`'s SQL. */
export async function buildBrandSuggestions(db: Db, brandCode: string): Promise<BrandSuggestions> {
  await ensureSearchIndex(db, brandCode);
  const fingerprint = catalogueFingerprint(db, brandCode) ?? '';
  // The completion query's own order (product count, then term), so filtering by prefix keeps its first five.
  const terms = rowsOf<{ term: string }>(
    await db.execute(
      sql`select term from search_terms where brand_code = ${brandCode} order by product_count desc, term`,
    ),
  ).map((row) => row.term);
  const completions = new Map<string, string[]>();
  for (const term of terms) {
    for (let length = SUGGEST_MIN_CHARS; length <= Math.min(term.length, MAX_PREFIX_LENGTH); length++) {
      const prefix = term.slice(0, length);
      if (!/^[a-z0-9]+$/.test(prefix)) continue;
      const list = completions.get(prefix) ?? [];
      if (list.length < SUGGEST_TERM_LIMIT) list.push(term);
      completions.set(prefix, list);
    }
  }

  // Top products per prefix: `searchProducts`' recommended order for one known word (type match, rank, reviews,
  // number).
  const prefixes = [...completions.keys()];
  const ranked = new Map<string, number[]>();
  for (let start = 0; start < prefixes.length; start += BUILD_BATCH) {
    const batch = prefixes.slice(start, start + BUILD_BATCH);
    // For one word the product-type forms of the whole query and of its words are the same list.
    const rows = rowsOf<{ prefix: string; id: number }>(
      await db.execute(sql`select w.prefix, m.id from unnest(array[${sql.join(
        batch.map((prefix) => sql`${prefix}`),
        sql`, `,
      )}]::text[], array[${sql.join(
        batch.map((prefix) => sql`${productTypeForms([prefix]).whole.join(',')}`),
        sql`, `,
      )}]::text[]) as w(prefix, types)
        cross join lateral (
          select p.id from search_documents d join products p on p.id = d.product_id
          where d.brand_code = ${brandCode} and p.brand_code = ${brandCode}
            and d.document @@ to_tsquery('english', w.prefix || ':*')
          order by (p.product_type = any(string_to_array(w.types, ','))) desc,
            ts_rank_cd(d.document, to_tsquery('english', w.prefix || ':*')) desc, p.rating_count desc,
            p.product_number asc
          limit ${SUGGEST_PRODUCT_LIMIT}
        ) as m`),
    );
    for (const row of rows) {
      const ids = ranked.get(row.prefix) ?? [];
      ids.push(Number(row.id));
      ranked.set(row.prefix, ids);
    }
  }
  const ids = [...new Set([...ranked.values()].flat())];
  const summaries = new Map<number, ProductSummary>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .select({ id: products.id, ...summaryColumns })
      .from(products)
      .where(and(eq(products.brandCode, brandCode), inArray(products.id, ids.slice(start, start + 500))));
    for (const row of rows) summaries.set(row.id, toSummary(row));
  }

  const answers = new Map<string, SearchSuggestions>();
  for (const [prefix, list] of completions) {
    const found = (ranked.get(prefix) ?? []).flatMap((id) => summaries.get(id) ?? []);
    answers.set(prefix, { terms: list, products: found });
  }
  return { fingerprint, prefixes: answers, recent: new Map() };
}

/** The brand's current answers, built once (concurrent callers share the build) and rebuilt when the catalogue moves. */
async function brandSuggestions(db: Db, brandCode: string): Promise<BrandSuggestions> {
  const ready = mapFor(built, db).get(brandCode);
  const failures = mapFor(failedAt, db);
  if (ready) {
    // The index check runs at most once a minute; a due check happens in the background, never in the request.
    ensureSearchIndex(db, brandCode).catch(() => undefined);
    if (ready.fingerprint === catalogueFingerprint(db, brandCode)) return ready;
    const failed = failures.get(brandCode);
    if (failed !== undefined && Date.now() - failed < REBUILD_RETRY_MS) return ready;
  }
  const pending = mapFor(building, db);
  let job = pending.get(brandCode);
  if (!job) {
    job = buildBrandSuggestions(db, brandCode)
      .then((result) => {
        mapFor(built, db).set(brandCode, result);
        failures.delete(brandCode);
        return result;
      })
      .finally(() => pending.delete(brandCode));
    pending.set(brandCode, job);
    const stale = ready !== undefined;
    job.catch((error: unknown) => {
      // Without previous answers the callers awaiting the build get the error; with them, nobody awaits it, so it
      // is reported here, once per failed rebuild (at most one per retry pause), and the previous answers serve on.
      failures.set(brandCode, Date.now());
      if (stale)
        log.error({ err: error, brand: brandCode }, 'search suggestions rebuild failed; previous answers serve');
    });
  }
  // While a rebuild runs, the previous answers keep serving.
  return ready ?? job;
}

/**
 * `suggestSearch`, answered from memory: precomputed for single words on the way to a known word, and remembered
 * (one computation per distinct query at a time) for anything else.
 */
export async function suggestCached(db: Db, brandCode: string, rawQuery: string): Promise<SearchSuggestions> {
  const query = normaliseSearchQuery(rawQuery);
  const words = searchWords(query);
  if (query.length < SUGGEST_MIN_CHARS || !words.length) return EMPTY;
  const brand = await brandSuggestions(db, brandCode);
  const only = words.length === 1 ? brand.prefixes.get(words[0] ?? '') : undefined;
  if (only) return only;
  const key = query.toLowerCase();
  const known = brand.recent.get(key);
  if (known) {
    brand.recent.delete(key);
    brand.recent.set(key, known);
    return known;
  }
  const answer = suggestSearch(db, brandCode, query);
  brand.recent.set(key, answer);
  answer.catch(() => brand.recent.delete(key)); // a failure is not remembered
  if (brand.recent.size > LRU_SIZE) {
    const oldest = brand.recent.keys().next().value;
    if (oldest !== undefined) brand.recent.delete(oldest);
  }
  return answer;
}
