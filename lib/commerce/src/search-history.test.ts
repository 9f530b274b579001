import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteSearchHistoryTerm, getSearchHistory, newestTerms, updateSearchHistory } from './search-history.ts';
import { createTestDb, type TestDb } from './testing/test-db.ts';

describe('search history', () => {
  let t: TestDb;
  const anna = { accountId: 'acc-anna', brandCode: 'dal' };
  const ben = { accountId: 'acc-ben', brandCode: 'dal' };

  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('keeps only the five most recent terms', async () => {
    const history = Object.fromEntries(
      ['one', 'two', 'three', 'four', 'five', 'six', 'seven'].map((term, i) => [term, 1000 + i]),
    );
    const kept = await updateSearchHistory(t.db, anna, history);
    expect(Object.keys(kept).sort()).toEqual(['five', 'four', 'seven', 'six', 'three']);
    expect(await getSearchHistory(t.db, anna)).toEqual(kept);
  });

  it('merges a new term, dropping the oldest, and a repeated term moves up', async () => {
    await updateSearchHistory(t.db, anna, { 'Blue Dress': 5000 });
    let history = await getSearchHistory(t.db, anna);
    expect(Object.keys(history)).toHaveLength(5);
    expect(history['blue dress']).toBe(5000);
    expect(history.three).toBeUndefined();
    await updateSearchHistory(t.db, anna, { four: 6000 });
    history = await getSearchHistory(t.db, anna);
    expect(history.four).toBe(6000);
  });

  it('deletes one term and only from its own account', async () => {
    await updateSearchHistory(t.db, ben, { coat: 10 });
    const remaining = await deleteSearchHistoryTerm(t.db, anna, 'Blue Dress');
    expect(remaining['blue dress']).toBeUndefined();
    expect(Object.keys(remaining)).toHaveLength(4);
    await deleteSearchHistoryTerm(t.db, anna, 'coat');
    expect(await getSearchHistory(t.db, ben)).toEqual({ coat: 10 });
    expect(await getSearchHistory(t.db, { accountId: 'acc-ben', brandCode: 'cgn' })).toEqual({});
  });

  it('concurrent saves never keep more than five terms', async () => {
    const owner = { accountId: 'acc-race', brandCode: 'dal' };
    await Promise.all(Array.from({ length: 8 }, (_, i) => updateSearchHistory(t.db, owner, { [`term${i}`]: 100 + i })));
    const history = await getSearchHistory(t.db, owner);
    expect(Object.keys(history).sort()).toEqual(['term3', 'term4', 'term5', 'term6', 'term7']);
  });

  it('ignores blank terms and bad timestamps', () => {
    expect(newestTerms({ '  ': 1, ok: Number.NaN, fine: -1, good: 5 })).toEqual({ good: 5 });
  });
});
