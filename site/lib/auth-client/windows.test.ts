import { describe, expect, it } from 'vitest';
import { KEYS, type KeyValueStore, WindowTracker } from './windows.ts';

class MemoryStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

describe('closing every window signs out (spec §4: 3 s heartbeat, stale after 6 s)', () => {
  it('a second window keeps the session while the first is alive', () => {
    let now = 1_000_000;
    const shared = new MemoryStore();
    const first = new WindowTracker(shared, new MemoryStore(), () => now);
    first.beat();
    now += 3_000;
    const second = new WindowTracker(shared, new MemoryStore(), () => now);
    expect(second.allWindowsWereClosed(false)).toBe(false);
  });

  it('a new window after every window was closed for more than 6 s means signed out', () => {
    let now = 1_000_000;
    const shared = new MemoryStore();
    new WindowTracker(shared, new MemoryStore(), () => now).beat();
    now += 6_001;
    expect(new WindowTracker(shared, new MemoryStore(), () => now).allWindowsWereClosed(false)).toBe(true);
    // …but not on the landing straight after signing in.
    expect(new WindowTracker(shared, new MemoryStore(), () => now).allWindowsWereClosed(true)).toBe(false);
  });

  it('a reload of the same window is not a closed session, however slow', () => {
    let now = 1_000_000;
    const shared = new MemoryStore();
    const own = new MemoryStore();
    new WindowTracker(shared, own, () => now).beat();
    now += 60_000;
    const reloaded = new WindowTracker(shared, own, () => now);
    expect(reloaded.allWindowsWereClosed(false)).toBe(false);
  });

  it('keeps the spec keys, drops stale windows and forgets everything on sign-out', () => {
    let now = 1_000_000;
    const shared = new MemoryStore();
    const a = new WindowTracker(shared, new MemoryStore(), () => now);
    a.beat();
    now += 7_000;
    const b = new WindowTracker(shared, new MemoryStore(), () => now);
    b.beat();
    expect(Object.keys(JSON.parse(shared.getItem(KEYS.activedWindows) ?? '{}'))).toEqual([b.id]);
    expect(shared.getItem(KEYS.userIsLive)).toBe('true');
    expect(shared.getItem(KEYS.mainWindows)).toBe(b.id);
    expect(shared.getItem(KEYS.lastUpdate)).toBe(String(now));
    b.clear();
    expect(shared.map.size).toBe(0);
  });
});
