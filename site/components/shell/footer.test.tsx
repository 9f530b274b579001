import { getBrand } from '@shop/brands/brands';
import { brandShell } from '@shop/content/brand-shell';
import type { BrandSettings } from '@shop/content/types';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from './footer.tsx';
import { headerNavigation } from './header.tsx';

const settings = {
  _id: 'brandSettings.ihm',
  brand: 'ihm',
  description: 'Homewares.',
  searchPlaceholder: 'Search',
  loyaltyName: null,
  creditBrandName: 'Inhome Pay',
  favicon: null,
  navigation: [{ _key: 'n', label: 'Sofas', href: '/shop/c/sofas' }],
  footerColumns: [
    { _key: 'care', title: 'Customer care', links: [{ _key: 'c', label: 'Contact us', href: '/help/contact' }] },
  ],
  legalLinks: [{ _key: 'p', label: 'Privacy notice', href: '/help/privacy' }],
  socialLinks: [{ _key: 's', network: 'pinterest', url: 'https://www.pinterest.com/inhome' }],
  newsletterHeading: 'Hear from Inhome',
  newsletterText: 'Room ideas every week.',
  cookieConsent: null,
} satisfies BrandSettings;

describe('Footer', () => {
  it('renders the CMS columns, newsletter copy, social and legal links, and the cookie settings button', () => {
    const html = renderToStaticMarkup(<Footer brand={getBrand('ihm')} shell={brandShell(settings)} />);
    expect(html).toContain('>Customer care</h2>');
    expect(html).toContain('href="/help/contact"');
    expect(html).toContain('>Hear from Inhome</h2>');
    expect(html).toContain('Room ideas every week.');
    expect(html).toContain('href="https://www.pinterest.com/inhome"');
    expect(html).toMatch(/<nav aria-label="Legal">.*href="\/help\/privacy".*Cookie settings<\/button>/s);
    expect(html).toContain('data-cms-source="cms"');
  });

  it('without settings keeps the help and legal links', () => {
    const html = renderToStaticMarkup(<Footer brand={getBrand('ihm')} shell={brandShell(null)} />);
    for (const href of ['/help/delivery', '/help/returns', '/help/contact', '/help/terms', '/help/cookies']) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(html).toContain('data-cms-source="fallback"');
  });
});

describe('headerNavigation', () => {
  const categories = [
    { slug: 'sofas', name: 'Sofas' },
    { slug: 'beds', name: 'Beds' },
  ];
  it('is the CMS navigation when there is one, else the catalogue’s categories', () => {
    const cms = brandShell(settings).navigation;
    expect(headerNavigation(cms, categories).map((link) => link.href)).toEqual(['/shop/c/sofas']);
    expect(headerNavigation([], categories).map((link) => [link.label, link.href])).toEqual([
      ['Sofas', '/shop/c/sofas'],
      ['Beds', '/shop/c/beds'],
    ]);
  });
});
