import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rtExpiresAt } from './cookies.ts';
import { safeRedirectPath, signedOutLanding } from './redirect.ts';

describe('redirectTo is only ever a path on this site', () => {
  it('keeps same-site paths and refuses everything else', () => {
    expect(safeRedirectPath('/shop/c/dresses?page=2#top')).toBe('/shop/c/dresses?page=2#top');
    for (const hostile of [
      '//evil.example',
      '/.//evil.example',
      '/./..//evil.example/path',
      'https://evil.example/',
      '/\\evil.example',
      '\\\\evil',
      'javascript:alert(1)',
      '/api/sign-out',
      '',
      undefined,
      42,
    ]) {
      expect(safeRedirectPath(hostile)).toBe('/');
    }
  });

  it('never yields anything that leaves the site, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (input) => {
        const path = safeRedirectPath(input);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(new URL(path, 'http://shop.test').origin).toBe('http://shop.test');
      }),
    );
  });

  it('lands a signed-out shopper on the signed-out page instead of a private page', () => {
    expect(signedOutLanding('/shop/myaccount/Overview.action')).toBe('/shop/signout/so.action?justLoggedOut=true');
    expect(signedOutLanding('/shop/c/dresses')).toBe('/shop/c/dresses?justLoggedOut=true');
  });
});

describe('RTExpiresAt (spec §4)', () => {
  it('is access expiry + refresh lifetime − 30 − access lifetime, in milliseconds', () => {
    expect(rtExpiresAt(1_000_300, 2700, 300)).toBe((1_000_300 + 2700 - 30 - 300) * 1000);
  });
});
