import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseBrandHosts, resolveBrand } from './brand-host.ts';

afterEach(() => vi.unstubAllEnvs());

describe('resolveBrand', () => {
  it('serves each brand on its own localhost subdomain, with or without a port', () => {
    expect(resolveBrand('dal.localhost:3000')?.code).toBe('dal');
    expect(resolveBrand('PMA.LOCALHOST')?.code).toBe('pma');
  });

  it('serves a brand on its production hostname', () => {
    expect(resolveBrand('www.cogan.co.uk')?.code).toBe('cgn');
  });

  it('serves DEFAULT_BRAND on a bare loopback host only', () => {
    vi.stubEnv('DEFAULT_BRAND', 'fsp');
    expect(resolveBrand('localhost:3000')?.code).toBe('fsp');
    expect(resolveBrand('127.0.0.1:3000')?.code).toBe('fsp');
    expect(resolveBrand('[::1]:3000')?.code).toBe('fsp');
    expect(resolveBrand('evil.example.com')).toBeNull();
    expect(resolveBrand('nope.localhost:3000')).toBeNull();
  });

  it('falls back to Jadeworth when DEFAULT_BRAND is unset, and to nothing when it is not a brand', () => {
    vi.stubEnv('DEFAULT_BRAND', undefined);
    expect(resolveBrand('localhost')?.code).toBe('jdw');
    vi.stubEnv('DEFAULT_BRAND', 'xyz');
    expect(resolveBrand('localhost')).toBeNull();
  });

  it('has no brand for a missing or hostile host header', () => {
    for (const host of [null, undefined, '', ' ', 'dal.localhost.evil.com', '../dal.localhost', 'constructor']) {
      expect(resolveBrand(host)).toBeNull();
    }
  });

  it('adds hostnames from BRAND_HOSTS', () => {
    vi.stubEnv('BRAND_HOSTS', 'shop.example.com=dal, men.example.com = cgn, broken, x=notabrand');
    expect(resolveBrand('shop.example.com')?.code).toBe('dal');
    expect(resolveBrand('men.example.com:443')?.code).toBe('cgn');
    expect(resolveBrand('x')).toBeNull();
  });
});

describe('parseBrandHosts', () => {
  it('keeps only valid host=code pairs', () => {
    expect(parseBrandHosts('a.com=dal,b.com=zzz,,c.com')).toEqual({ 'a.com': 'dal' });
    expect(parseBrandHosts(undefined)).toEqual({});
  });
});
