// Promotion reads. Codes are stored upper case; a brand sees its own promotions and the shop-wide ones.
import { eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { promotions } from '../db/schema-bag.ts';
import { AUDIENCES, type Audience, normaliseCode, type Promotion } from './engine.ts';

type Row = typeof promotions.$inferSelect;

function toPromotion(row: Row): Promotion {
  return {
    code: row.code,
    brandCode: row.brandCode,
    description: row.description,
    shortDescription: row.shortDescription,
    discountType: row.discountType === 'FIXED' ? 'FIXED' : 'PERCENT',
    discountValue: row.discountValue,
    orderThreshold: row.orderThreshold,
    audience: (AUDIENCES as readonly string[]).includes(row.audience) ? (row.audience as Audience) : 'ALL',
    proactive: row.proactive,
    startsAt: row.startsAt,
    expiresAt: row.expiresAt,
  };
}

/** A promotion by code whatever its brand (the engine decides whether this brand may use it), or null. */
export async function findPromotion(db: Db, code: string): Promise<Promotion | null> {
  const normalised = normaliseCode(code);
  if (!/^[A-Z0-9_-]{1,40}$/.test(normalised)) return null;
  const [row] = await db.select().from(promotions).where(eq(promotions.code, normalised)).limit(1);
  return row ? toPromotion(row) : null;
}

/** Every promotion a brand's shoppers could see (its own and shop-wide). */
export async function brandPromotions(db: Db, brandCode: string): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(or(eq(promotions.brandCode, brandCode), isNull(promotions.brandCode)));
  return rows.map(toPromotion);
}
