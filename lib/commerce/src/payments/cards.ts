// Saved cards (spec §3 "Saved payment card", §4 "saved card selection: the default card if one exists, otherwise the
// most recently used"): the gateway's instrument id and what may be shown — never a card number. Every read and write
// is keyed by the signed-in customer's id, so another customer's card is simply not found.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema-customers.ts';
import { paymentCards } from '../db/schema-orders.ts';
import type { Authorisation, CardSummary } from './gateway.ts';

export interface SavedCard {
  /** The saved card's id in the shop (what updatePaymentCard and removal name). */
  token: string;
  instrumentToken: string;
  bin: string;
  panSuffix: string;
  cardType: string;
  /** MM/YYYY. */
  expiryDate: string;
  expired: boolean;
  defaultCardIndicator: boolean;
  lastUsed: string;
}

type Row = typeof paymentCards.$inferSelect;

/** A card expires at the end of its expiry month (London and UTC agree closely enough for a month boundary). */
export function isExpired(row: Pick<Row, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  return now.getUTCFullYear() * 12 + now.getUTCMonth() > row.expiryYear * 12 + (row.expiryMonth - 1);
}

function view(row: Row, now: Date): SavedCard {
  return {
    token: row.id,
    instrumentToken: row.instrumentId,
    bin: row.bin,
    panSuffix: row.panSuffix,
    cardType: row.cardType,
    expiryDate: `${String(row.expiryMonth).padStart(2, '0')}/${row.expiryYear}`,
    expired: isExpired(row, now),
    defaultCardIndicator: row.isDefault,
    lastUsed: row.lastUsedAt.toISOString(),
  };
}

/** The customer's saved cards: the default first, then the most recently used. */
export async function listSavedCards(db: Db, customerId: string, now = new Date()): Promise<SavedCard[]> {
  const rows = await db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.customerId, customerId))
    .orderBy(desc(paymentCards.isDefault), desc(paymentCards.lastUsedAt));
  return rows.map((row) => view(row, now));
}

/** The card to offer first (§4): the default if there is one, else the most recently used; expired cards never. */
export function preselectedCard(cards: readonly SavedCard[]): SavedCard | null {
  const usable = cards.filter((card) => !card.expired);
  return usable.find((card) => card.defaultCardIndicator) ?? usable[0] ?? null;
}

/** The customer's own saved card by its instrument id, or null. */
export async function ownInstrument(db: Db, customerId: string, instrumentId: string): Promise<SavedCard | null> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.instrumentId, instrumentId)));
  return row ? view(row, new Date()) : null;
}

/** Makes one of the customer's cards the default; false when it is not theirs. */
export async function makeDefaultCard(db: Db, customerId: string, token: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(token)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: paymentCards.id })
      .from(paymentCards)
      .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.id, token)))
      .for('update');
    if (!row) return false;
    await tx.update(paymentCards).set({ isDefault: false }).where(eq(paymentCards.customerId, customerId));
    await tx.update(paymentCards).set({ isDefault: true }).where(eq(paymentCards.id, token));
    return true;
  });
}

/** Removes one of the customer's cards; false when it is not theirs. */
export async function removeCard(db: Db, customerId: string, token: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(token)) return false;
  const removed = await db
    .delete(paymentCards)
    .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.id, token)))
    .returning({ id: paymentCards.id });
  return removed.length === 1;
}

/**
 * After an authorised payment (inside the order's transaction): keeps the card when the customer asked to save it
 * (the first saved card becomes the default), and marks a saved card used.
 */
export async function rememberCard(
  tx: Db,
  customerId: string,
  authorisation: Authorisation,
  save: boolean,
): Promise<void> {
  if (!authorisation.instrumentId) return;
  const now = new Date();
  const [existing] = await tx
    .select({ id: paymentCards.id })
    .from(paymentCards)
    .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.instrumentId, authorisation.instrumentId)));
  if (existing) {
    await tx.update(paymentCards).set({ lastUsedAt: now }).where(eq(paymentCards.id, existing.id));
    return;
  }
  if (!save) return;
  await insertCard(tx, customerId, authorisation.instrumentId, authorisation.card, now);
}

/** Inserts a saved card; the customer's first card becomes the default. */
async function insertCard(tx: Db, customerId: string, instrumentId: string, card: CardSummary, now: Date) {
  const [{ cards } = { cards: 0 }] = await tx
    .select({ cards: sql<number>`count(*)::int` })
    .from(paymentCards)
    .where(eq(paymentCards.customerId, customerId));
  const [row] = await tx
    .insert(paymentCards)
    .values({
      customerId,
      instrumentId,
      bin: card.bin.slice(0, 8),
      panSuffix: card.panSuffix,
      cardType: card.cardType,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      isDefault: cards === 0,
      lastUsedAt: now,
    })
    .returning();
  return row;
}

/**
 * The account's add-a-card journey: keeps an instrument the gateway made from the hosted fields' token. Adding the
 * same instrument again answers the card already kept. Serialised per customer (the customer's row is locked), so
 * two first cards added at once cannot both become the default.
 */
export async function addCard(
  db: Db,
  customerId: string,
  saved: { instrumentId: string; card: CardSummary },
  now = new Date(),
): Promise<SavedCard> {
  return db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [existing] = await tx
      .select()
      .from(paymentCards)
      .where(and(eq(paymentCards.customerId, customerId), eq(paymentCards.instrumentId, saved.instrumentId)));
    const row = existing ?? (await insertCard(tx, customerId, saved.instrumentId, saved.card, now));
    if (!row) throw new Error('the card was not kept');
    return view(row, now);
  });
}
