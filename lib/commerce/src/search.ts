// Product search: PostgreSQL full-text search over each brand's stored search documents, with typo tolerance from
// pg_trgm (a word the brand's vocabulary does not know is replaced by its closest known word), ranked, faceted and
// paged like a category. Shopper input only ever reaches SQL as bound parameters, after being cut down to at most
// eight plain words, so hostile text (SQL, regex or tsquery syntax, 10 kB pastes) costs the same as a normal search.
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import { type CategorySummary, listCategories, PRODUCTS_PER_PAGE, type ProductSummary } from './catalogue.ts';
import { type ListingFilters, type ListingResult, listProducts, safeText } from './catalogue-listing.ts';
import type { Db } from './db/client.ts';
import { products } from './db/schema.ts';
import { searchDocuments } from './db/schema-search.ts';
import { ensureSearchIndex } from './search-index.ts';

export const MAX_QUERY_LENGTH = 200;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Spec §9: suggestions start at the third character; at most 5 terms and 5 products. */
export const SUGGEST_MIN_CHARS = 3;
export const SUGGEST_TERM_LIMIT = 5;
export const SUGGEST_PRODUCT_LIMIT = 5;

/** The query as shoppers see it echoed: trimmed, single-spaced, at most 200 characters. */
export function normaliseSearchQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  // Cutting at 200 may split a surrogate pair, so the text is made safe again after slicing.
  return safeText(
    safeText(raw.slice(0, MAX_QUERY_LENGTH * 4))
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_QUERY_LENGTH),
  ).trim();
}

/** The plain words searched for: lowercase ASCII letters and digits (accents folded), at most eight. */
export function searchWords(query: string): string[] {
  const folded = normaliseSearchQuery(query)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const words = folded.split(/[^a-z0-9]+/).filter((word) => word.length > 0 && word.length <= MAX_WORD_LENGTH);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Replaces each word the brand's vocabulary does not know (not even as the start of a word) with its closest known
 * word by trigram similarity; words with no close match stay as typed.
 */
export async function correctWords(db: Db, brandCode: string, words: string[]): Promise<string[]> {
  if (!words.length) return [];
  const rows = rowsOf<{ word: string; known: boolean; closest: string | null }>(
    await db.execute(sql`select w.word,
        exists (select 1 from search_terms t where t.brand_code = ${brandCode} and t.term like w.word || '%') as known,
        (select t.term from search_terms t where t.brand_code = ${brandCode} and t.term % w.word
          order by similarity(t.term, w.word) desc, t.product_count desc, t.term limit 1) as closest
      from unnest(${textArray(words)}) as w(word)`),
  );
  const byWord = new Map(rows.map((row) => [row.word, row]));
  return words.map((word) => {
    const row = byWord.get(word);
    if (!row || row.known || word.length < 3 || !row.closest) return word;
    return row.closest;
  });
}

function tsquery(words: string[], operator: '&' | '|'): string {
  return words.map((word) => `${word}:*`).join(` ${operator} `);
}

/** A word's singular guesses (shirts → shirt, dresses → dress, accessories → accessory), the word itself first. */
function singulars(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies') && word.length > 4) forms.push(`${word.slice(0, -3)}y`);
  if (/(ss|sh|ch|x)es$/.test(word)) forms.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) forms.push(word.slice(0, -1));
  return forms;
}

/**
 * How closely the product type (kebab case: shirt, tshirt, court-shoe) matches the query: 2 when the whole query is
 * the type ("t-shirt" → tshirt, "court shoes" → court-shoe), 1 when one of its words is ("oxford shirt" → shirt), else
 * 0. Ranking by it first puts shirts before T-shirts and polo shirts in a search for "shirt".
 */
export function productTypeForms(words: readonly string[]): { whole: string[]; word: string[] } {
  const last = words.at(-1);
  if (!last) return { whole: [], word: [] };
  const head = words.slice(0, -1);
  const whole = singulars(last).flatMap((end) => [[...head, end].join('-'), [...head, end].join('')]);
  return { whole: [...new Set(whole)], word: [...new Set(words.flatMap(singulars))] };
}

function typeMatch(words: readonly string[]): SQL {
  const forms = productTypeForms(words);
  return sql`case when ${products.productType} = any(${textArray(forms.whole)}) then 2
    when ${products.productType} = any(${textArray(forms.word)}) then 1 else 0 end`;
}

function matchScope(brandCode: string, query: string, words: readonly string[]): { scope: SQL; order: SQL[] } {
  const q = sql`to_tsquery('english', ${query})`;
  return {
    scope: sql`${products.id} in (select ${searchDocuments.productId} from ${searchDocuments} where ${searchDocuments.brandCode} = ${brandCode} and ${searchDocuments.document} @@ ${q})`,
    order: [
      desc(typeMatch(words)),
      desc(
        sql`(select ts_rank_cd(${searchDocuments.document}, ${q}) from ${searchDocuments} where ${searchDocuments.productId} = ${products.id})`,
      ),
      desc(products.ratingCount),
      asc(products.productNumber),
    ],
  };
}

