import { describe, expect, it } from 'vitest';
import { RemovalLoopError, removeRemovableEntries } from './removal-loop.ts';

type Entry = { id: string; removable: boolean };
const cart = (entries: Entry[]) => ({ cartEntries: entries });

describe('edit-bag removal loop', () => {
  it('removes every removable line, one call each', async () => {
    const calls: string[] = [];
    const start = cart([
      { id: 'a', removable: true },
      { id: 'b', removable: false },
      { id: 'c', removable: true },
    ]);
    const end = await removeRemovableEntries<Entry, { cartEntries: Entry[] }>(start, async (entry) => {
      calls.push(entry.id);
      return cart(start.cartEntries.filter((e) => e.id !== entry.id && !calls.includes(e.id)));
    });
    expect(calls).toEqual(['a', 'c']);
    expect(end.cartEntries.map((e) => e.id)).toEqual(['b']);
  });

  it('stops with "loop detected" when the server keeps answering a removable line', async () => {
    const stuck = cart([{ id: 'a', removable: true }]);
    let calls = 0;
    await expect(
      removeRemovableEntries(stuck, async () => {
        calls += 1;
        return stuck;
      }),
    ).rejects.toThrow(RemovalLoopError);
    expect(calls).toBe(1);
  });
});
