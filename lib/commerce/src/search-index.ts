// Keeps each brand's search index (weighted documents and the vocabulary) in step with the catalogue. Building a
// tsvector per product on every search costs ~100 ms on PGlite; a stored index answers in a few. The catalogue's
// fingerprint is checked at most once a minute per process, and a rebuild runs in one transaction under an advisory
// lock so that concurrent processes rebuild once and searches never see a half-built index.
import { eq, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { searchIndexState } from './db/schema-search.ts';

const CHECK_INTERVAL_MS = 60_000;
const checkedAt = new WeakMap<Db, Map<string, number>>();
/** The catalogue fingerprint each brand's index was last seen to match, per database handle. */
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
 * The catalogue fingerprint the brand's search index was last checked against (undefined before the first check):
 * caches derived from the index (the in-process suggestions) compare it with the one they were built from.
 */
export function indexFingerprint(db: Db, brandCode: string): string | undefined {
  return seenFingerprints.get(db)?.get(brandCode);
}

function fingerprintSql(brandCode: string) {
  return sql`select md5(coalesce(string_agg(p.id::text || ':' || md5(p.name || '|' || p.product_brand || '|' || p.colour || '|' || p.colour_family || '|' || p.description || '|' || c.name), ',' order by p.id), '')) as fingerprint
    from products p join categories c on c.id = p.category_id where p.brand_code = ${brandCode}`;
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

async function currentFingerprint(db: Db, brandCode: string): Promise<string> {
  const [row] = rowsOf<{ fingerprint: string }>(await db.execute(fingerprintSql(brandCode)));
  return row?.fingerprint ?? '';
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
    const fingerprint = await currentFingerprint(tx as unknown as Db, brandCode);
    if ((await storedFingerprint(tx as unknown as Db, brandCode)) === fingerprint) return false;
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
    remember(db, brandCode, fingerprint);
    return true;
  });
}

/** Makes sure the brand's index matches the catalogue, checking at most once a minute per database handle. */
export async function ensureSearchIndex(db: Db, brandCode: string, now = Date.now()): Promise<void> {
  let byBrand = checkedAt.get(db);
  if (!byBrand) {
    byBrand = new Map();
    checkedAt.set(db, byBrand);
  }
  const last = byBrand.get(brandCode);
  if (last !== undefined && now - last < CHECK_INTERVAL_MS) return;
  byBrand.set(brandCode, now);
  try {
    const [current, stored] = await Promise.all([currentFingerprint(db, brandCode), storedFingerprint(db, brandCode)]);
    if (current !== stored) await refreshSearchIndex(db, brandCode);
    remember(db, brandCode, current);
  } catch (error) {
    byBrand.delete(brandCode);
    throw error;
  }
}
