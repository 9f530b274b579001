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

/** Words no product matches, to show a search template's no-results page. */
const NO_RESULTS_QUERY = 'zzxqv';

function searchUrl(pattern: string, brand: string, query: string): string {
  return brandUrl(pattern, brand, `/shop/s?q=${encodeURIComponent(query)}`);
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
    // Templates show on a product or listing editors pick; a product's content on that product's page.
    productTemplate: {
      select: { brand: 'brand', title: 'title', product: 'previewProductNumber' },
      resolve: (doc: { brand?: string; title?: string; product?: string } | null) =>
        isBrand(doc?.brand) && typeof doc.product === 'string'
          ? {
              locations: [
                {
                  title: `${doc.title ?? 'Product page template'} on ${doc.product}`,
                  href: brandUrl(pattern, doc.brand, `/shop/p/${doc.product.toLowerCase()}`),
                },
              ],
            }
          : { locations: [], message: 'Choose a product to preview this template on', tone: 'caution' },
    },
    productContent: {
      select: { brand: 'brand', product: 'productNumber' },
      resolve: (doc: { brand?: string; product?: string } | null) =>
        isBrand(doc?.brand) && typeof doc.product === 'string'
          ? {
              locations: [
                { title: doc.product, href: brandUrl(pattern, doc.brand, `/shop/p/${doc.product.toLowerCase()}`) },
              ],
            }
          : null,
    },
    listingTemplate: {
      select: { brand: 'brand', title: 'title', category: 'categorySlug', preview: 'previewCategorySlug' },
      resolve: (doc: { brand?: string; title?: string; category?: string; preview?: string } | null) => {
        const slug = doc?.category || doc?.preview;
        return isBrand(doc?.brand) && slug
          ? {
              locations: [
                {
                  title: `${doc.title ?? 'Category listing template'} on ${slug}`,
                  href: brandUrl(pattern, doc.brand, `/shop/c/${slug}`),
                },
              ],
            }
          : { locations: [], message: 'Choose a category to preview this template on', tone: 'caution' };
      },
    },
    // The checkout's slots show on the shopper's own checkout: signed in, with something in the bag.
    checkoutTemplate: {
      select: { brand: 'brand', title: 'title' },
      resolve: (doc: { brand?: string; title?: string } | null) =>
        isBrand(doc?.brand)
          ? {
              locations: [
                { title: 'Delivery step', href: brandUrl(pattern, doc.brand, '/checkout/delivery-method') },
                { title: 'Payment step', href: brandUrl(pattern, doc.brand, '/checkout/payment') },
              ],
              message: 'The checkout shows with something in the bag, signed in on the site',
              tone: 'caution',
            }
          : null,
    },
    searchTemplate: {
      select: { brand: 'brand', title: 'title', query: 'previewQuery' },
      resolve: (doc: { brand?: string; title?: string; query?: string } | null) => {
        if (!isBrand(doc?.brand)) return null;
        const title = doc.title ?? 'Search results template';
        const query = doc.query?.trim();
        return {
          locations: [
            ...(query
              ? [{ title: `${title}: results for “${query}”`, href: searchUrl(pattern, doc.brand, query) }]
              : []),
            { title: `${title}: no results`, href: searchUrl(pattern, doc.brand, NO_RESULTS_QUERY) },
          ],
        };
      },
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