export interface SearchInput {
  brandCode: string;
  query: string;
  filters?: Partial<ListingFilters>;
  sort?: string;
  page: number;
  pageSize?: number;
  withFacets?: boolean;
}

export interface SearchResult extends ListingResult {
  /** The query as searched (normalised). */
  query: string;
  /** The words actually searched when some were corrected ("dres" → "dress"), else null. */
  correctedQuery: string | null;
}

/** Searches a brand's catalogue. Every word must match (as a prefix); if that finds nothing, any word may. */
export async function searchProducts(db: Db, input: SearchInput): Promise<SearchResult> {
  const query = normaliseSearchQuery(input.query);
  const words = searchWords(query);
  const base = {
    brandCode: input.brandCode,
    filters: input.filters,
    sort: input.sort,
    page: input.page,
    pageSize: input.pageSize ?? PRODUCTS_PER_PAGE,
    withFacets: input.withFacets,
  };
  if (!words.length) {
    const result = await listProducts(db, { ...base, scope: sql`false` });
    return { ...result, query, correctedQuery: null };
  }
  await ensureSearchIndex(db, input.brandCode);
  const corrected = await correctWords(db, input.brandCode, words);
  const correctedQuery = corrected.some((word, i) => word !== words[i]) ? corrected.join(' ') : null;

  const all = matchScope(input.brandCode, tsquery(corrected, '&'), corrected);
  let result = await listProducts(db, {
    ...base,
    scope: all.scope,
    recommendedOrder: all.order,
    cacheKey: `search:all:${corrected.join(' ')}`,
  });
  if (result.total === 0 && corrected.length > 1) {
    const any = matchScope(input.brandCode, tsquery(corrected, '|'), corrected);
    result = await listProducts(db, {
      ...base,
      scope: any.scope,
      recommendedOrder: any.order,
      cacheKey: `search:any:${corrected.join(' ')}`,
    });
  }
  return { ...result, query, correctedQuery };
}

export interface SearchSuggestions {
  terms: string[];
  products: ProductSummary[];
}

/** Autosuggest: up to 5 completions of what was typed and up to 5 products; nothing before the third character. */
export async function suggestSearch(db: Db, brandCode: string, rawQuery: string): Promise<SearchSuggestions> {
  const query = normaliseSearchQuery(rawQuery);
  const words = searchWords(query);
  const last = words.at(-1);
  if (query.length < SUGGEST_MIN_CHARS || !last) return { terms: [], products: [] };
  await ensureSearchIndex(db, brandCode);
  const head = words.slice(0, -1);
  const completions = rowsOf<{ term: string }>(
    await db.execute(sql`select term from search_terms where brand_code = ${brandCode} and term like ${`${last}%`}
      order by product_count desc, term limit ${SUGGEST_TERM_LIMIT}`),
  ).map((row) => row.term);
  const closest = completions.length ? [] : await closestTerms(db, brandCode, [last], SUGGEST_TERM_LIMIT);
  const terms = [...completions, ...closest].map((term) => [...head, term].join(' ')).slice(0, SUGGEST_TERM_LIMIT);
  const found = await searchProducts(db, {
    brandCode,
    query,
    page: 1,
    pageSize: SUGGEST_PRODUCT_LIMIT,
    withFacets: false,
  });
  return { terms, products: found.items };
}

async function closestTerms(db: Db, brandCode: string, words: string[], limit: number): Promise<string[]> {
  const candidates = words.filter((word) => word.length >= 3);
  if (!candidates.length) return [];
  return rowsOf<{ term: string }>(
    await db.execute(sql`select t.term, max(similarity(t.term, w.word)) as score from search_terms t,
        unnest(${textArray(candidates)}) as w(word)
      where t.brand_code = ${brandCode} and similarity(t.term, w.word) > 0.2 and t.term <> w.word
      group by t.term order by score desc, max(t.product_count) desc, t.term limit ${limit}`),
  ).map((row) => row.term);
}

export interface NoResultsHelp {
  /** Known words closest to what was typed (trigram similarity). */
  terms: string[];
  /** The brand's biggest categories. */
  categories: CategorySummary[];
}

/** What a no-results page offers instead: closest terms and popular categories. */
export async function noResultsHelp(db: Db, brandCode: string, rawQuery: string): Promise<NoResultsHelp> {
  await ensureSearchIndex(db, brandCode);
  const [terms, categories] = await Promise.all([
    closestTerms(db, brandCode, searchWords(rawQuery), 5),
    listCategories(db, brandCode),
  ]);
  const popular = [...categories]
    .filter((category) => category.productCount > 0)
    .sort((a, b) => b.productCount - a.productCount)
    .slice(0, 4);
  return { terms, categories: popular };
}
