// Keeps each brand's search index (weighted documents and the vocabulary) in step with the catalogue. Building a
// tsvector per product on every search costs ~100 ms on PGlite; a stored index answers in a few. The catalogue's
// fingerprint is checked at most once a minute per process, and a rebuild runs in one transaction under an advisory
// lock so that concurrent processes rebuild once and searches never see a half-built index.
//
// Two fingerprints are taken in one query: the index's (the text the documents and vocabulary are made of; stored, and
// a change rebuilds the index) and the catalogue's (that text plus every column of a product summary, options' stock
// and prices included; only remembered in the process). The catalogue's is what caches of whole answers (the
// in-process suggestions) are keyed by, so a price, stock or rating change drops them without rebuilding the index.
import { eq, sql } from 'drizzle-orm';
import { summaryColumns } from './catalogue.ts';
import type { Db } from './db/client.ts';
import { products } from './db/schema.ts';
import { searchIndexState } from './db/schema-search.ts';

const CHECK_INTERVAL_MS = 60_000;
const checkedAt = new WeakMap<Db, Map<string, number>>();
/** Index checks under way (so that callers before the first check completes wait for it rather than skip it). */
const checking = new WeakMap<Db, Map<string, Promise<void>>>();
/** The catalogue fingerprint each brand was last seen to have, per database handle. */
const seenFingerprints = new WeakMap<Db, Map<string, string>>();

function remember(db: Db, brandCode: string, fingerprint: string): void {
  let byBrand = seenFingerprints.get(db);
  if (!byBrand) {
    byBrand = new Map();
    seenFingerprints.set(db, byBrand);
  }
  byBrand.set(brandCode, fingerprint);
}

/**
 * The brand's catalogue fingerprint as last checked (undefined before the first check): it moves with anything a
 * product summary shows (price, was price, sale, stock, ratings, text), so caches of answers derived from the index
 * (the in-process suggestions) compare it with the one they were built from.
 */
export function catalogueFingerprint(db: Db, brandCode: string): string | undefined {
  return seenFingerprints.get(db)?.get(brandCode);
}

interface Fingerprints {
  /** What the search documents and vocabulary are made of (stored with the index). */
  index: string;
  /** The index's text plus every summary column of every product (what cached answers show). */
  catalogue: string;
}

function fingerprintSql(db: Db, brandCode: string) {
  // The very columns answers are made of (`summaryColumns`), so a column added to summaries is covered here too.
  const summaries = db
    .select({ id: products.id, ...summaryColumns })
    .from(products)
    .where(eq(products.brandCode, brandCode));
  return sql`select md5(coalesce(string_agg(p.id::text || ':' || md5(p.name || '|' || p.product_brand || '|' || p.colour || '|' || p.colour_family || '|' || p.description || '|' || c.name), ',' order by p.id), '')) as fingerprint,
      (select md5(coalesce(string_agg(s::text, ',' order by s.id), '')) from ${summaries} as s) as summaries
    from products p join categories c on c.id = p.category_id where p.brand_code = ${brandCode}`;
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

async function currentFingerprints(db: Db, brandCode: string): Promise<Fingerprints> {
  const [row] = rowsOf<{ fingerprint: string; summaries: string }>(await db.execute(fingerprintSql(db, brandCode)));
  const index = row?.fingerprint ?? '';
  return { index, catalogue: `${index}:${row?.summaries ?? ''}` };
}

async function storedFingerprint(db: Db, brandCode: string): Promise<string | null> {
  const [row] = await db
    .select({ fingerprint: searchIndexState.fingerprint })
    .from(searchIndexState)
    .where(eq(searchIndexState.brandCode, brandCode));
  return row?.fingerprint ?? null;
}

/** Rebuilds a brand's search documents and vocabulary from the catalogue, unless they already match it. */
export async function refreshSearchIndex(db: Db, brandCode: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`search-index:${brandCode}`}))`);
    const current = await currentFingerprints(tx as unknown as Db, brandCode);
    const fingerprint = current.index;
    if ((await storedFingerprint(tx as unknown as Db, brandCode)) === fingerprint) {
      remember(db, brandCode, current.catalogue);
      return false;
    }
    await tx.execute(sql`delete from search_documents where brand_code = ${brandCode}`);
    await tx.execute(sql`insert into search_documents (product_id, brand_code, document)
      select p.id, p.brand_code,
        setweight(to_tsvector('english', p.name), 'A')
        || setweight(to_tsvector('english', p.product_brand || ' ' || c.name || ' ' || p.colour || ' ' || p.colour_family), 'B')
        || setweight(to_tsvector('english', p.description), 'C')
      from products p join categories c on c.id = p.category_id where p.brand_code = ${brandCode}`);
    await tx.execute(sql`delete from search_terms where brand_code = ${brandCode}`);
    // The vocabulary: the words of names, labels, categories and colours (what shoppers type), with product counts.
    await tx.execute(sql`insert into search_terms (brand_code, term, product_count)
      select ${brandCode}, w.term, count(distinct p.id)
      from products p join categories c on c.id = p.category_id,
        regexp_split_to_table(lower(p.name || ' ' || p.product_brand || ' ' || c.name || ' ' || p.colour || ' ' || p.colour_family), '[^a-z0-9]+') as w(term)
      where p.brand_code = ${brandCode} and length(w.term) between 2 and 64
      group by w.term`);
    await tx
      .insert(searchIndexState)
      .values({ brandCode, fingerprint })
      .onConflictDoUpdate({ target: searchIndexState.brandCode, set: { fingerprint, refreshedAt: sql`now()` } });
    remember(db, brandCode, current.catalogue);
    return true;
  });
}

/**
 * Makes sure the brand's index matches the catalogue, checking at most once a minute per database handle. Until a
 * first check has completed, callers wait for the one under way; after that, a check under way is not waited for.
 */
export async function ensureSearchIndex(db: Db, brandCode: string, now = Date.now()): Promise<void> {
  const running = checking.get(db)?.get(brandCode);
  if (running && catalogueFingerprint(db, brandCode) === undefined) return running;
  let byBrand = checkedAt.get(db);
  if (!byBrand) {
    byBrand = new Map();
    checkedAt.set(db, byBrand);
  }
  const last = byBrand.get(brandCode);
  if (last !== undefined && now - last < CHECK_INTERVAL_MS) return;
  byBrand.set(brandCode, now);
  const checks = checking.get(db) ?? new Map<string, Promise<void>>();
  checking.set(db, checks);
  let check: Promise<void> | undefined;
  check = (async () => {
    try {
      const [current, stored] = await Promise.all([
        currentFingerprints(db, brandCode),
        storedFingerprint(db, brandCode),
      ]);
      if (current.index !== stored) await refreshSearchIndex(db, brandCode);
      remember(db, brandCode, current.catalogue);
    } catch (error) {
      byBrand.delete(brandCode);
      throw error;
    } finally {
      if (checks.get(brandCode) === check) checks.delete(brandCode);
    }
  })();
  checks.set(brandCode, check);
  return check;
}
