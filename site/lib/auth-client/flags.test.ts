import { describe, expect, it } from 'vitest';
import { afterSignInPath, decideOnLoad, type Profile, withoutFlags } from './flags.ts';

const profile: Profile = {
  claims: { customerReferenceAccountId: '710000001', rememberMe: false },
  timeouts: { accessTokenExpiresAt: 1_000, refreshExpiresin: 2700 },
  jti: 'x',
};
const now = 5_000_000;

describe('on page load (spec §4)', () => {
  it('signs a remembered shopper back in while their refresh has not expired', () => {
    const base = { profile: null, rememberMeCookie: 'true', search: '', now };
    expect(decideOnLoad({ ...base, rtExpiresAtCookie: String(now + 1) })).toEqual({ kind: 'sign-in' });
    expect(decideOnLoad({ ...base, rtExpiresAtCookie: String(now - 1) })).toEqual({ kind: 'none' });
    expect(decideOnLoad({ ...base, rememberMeCookie: 'false', rtExpiresAtCookie: String(now + 1) })).toEqual({
      kind: 'none',
    });
    expect(decideOnLoad({ ...base, rtExpiresAtCookie: String(now + 1), search: '?justLoggedOut=true' })).toEqual({
      kind: 'none',
    });
  });

  it('signInRedirect signs out a signed-in or remembered shopper and is only stripped otherwise', () => {
    const search = '?signInRedirect=true';
    expect(decideOnLoad({ profile, rememberMeCookie: 'false', rtExpiresAtCookie: undefined, search, now })).toEqual({
      kind: 'sign-out',
    });
    expect(
      decideOnLoad({ profile: null, rememberMeCookie: 'true', rtExpiresAtCookie: undefined, search, now }),
    ).toEqual({ kind: 'sign-out' });
    expect(
      decideOnLoad({ profile: null, rememberMeCookie: undefined, rtExpiresAtCookie: undefined, search, now }),
    ).toEqual({ kind: 'strip' });
  });

  it('strips the one-shot flags and keeps everything else', () => {
    expect(withoutFlags('/shop/c/dresses', '?page=2&justLoggedIn=true&signInRedirect=1', '#top')).toBe(
      '/shop/c/dresses?page=2#top',
    );
    expect(withoutFlags('/', '?justLoggedOut=true')).toBe('/');
  });

  it('sends a shopper who signed in from make-a-payment to the payment step', () => {
    expect(afterSignInPath('/checkout/make-a-payment', '?justLoggedIn=true')).toBe('/checkout/payment');
    expect(afterSignInPath('/shop/bag', '?justLoggedIn=true')).toBe('/shop/bag');
  });
});
