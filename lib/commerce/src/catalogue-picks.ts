// Product picks for merchandising blocks: products whose name matches a search term, and products chosen by hand by
// product number. A stop-gap for CMS blocks until full search lands; both are brand-scoped like every catalogue read.
import { and, asc, desc, eq, ilike, inArray } from 'drizzle-orm';
import { type ProductSummary, productNumberFromId, summaryColumns, toSummary } from './catalogue.ts';
import type { Db } from './db/client.ts';
import { products } from './db/schema.ts';

/** The most products one block may show (one listing page). */
export const MAX_PICKS = 36;

function limitOf(raw: number | undefined): number {
  if (raw === undefined || !Number.isInteger(raw) || raw < 1) return 12;
  return Math.min(raw, MAX_PICKS);
}

/** `%`, `_` and `\` are LIKE wildcards: a shopper's or editor's term matches them literally. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Products of the brand whose name contains the term (case-insensitive), best rated first. Blank terms find nothing. */
export async function searchProductsByName(
  db: Db,
  input: { brandCode: string; term: string; limit?: number },
): Promise<ProductSummary[]> {
  const term = typeof input.term === 'string' ? input.term.trim().slice(0, 100) : '';
  if (term.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(and(eq(products.brandCode, input.brandCode), ilike(products.name, `%${escapeLike(term)}%`)))
    .orderBy(desc(products.ratingCount), asc(products.productNumber))
    .limit(limitOf(input.limit));
  return rows.map(toSummary);
}

/**
 * The brand's products with these numbers, in the order given (an editor's order). Unknown numbers, another brand's
 * products and duplicates are left out; at most `MAX_PICKS`.
 */
export async function listProductsByNumber(
  db: Db,
  input: { brandCode: string; productNumbers: readonly string[] },
): Promise<ProductSummary[]> {
  const wanted = [
    ...new Set(input.productNumbers.map((n) => productNumberFromId(n)).filter((n): n is string => n !== null)),
  ].slice(0, MAX_PICKS);
  if (wanted.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(and(eq(products.brandCode, input.brandCode), inArray(products.productNumber, wanted)));
  const byNumber = new Map(rows.map((row) => [row.productNumber, row]));
  return wanted.flatMap((n) => {
    const row = byNumber.get(n);
    return row ? [toSummary(row)] : [];
  });
}
