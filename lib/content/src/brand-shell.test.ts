import { describe, expect, it } from 'vitest';
import { brandShell, consentCopy, safeHref, shellIcon } from './brand-shell.ts';
import type { BrandSettings } from './types.ts';

function settings(overrides: Partial<BrandSettings> = {}): BrandSettings {
  return {
    _id: 'brandSettings.dal',
    brand: 'dal',
    description: 'Fashion in sizes 14 to 32.',
    searchPlaceholder: 'Search Dalby',
    loyaltyName: null,
    creditBrandName: 'Dalby Pay',
    favicon: null,
    navigation: [{ _key: 'n1', label: 'Dresses', href: '/shop/c/dresses' }],
    footerColumns: [
      {
        _key: 'c1',
        title: 'Help',
        links: [
          { _key: 'l1', label: 'Delivery', href: '/help/delivery' },
          { _key: 'l2', label: 'Evil', href: 'javascript:alert(1)' },
          { _key: 'l3', label: '  ', href: '/help/returns' },
        ],
      },
      { _key: 'c2', title: 'Empty', links: [{ _key: 'l4', label: 'Protocol-relative', href: '//evil.example' }] },
    ],
    legalLinks: [{ _key: 'g1', label: 'Privacy notice', href: '/help/privacy' }],
    socialLinks: [
      { _key: 's1', network: 'instagram', url: 'https://www.instagram.com/dalby' },
      { _key: 's2', network: 'facebook', url: 'http://www.facebook.com/dalby' },
    ],
    newsletterHeading: null,
    newsletterText: 'New-season edits first.',
    cookieConsent: null,
    ...overrides,
  };
}

describe('brandShell', () => {
  it('maps the settings document: navigation, footer columns, legal and social links, newsletter copy', () => {
    const shell = brandShell(settings());
    expect(shell.source).toBe('cms');
    expect(shell.navigation).toEqual([{ key: 'n1', label: 'Dresses', href: '/shop/c/dresses', external: false }]);
    // Unsafe or blank links are dropped, and a column left without links disappears.
    expect(shell.footerColumns).toEqual([
      { key: 'c1', title: 'Help', links: [{ key: 'l1', label: 'Delivery', href: '/help/delivery', external: false }] },
    ]);
    expect(shell.legalLinks.map((link) => link.href)).toEqual(['/help/privacy']);
    // Only https social addresses, named for the network.
    expect(shell.socialLinks).toEqual([
      { key: 's1', network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/dalby' },
    ]);
    expect(shell.newsletter).toEqual({ heading: 'Sign up to our newsletter', text: 'New-season edits first.' });
  });

  it('without a settings document keeps help and legal links and a complete consent banner', () => {
    const shell = brandShell(null);
    expect(shell.source).toBe('fallback');
    expect(shell.navigation).toEqual([]);
    expect(shell.footerColumns.flatMap((column) => column.links.map((link) => link.href))).toEqual([
      '/help/delivery',
      '/help/returns',
      '/help/contact',
    ]);
    expect(shell.legalLinks.map((link) => link.href)).toEqual(['/help/terms', '/help/privacy', '/help/cookies']);
    expect(shell.consent.categories.map((category) => category.category)).toEqual([1, 2, 3, 4, 5]);
    expect(shell.consent.policyLink).toBe('/help/cookies');
  });
});

describe('consentCopy', () => {
  it('takes the CMS copy per category, fills the rest, and keeps category 1 required', () => {
    const copy = consentCopy({
      heading: 'Cookies, please',
      body: 'We bake them ourselves.',
      policyLink: 'javascript:void(0)',
      acceptLabel: 'Yes to all',
      rejectLabel: null,
      manageLabel: null,
      saveLabel: null,
      categories: [
        { _key: 'a', category: 4, title: 'Recommendations', description: 'Picks for you.' },
        { _key: 'b', category: 4, title: 'Second copy', description: 'Ignored.' },
      ],
    });
    expect(copy.heading).toBe('Cookies, please');
    expect(copy.policyLink).toBeNull();
    expect(copy.acceptLabel).toBe('Yes to all');
    expect(copy.rejectLabel).toBe('Reject optional cookies');
    expect(copy.categories.map((category) => [category.category, category.required])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
    ]);
    expect(copy.categories[3]).toMatchObject({ title: 'Recommendations', description: 'Picks for you.' });
    expect(copy.categories[0]?.title).toBe('Strictly necessary');
  });
});

describe('safeHref', () => {
  it('allows site paths, fragments, https, mailto and tel only', () => {
    for (const ok of ['/help', '#main', 'https://example.com/x', 'mailto:a@b.co', 'tel:+443333001234']) {
      expect(safeHref(ok), ok).toBe(ok);
    }
    for (const bad of ['javascript:alert(1)', '//evil.example', 'http://example.com', 'help', '', null, 3]) {
      expect(safeHref(bad), String(bad)).toBeNull();
    }
  });
});

describe('shellIcon', () => {
  it('takes an uploaded SVG or PNG image asset as the favicon', () => {
    expect(shellIcon({ _id: 'image-abc-32x32-svg', url: 'x', mimeType: 'image/svg+xml' })).toEqual({
      assetId: 'image-abc-32x32-svg',
      type: 'image/svg+xml',
    });
    expect(shellIcon({ _id: 'image-abc-64x64-png', url: 'x', mimeType: 'image/png' })?.type).toBe('image/png');
    expect(
      brandShell(settings({ favicon: { _id: 'image-abc-64x64-png', url: 'x', mimeType: 'image/png' } })).favicon,
    ).toEqual({ assetId: 'image-abc-64x64-png', type: 'image/png' });
  });

  it('keeps the built-in icon with no favicon, another type, or something that is not an image asset', () => {
    expect(shellIcon(null)).toBeNull();
    expect(shellIcon({ _id: 'image-abc-800x600-jpg', url: 'x', mimeType: 'image/jpeg' })).toBeNull();
    expect(shellIcon({ _id: 'file-abc-pdf', url: 'x', mimeType: 'image/png' })).toBeNull();
    expect(brandShell(settings()).favicon).toBeNull();
    expect(brandShell(null).favicon).toBeNull();
  });
});
