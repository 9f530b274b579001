import { describe, expect, it } from 'vitest';
import { forgetVse, rememberVse, storedVse, VSE_STORAGE_KEY, withoutVse, withVse } from './vse.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

const origin = 'http://dal.localhost:3000';

describe('preview parameter (vse) kept for the session', () => {
  it('stores the parameter from the address and gives it back on a later path without it', () => {
    const storage = memoryStorage();
    expect(rememberVse('?vse=drafts&x=1', storage)).toBe('drafts');
    expect(storage.map.get(VSE_STORAGE_KEY)).toBe('drafts');
    expect(rememberVse('?page=2', storage)).toBe('drafts');
    expect(rememberVse('', storage)).toBe('drafts');
  });

  it('lets a newer value in the address replace the stored one', () => {
    const storage = memoryStorage({ [VSE_STORAGE_KEY]: 'drafts' });
    expect(rememberVse('?vse=rSpring,drafts', storage)).toBe('rSpring,drafts');
    expect(storedVse(storage)).toBe('rSpring,drafts');
  });

  it('is null outside a preview session, and ignores malformed values', () => {
    expect(rememberVse('?q=dress', memoryStorage())).toBeNull();
    const storage = memoryStorage();
    expect(rememberVse('?vse=%3Cscript%3E', storage)).toBeNull();
    expect(rememberVse(`?vse=${'a'.repeat(200)}`, storage)).toBeNull();
    expect(storage.map.size).toBe(0);
    expect(storedVse(memoryStorage({ [VSE_STORAGE_KEY]: 'bad value' }))).toBeNull();
  });

  it('survives storage that throws (blocked storage) and no storage at all', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(rememberVse('?vse=drafts', throwing)).toBe('drafts');
    expect(rememberVse('', throwing)).toBeNull();
    expect(rememberVse('?vse=drafts', null)).toBe('drafts');
    expect(() => forgetVse(throwing)).not.toThrow();
  });

  it('forgets the parameter when the preview ends', () => {
    const storage = memoryStorage({ [VSE_STORAGE_KEY]: 'drafts' });
    forgetVse(storage);
    expect(rememberVse('/', storage)).toBeNull();
  });
});

describe('re-appending vse to later paths', () => {
  it('adds it to this site’s pages, keeping query and hash and the relative form', () => {
    expect(withVse('/shop/c/dresses', 'drafts', origin)).toBe('/shop/c/dresses?vse=drafts');
    expect(withVse('/shop/c/dresses?page=2#grid', 'drafts', origin)).toBe('/shop/c/dresses?page=2&vse=drafts#grid');
    expect(withVse(`${origin}/help/delivery`, 'drafts', origin)).toBe(`${origin}/help/delivery?vse=drafts`);
    expect(withVse('/', 'rSpring,drafts', origin)).toBe('/?vse=rSpring%2Cdrafts');
  });

  it('leaves other origins, API routes, static files and addresses that have one alone', () => {
    expect(withVse('https://example.com/x', 'drafts', origin)).toBe('https://example.com/x');
    expect(withVse('http://cgn.localhost:3000/', 'drafts', origin)).toBe('http://cgn.localhost:3000/');
    expect(withVse('/api/draft-mode/disable', 'drafts', origin)).toBe('/api/draft-mode/disable');
    expect(withVse('/_next/static/x.js', 'drafts', origin)).toBe('/_next/static/x.js');
    expect(withVse('/?vse=published', 'drafts', origin)).toBe('/?vse=published');
    expect(withVse('/about', 'not valid!', origin)).toBe('/about');
  });

  it('strips it for the address "Exit preview" returns to', () => {
    expect(withoutVse('/shop/c/dresses?page=2&vse=drafts#grid')).toBe('/shop/c/dresses?page=2#grid');
    expect(withoutVse('/?vse=drafts')).toBe('/');
  });
});
