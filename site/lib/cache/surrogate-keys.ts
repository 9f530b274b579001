// Surrogate keys: what a CDN in front of the site indexes a cached page answer under, so a change purges exactly the
// copies that show it (Fastly's `Surrogate-Key` response header, space-separated). They mirror the origin's own cache
// tags (lib/catalogue.ts, @shop/content/tags) at page granularity:
//
//   brand:<b>             every cached page of a brand (brand settings, a catalogue list, anything brand-wide)
//   route:<b>:<route>     a CMS page at its route (home is route:<b>:/; a category landing is its listing's)
//   category:<b>:<slug>   a category listing, every sort, filter and page of it
//   product:<productId>   a product page (the id is the lowercase product number, as in /shop/p/<id>)
//   search:<b>            the brand's search pages
//   templates:<b>         the pages laid out by the brand's product, listing and search templates
//
// Pure functions: the proxy names a page's keys, the purge hook (expire-tags.ts) the keys a change touches.
import { brandCodes } from '@shop/brands/brands';
import { type ContentChange, tagsForChange } from '@shop/content/tags';

export const SURROGATE_KEY_HEADER = 'Surrogate-Key';

/** Fastly's limit on one key; keys hold no whitespace (the header separates them with spaces). */
const KEY_MAX = 1024;
const isKey = (key: string): boolean => key.length > 0 && key.length <= KEY_MAX && !/\s/.test(key);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** As the product page accepts it (app/[brand]/shop/p/[productId]/page.tsx). */
const PRODUCT_ID = /^[a-z0-9-]{1,40}$/;

/** Paths under these belong to routes that are never cached (bag, account, checkout, the API). */
const UNCACHED_UNDER = new Set(['api', 'checkout']);
/** Uncached routes and files of their own at one segment (anything deeper is the content pages' catch-all). */
const UNCACHED_AT = new Set([
  '/credit-eligibility',
  '/successful-account-registration',
  '/favicon.ico',
  '/favicon.svg',
  '/sitemap.xml',
]);
/** Pages under /shop/p with a route of their own, not a product's (the delivery subscription page is not cached). */
const NOT_PRODUCTS = new Set(['dsub365']);

export const brandKey = (brand: string) => `brand:${brand}`;
export const routeKey = (brand: string, route: string) => `route:${brand}:${route}`;
export const categoryKey = (brand: string, slug: string) => `category:${brand}:${slug}`;
export const productKey = (productId: string) => `product:${productId}`;
export const searchKey = (brand: string) => `search:${brand}`;
export const templatesKey = (brand: string) => `templates:${brand}`;

/**
 * The surrogate keys of a cached page's answer, by its public path (no brand prefix, no query: every sort, filter or
 * colourway of a page shares its keys); none for a route that is not cached.
 */
export function pageSurrogateKeys(brand: string, pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const path = `/${segments.join('/')}`;
  const [first, kind, ...rest] = segments;
  if (first === undefined) return [brandKey(brand), routeKey(brand, '/')];
  if (UNCACHED_UNDER.has(first) || UNCACHED_AT.has(path)) return [];
  if (first === 'shop') {
    const [only] = rest;
    if (kind === 'c' && rest.length === 1 && only && SLUG.test(only)) {
      // The listing shows the category's landing page (a CMS page at the listing's route) above the grid.
      return [brandKey(brand), categoryKey(brand, only), routeKey(brand, path), templatesKey(brand)];
    }
    if (kind === 'p' && rest.length === 1 && only && PRODUCT_ID.test(only) && !NOT_PRODUCTS.has(only)) {
      return [brandKey(brand), productKey(only), templatesKey(brand)];
    }
    if (kind === 's') return [brandKey(brand), searchKey(brand), templatesKey(brand)];
    return [];
  }
  // Content pages (the catch-all) and /credit-explained, which is a CMS page at its fixed route. A path that cannot be
  // a stored route (routeOf in app/[brand]/[...rest]/page.tsx) is the brand's 404: the brand's key only.
  return segments.every((segment) => SLUG.test(segment)) ? [brandKey(brand), routeKey(brand, path)] : [brandKey(brand)];
}

/**
 * The surrogate keys of the site's Next.js cache tags (lib/catalogue.ts, @shop/content/tags); a document's own tag
 * (`cms:doc:<id>`) has none, as the CDN cannot know which pages read a document.
 */
export function surrogateKeysForTags(tags: Iterable<string>): string[] {
  const keys = new Set<string>();
  for (const tag of tags) {
    const key = surrogateKeyForTag(tag);
    if (key !== null && isKey(key)) keys.add(key);
  }
  return [...keys];
}

function surrogateKeyForTag(tag: string): string | null {
  const [kind, ...parts] = tag.split(':');
  if (kind === 'catalogue' && parts.length === 1 && parts[0]) return brandKey(parts[0]);
  if (kind === 'category' && parts.length === 2 && parts[0] && parts[1]) return categoryKey(parts[0], parts[1]);
  if (kind === 'product' && parts.length === 1 && parts[0]) return productKey(parts[0]);
  if (kind !== 'cms') return null;
  const [area, brand, ...more] = parts;
  if (!brand) return null;
  if (area === 'brand' && more.length === 0) return brandKey(brand);
  if (area === 'templates' && more.length === 0) return templatesKey(brand);
  // A route may hold no colon today, but keep whatever follows the brand whole.
  if (area === 'route' && more.length > 0) return routeKey(brand, more.join(':'));
  // Product content is tagged by the product number (upper case); the page's id is its lowercase form (toProductId).
  if (area === 'product' && more.length === 1 && more[0]) return productKey(more[0].toLowerCase());
  return null;
}

/**
 * The surrogate keys a changed CMS document touches: a page its route, product content its product, a template its
 * brand's templated pages, a brand-wide document its brand. Any other document (a promotion, banner, size guide…) may
 * show on any page of its brand, so its brand's key; on every brand's when it has no brand.
 */
export function surrogateKeysForChange(change: ContentChange): string[] {
  const keys = surrogateKeysForTags(tagsForChange(change));
  if (keys.length > 0) return keys;
  return change.brand ? [brandKey(change.brand)] : brandCodes.map(brandKey);
}
