// A statement built once answers what its builder answers, on the database or transaction each call names, with
// values encoded and rows decoded by the columns (PGlite here; on PostgreSQL with TEST_DATABASE_URL).
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/test-db.ts';
import { bagEntries, bags } from './schema-bag.ts';
import { type Placeholders, statement } from './statement.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
}, 120_000);
afterAll(() => t?.dispose());

const bagById = statement((db, p: Placeholders<{ id: string }>) =>
  db.select().from(bags).where(eq(bags.id, p.id)).limit(1),
);
const linesOf = statement((db, p: Placeholders<{ bagId: string; least: number }>) =>
  db
    .select({ option: bagEntries.optionNumber, quantity: bagEntries.quantity, bag: { brand: bags.brandCode } })
    .from(bagEntries)
    .innerJoin(bags, eq(bags.id, bagEntries.bagId))
    .where(and(eq(bagEntries.bagId, p.bagId), sql`${bagEntries.quantity} >= ${p.least}`))
    .orderBy(asc(bagEntries.position)),
);
const touch = statement((db, p: Placeholders<{ id: string; at: Date }>) =>
  db
    .update(bags)
    .set({ version: sql`${bags.version} + 1`, updatedAt: p.at as unknown as Date })
    .where(eq(bags.id, p.id))
    .returning({ version: bags.version, updatedAt: bags.updatedAt }),
);
const addLine = statement(
  (db, p: Placeholders<{ bagId: string; option: string; quantity: number; position: number }>) =>
    db.insert(bagEntries).values({
      bagId: p.bagId,
      optionNumber: p.option,
      productNumber: 'P1',
      offerNumber: 'O1',
      quantity: p.quantity,
      position: p.position,
    }),
);

async function newBag(brandCode: string): Promise<string> {
  const [bag] = await t.db.insert(bags).values({ brandCode }).returning({ id: bags.id });
  return (bag as { id: string }).id;
}

describe('statement', () => {
  it('answers rows as its builder does, for each call’s values', async () => {
    const first = await newBag('dal');
    const second = await newBag('fw');
    for (const id of [first, second]) {
      expect(await bagById(t.db, { id })).toEqual(await t.db.select().from(bags).where(eq(bags.id, id)).limit(1));
    }
    await addLine(t.db, { bagId: first, option: 'A', quantity: 1, position: 0 });
    await addLine(t.db, { bagId: first, option: 'B', quantity: 5, position: 1 });
    await addLine(t.db, { bagId: second, option: 'C', quantity: 7, position: 0 });
    expect(await linesOf(t.db, { bagId: first, least: 1 })).toEqual([
      { option: 'A', quantity: 1, bag: { brand: 'dal' } },
      { option: 'B', quantity: 5, bag: { brand: 'dal' } },
    ]);
    expect(await linesOf(t.db, { bagId: first, least: 2 })).toEqual([
      { option: 'B', quantity: 5, bag: { brand: 'dal' } },
    ]);
    expect(await linesOf(t.db, { bagId: second, least: 0 })).toEqual([
      { option: 'C', quantity: 7, bag: { brand: 'fw' } },
    ]);
    expect(await bagById(t.db, { id: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
  });

  it('encodes values by their column and decodes returned rows', async () => {
    const id = await newBag('dal');
    const at = new Date('2026-03-29T00:30:00.000Z');
    expect(await touch(t.db, { id, at })).toEqual([{ version: 1, updatedAt: at }]);
    const [row] = await bagById(t.db, { id });
    expect(row?.updatedAt).toEqual(at);
    expect(row?.version).toBe(1);
  });

  it('runs inside the transaction it is given: rolled back with it, and in the order the calls were made', async () => {
    const id = await newBag('dal');
    await expect(
      t.db.transaction(async (tx) => {
        // Sent one after another without waiting: the line is there when the read runs.
        const [, lines] = await Promise.all([
          addLine(tx, { bagId: id, option: 'A', quantity: 2, position: 0 }),
          linesOf(tx, { bagId: id, least: 0 }),
        ]);
        expect(lines).toEqual([{ option: 'A', quantity: 2, bag: { brand: 'dal' } }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await linesOf(t.db, { bagId: id, least: 0 })).toEqual([]);
  });

  it('refuses a call missing a value', async () => {
    await expect(bagById(t.db, {} as { id: string })).rejects.toThrow(/placeholder "id"/);
  });
});
