// Presentation tool: the site in draft mode, and which URLs show a document (the locations resolver).
import { brandCodes, brands } from '@shop/brands/brands';
import type { DocumentLocation, DocumentLocationResolvers, PresentationPluginOptions } from 'sanity/presentation';

/** `{brand}` is replaced by a brand code: `http://{brand}.localhost:3000` locally. */
export function siteOrigin(pattern: string, brand: string): string {
  return pattern.replaceAll('{brand}', brand).replace(/\/+$/, '');
}

interface PageFields {
  title?: string;
  route?: string;
  brand?: string;
}

function brandName(code: string | undefined): string {
  return brands.find((brand) => brand.code === code)?.name ?? 'Unknown brand';
}

function isBrand(code: unknown): code is string {
  return typeof code === 'string' && (brandCodes as readonly string[]).includes(code);
}

/** Absolute URL of `route` on the brand's site. */
export function brandUrl(pattern: string, brand: string, route: string): string {
  return `${siteOrigin(pattern, brand)}${route.startsWith('/') ? route : `/${route}`}`;
}

export function locations(pattern: string): DocumentLocationResolvers {
  const brandHome = (doc: { brand?: string } | null, title: string): DocumentLocation[] =>
    isBrand(doc?.brand) ? [{ title, href: brandUrl(pattern, doc.brand, '/') }] : [];
  return {
    page: {
      select: { title: 'title', route: 'route', brand: 'brand' },
      resolve: (doc: PageFields | null) => {
        if (!doc || !isBrand(doc.brand) || typeof doc.route !== 'string' || !doc.route.startsWith('/')) return null;
        return {
          locations: [
            {
              title: `${doc.title ?? 'Page'} (${brandName(doc.brand)})`,
              href: brandUrl(pattern, doc.brand, doc.route),
            },
          ],
        };
      },
    },
    brandSettings: {
      select: { brand: 'brand' },
      resolve: (doc: { brand?: string } | null) => ({
        locations: brandHome(doc, `${brandName(doc?.brand)} home page`),
        message: 'Brand settings appear on every page of the brand',
        tone: 'caution',
      }),
    },
    bagContent: {
      select: { brand: 'brand' },
      resolve: (doc: { brand?: string } | null) =>
        isBrand(doc?.brand)
          ? { locations: [{ title: `${brandName(doc.brand)} bag`, href: brandUrl(pattern, doc.brand, '/shop/bag') }] }
          : null,
    },
  };
}

export function presentationOptions(pattern: string, initialBrand: string): PresentationPluginOptions {
  const origin = siteOrigin(pattern, initialBrand);
  return {
    title: 'Preview',
    previewUrl: {
      initial: `${origin}/`,
      previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
    },
    // Every brand's host may be shown in the preview frame.
    allowOrigins: brands.map((brand) => siteOrigin(pattern, brand.code)),
    resolve: { locations: locations(pattern) },
  };
}
