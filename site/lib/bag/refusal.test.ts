import { afterEach, describe, expect, it, vi } from 'vitest';
import { FetchError } from '@/lib/client/fetcher.ts';
import { changePromoCode, messageFor } from './client-api.ts';
import { prefersRefusalAsOk, refusalOf } from './refusal.ts';

afterEach(() => vi.unstubAllGlobals());

describe('refusals as 200 answers', () => {
  it('reads the Prefer header token, among others and with parameters', () => {
    const asking = (prefer?: string) =>
      prefersRefusalAsOk(new Request('http://dal.localhost/', prefer ? { headers: { prefer } } : {}));
    expect(asking('refusal=ok')).toBe(true);
    expect(asking('respond-async, Refusal=OK; x=1')).toBe(true);
    expect(asking('return=minimal')).toBe(false);
    expect(asking()).toBe(false);
  });

  it('tells a refusal from a cart', () => {
    expect(refusalOf({ code: 'PROMO_EXPIRED', message: 'm', refusedStatus: 400 })).toEqual({
      code: 'PROMO_EXPIRED',
      message: 'm',
      refusedStatus: 400,
    });
    expect(refusalOf({ cartId: 'c', claimCodeName: null })).toBeNull();
    expect(refusalOf(null)).toBeNull();
  });

  it('changePromoCode asks for refusals as 200s and fails with the 400 and message the bag shows', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ code: 'PROMO_EXPIRED', message: 'Sorry, this code has expired.', refusedStatus: 400 }),
    );
    vi.stubGlobal('fetch', fetch);
    const failure = await changePromoCode('cart', 'DALBY', 'DALWINTER', 'Add').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FetchError);
    expect((failure as FetchError).status).toBe(400);
    expect(messageFor(failure, 'fallback')).toBe('Sorry, this code has expired.');
    expect(new Headers(fetch.mock.calls[0]?.[1].headers).get('prefer')).toBe('refusal=ok');
  });

  it('changePromoCode answers the cart when the code applies', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ cartId: 'c', claimCodeName: 'DALSAVE10' })),
    );
    expect(await changePromoCode('c', 'DALBY', 'DALSAVE10', 'Add')).toMatchObject({ claimCodeName: 'DALSAVE10' });
  });
});
