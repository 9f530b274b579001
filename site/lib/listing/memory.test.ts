import { describe, expect, it } from 'vitest';
import { savePlace, takePlace } from './memory.ts';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

describe('listing memory', () => {
  it('restores the place saved for the same listing URL once', () => {
    const storage = new MemoryStorage();
    savePlace(storage, '/shop/c/dresses?page=2', { scrollY: 1200, productId: 'da1', productTop: 80 }, 1000);
    expect(takePlace(storage, '/shop/c/dresses', 2000)).toBeNull();
    expect(takePlace(storage, '/shop/c/dresses?page=2', 2000)).toMatchObject({ scrollY: 1200, productId: 'da1' });
    expect(takePlace(storage, '/shop/c/dresses?page=2', 2000)).toBeNull();
  });

  it('forgets stale or garbled places', () => {
    const storage = new MemoryStorage();
    savePlace(storage, '/shop/s?q=x', { scrollY: 10, productId: null, productTop: 0 }, 0);
    expect(takePlace(storage, '/shop/s?q=x', 31 * 60 * 1000)).toBeNull();
    storage.setItem('listing-memory:/shop/s?q=y', '{not json');
    expect(takePlace(storage, '/shop/s?q=y')).toBeNull();
  });
});
