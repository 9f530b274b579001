/**
 * Pure validation rules shared by the schemas. Each returns `true` or the message an editor sees, so they read the
 * same in the Studio and in tests.
 */

/** A site route: `/` or lowercase slug segments (`/help/delivery`), no trailing slash, query or fragment. */
export function checkRoute(value: unknown): true | string {
  if (typeof value !== 'string' || value === '') return 'Enter a route, e.g. / or /help/delivery';
  if (value === '/') return true;
  if (!value.startsWith('/')) return 'A route starts with /';
  if (value.endsWith('/')) return 'Remove the slash at the end';
  if (!/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(value)) {
    return 'Use lowercase letters, numbers and single hyphens between slashes, e.g. /help/delivery';
  }
  return true;
}

/** Routes the shop serves from code; a content page there would never be shown (category landings excepted). */
const reservedPrefixes = ['/api', '/checkout', '/shop/bag', '/shop/p', '/shop/s', '/images'];

export type PageKind = 'home' | 'content' | 'categoryLanding' | 'deliveryPromotion' | 'creditExplanation';

/**
 * The fixed route of each page kind the shop links to from code (the bag, the checkout, banners): one such page per
 * brand, at a path the site knows without asking the CMS.
 */
export const FIXED_PAGE_ROUTES = {
  deliveryPromotion: '/delivery-offer',
  creditExplanation: '/credit-explained',
} as const;

const fixedRoutes: ReadonlyMap<string, string> = new Map(Object.entries(FIXED_PAGE_ROUTES));
const kindOfFixedRoute: ReadonlyMap<string, string> = new Map(
  Object.entries(FIXED_PAGE_ROUTES).map(([kind, route]) => [route, kind]),
);
const kindTitles: Record<string, string> = {
  deliveryPromotion: 'The delivery promotion page',
  creditExplanation: 'The credit explanation page',
};

export function checkRouteForKind(route: unknown, kind: unknown, categorySlug: unknown): true | string {
  const format = checkRoute(route);
  if (format !== true) return format;
  if (kind === 'home') return route === '/' || 'A home page has the route /';
  if (kind === 'categoryLanding') {
    return (
      route === `/shop/c/${String(categorySlug ?? '')}` || 'A category landing has the route /shop/c/<category slug>'
    );
  }
  const fixed = typeof kind === 'string' ? fixedRoutes.get(kind) : undefined;
  if (fixed) return route === fixed || `${kindTitles[String(kind)]} has the route ${fixed}`;
  if (route === '/') return 'Only the home page has the route /';
  const path = String(route);
  const owner = kindOfFixedRoute.get(path);
  if (owner) return `${path} belongs to ${kindTitles[owner]?.toLowerCase()}; choose another route`;
  if (path === '/shop/c' || path.startsWith('/shop/c/')) return 'Category routes belong to category landings';
  const reserved = reservedPrefixes.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  return reserved ? `${reserved} is served by the shop itself; choose another route` : true;
}

/** A category slug as the catalogue has them (`coats-and-jackets`). */
export function checkSlug(value: unknown): true | string {
  return (
    (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) ||
    'Use a lowercase slug, e.g. coats-and-jackets'
  );
}

/** A product number: the brand's two-letter prefix and six digits (`DA123456`). */
export function checkProductNumber(value: unknown): true | string {
  return (typeof value === 'string' && /^[A-Z]{2}\d{6}$/.test(value)) || 'Use a product number such as DA123456';
}

/** A link target: a site path, an in-page anchor, or an https / mailto / tel address (defined with the copy field). */
export { checkHref } from '@shop/blocks/fields';

/** An address on another site (a social network profile): https only. */
export function checkHttpsUrl(value: unknown): true | string {
  return (typeof value === 'string' && /^https:\/\/[^\s/]+\.[^\s]+$/.test(value)) || 'Use an https:// address';
}

/** The consent banner's categories: each of 1 to 5 described at most once. */
export function checkConsentCategories(value: unknown): true | string {
  if (value === undefined) return true;
  if (!Array.isArray(value)) return 'Expected a list of categories';
  const seen = new Set<number>();
  for (const item of value as { category?: unknown }[]) {
    const category = item?.category;
    if (typeof category !== 'number') continue;
    if (seen.has(category)) return `Category ${category} is described twice`;
    seen.add(category);
  }
  return true;
}

/** A banner terms name: what a promo banner's terms link asks for (`?name=`). */
export function checkTermsName(value: unknown): true | string {
  return (
    (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) ||
    'Use a lowercase name such as summer-sale'
  );
}

/** A credit brand name has the form "<Brand> Pay". */
export function checkCreditBrandName(value: unknown): true | string {
  return (typeof value === 'string' && /^[A-Z][A-Za-z]+ Pay$/.test(value)) || 'Credit brand names read "<Brand> Pay"';
}

/** SEO lengths search engines display in full. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
