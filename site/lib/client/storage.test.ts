import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, usableStorage } from './storage.ts';

/** A fresh copy of the module (it decides once per page which Storage to use). */
async function freshModule() {
  vi.resetModules();
  return import('./storage.ts');
}

function blockedWindow() {
  const denied = () => {
    throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
  };
  return Object.defineProperties({}, { localStorage: { get: denied }, sessionStorage: { get: denied } });
}

describe('memoryStorage', () => {
  it('behaves like Web Storage: strings, length, key order, remove and clear', () => {
    const storage = memoryStorage();
    storage.setItem('a', '1');
    storage.setItem('b', String(true));
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('b')).toBe('true');
    expect(storage.getItem('missing')).toBeNull();
    expect(storage.length).toBe(2);
    expect(storage.key(1)).toBe('b');
    expect(storage.key(5)).toBeNull();
    storage.removeItem('a');
    expect(storage.length).toBe(1);
    storage.clear();
    expect(storage.length).toBe(0);
  });
});

describe('usableStorage', () => {
  it('refuses a Storage that throws on access or on write', () => {
    expect(
      usableStorage(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBeNull();
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(usableStorage(() => full)).toBeNull();
    expect(usableStorage(() => null)).toBeNull();
  });

  it('hands back a working Storage and leaves nothing behind', () => {
    const storage = memoryStorage();
    expect(usableStorage(() => storage)).toBe(storage);
    expect(storage.length).toBe(0);
  });
});

describe('browserStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('uses the browser’s own storage when it works', async () => {
    const local = memoryStorage();
    const session = memoryStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    const { browserStorage } = await freshModule();
    expect(browserStorage('local')).toBe(local);
    expect(browserStorage('session')).toBe(session);
  });

  it('survives blocked storage (a cross-site frame): one in-memory stand-in per kind for the page', async () => {
    vi.stubGlobal('window', blockedWindow());
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { browserStorage } = await freshModule();
    const session = browserStorage('session');
    session.setItem('vse', 'drafts');
    expect(browserStorage('session').getItem('vse')).toBe('drafts');
    expect(browserStorage('local').getItem('vse')).toBeNull();
    expect(browserStorage('local')).toBe(browserStorage('local'));
  });

  it('never shares anything between server renders', async () => {
    const { browserStorage } = await freshModule();
    browserStorage('session').setItem('secret', 'x');
    expect(browserStorage('session').getItem('secret')).toBeNull();
  });
});
