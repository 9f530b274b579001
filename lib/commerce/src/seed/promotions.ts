// Realistic promotions for every brand: a welcome code for first orders, a spend-and-save code, a fixed-amount code,
// a credit-customer offer, a VIP offer, a proactive offer and an expired code (so shoppers and tests see each
// message). Codes are stable per brand (prefix-based); re-running upserts by code, so the seed is idempotent.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { promotions } from '../db/schema-bag.ts';

type PromotionRow = typeof promotions.$inferInsert;

const LIVE_UNTIL = new Date('2030-12-31T23:59:59Z');
const EXPIRED_ON = new Date('2025-01-31T23:59:59Z');
const SEED_START = new Date('2025-01-01T00:00:00Z');

/** Brand code → the brand's promotion prefix (upper-case brand code). */
export function brandPromotions(brandCode: string, brandName: string): PromotionRow[] {
  const p = brandCode.toUpperCase();
  return [
    {
      code: `${p}SAVE10`,
      brandCode,
      description: `10% off your ${brandName} order when you spend £40 or more.`,
      shortDescription: '10% off when you spend £40',
      discountType: 'PERCENT',
      discountValue: 10,
      orderThreshold: 4000,
    },
    {
      code: `${p}TAKE20`,
      brandCode,
      description: `£20 off when you spend £100 or more at ${brandName}.`,
      shortDescription: '£20 off £100',
      discountType: 'FIXED',
      discountValue: 2000,
      orderThreshold: 10000,
    },
    {
      code: `${p}WELCOME`,
      brandCode,
      description: `Welcome to ${brandName}: 15% off your first order.`,
      shortDescription: '15% off your first order',
      discountType: 'PERCENT',
      discountValue: 15,
      orderThreshold: 0,
      audience: 'FIRST_ORDER',
    },
    {
      code: `${p}PAY25`,
      brandCode,
      description: `25% off when you pay with your ${brandName} Pay account and spend £50 or more.`,
      shortDescription: '25% off with your account',
      discountType: 'PERCENT',
      discountValue: 25,
      orderThreshold: 5000,
      audience: 'CREDIT',
    },
    {
      code: `${p}VIP15`,
      brandCode,
      description: `For our VIP customers: 15% off your ${brandName} order when you spend £30 or more.`,
      shortDescription: '15% off £30 for VIPs',
      discountType: 'PERCENT',
      discountValue: 15,
      orderThreshold: 3000,
      audience: 'VIP',
    },
    {
      code: `${p}OFFER5`,
      brandCode,
      description: `£5 off your ${brandName} order of £60 or more: just for you.`,
      shortDescription: '£5 off £60',
      discountType: 'FIXED',
      discountValue: 500,
      orderThreshold: 6000,
      proactive: true,
    },
    {
      code: `${p}WINTER`,
      brandCode,
      description: `30% off ${brandName} winter styles (ended 31 January 2025).`,
      shortDescription: '30% off winter',
      discountType: 'PERCENT',
      discountValue: 30,
      orderThreshold: 0,
      expiresAt: EXPIRED_ON,
    },
  ].map((row) => ({ startsAt: SEED_START, expiresAt: LIVE_UNTIL, audience: 'ALL', proactive: false, ...row }));
}

/** A shop-wide code valid on every brand. */
const SHOP_WIDE: PromotionRow[] = [
  {
    code: 'FREESHIP',
    brandCode: null,
    description: '£3.99 off: your standard delivery on us when you spend £25.',
    shortDescription: '£3.99 off £25',
    discountType: 'FIXED',
    discountValue: 399,
    orderThreshold: 2500,
    audience: 'ALL',
    proactive: false,
    startsAt: SEED_START,
    expiresAt: LIVE_UNTIL,
  },
];

/** Upserts every brand's promotions; returns how many rows were written. */
export async function seedPromotions(db: Db, brands: readonly { code: string; name: string }[]): Promise<number> {
  const rows = [...brands.flatMap((brand) => brandPromotions(brand.code, brand.name)), ...SHOP_WIDE];
  await db
    .insert(promotions)
    .values(rows)
    .onConflictDoUpdate({
      target: promotions.code,
      set: {
        brandCode: sql`excluded.brand_code`,
        description: sql`excluded.description`,
        shortDescription: sql`excluded.short_description`,
        discountType: sql`excluded.discount_type`,
        discountValue: sql`excluded.discount_value`,
        orderThreshold: sql`excluded.order_threshold`,
        audience: sql`excluded.audience`,
        proactive: sql`excluded.proactive`,
        startsAt: sql`excluded.starts_at`,
        expiresAt: sql`excluded.expires_at`,
      },
    });
  return rows.length;
}
