import { defineQuery } from 'groq';

/**
 * Every GROQ query the site runs against the Content Lake, with `$brand` always bound so one brand can never read
 * another's content. Static strings (`defineQuery`) so `sanity typegen` types their results.
 */

/** Page fields shared by every page lookup; the blocks array is projected separately (see `withBlocks`). */
const pageFields = /* groq */ `_id, _type, _updatedAt, brand, title, route, kind, categorySlug, seo{title, description, noindex}`;

/** The blocks array exactly as stored (used where no block projection is given, and by typegen). */
export const PAGE_BY_ROUTE_QUERY = defineQuery(
  `*[_type == "page" && brand == $brand && route == $route][0]{_id, _type, _updatedAt, brand, title, route, kind, categorySlug, seo{title, description, noindex}, blocks}`,
);

export const HOME_PAGE_QUERY = defineQuery(
  `*[_type == "page" && brand == $brand && kind == "home" && route == "/"][0]{_id, _type, _updatedAt, brand, title, route, kind, categorySlug, seo{title, description, noindex}, blocks}`,
);

export const CATEGORY_LANDING_QUERY = defineQuery(
  `*[_type == "page" && brand == $brand && kind == "categoryLanding" && categorySlug == $categorySlug][0]{_id, _type, _updatedAt, brand, title, route, kind, categorySlug, seo{title, description, noindex}, blocks}`,
);

/**
 * The same page lookups with the block library's projection of the blocks array (`blocks[]{ _key, _type, … }`,
 * references and image assets resolved per block type). It comes from the block registry, which lib/content must
 * not import (blocks depend on content, not the other way round).
 */
export function withBlocks(blocksProjection: string) {
  const page = `{${pageFields}, "blocks": ${blocksProjection}}`;
  return {
    pageByRoute: `*[_type == "page" && brand == $brand && route == $route][0]${page}`,
    homePage: `*[_type == "page" && brand == $brand && kind == "home" && route == "/"][0]${page}`,
    categoryLanding: `*[_type == "page" && brand == $brand && kind == "categoryLanding" && categorySlug == $categorySlug][0]${page}`,
  };
}

/** Every page route of a brand, for the crawl and the sitemap. */
export const BRAND_ROUTES_QUERY = defineQuery(
  `*[_type == "page" && brand == $brand && defined(route)] | order(route asc){_id, route, kind, "noindex": coalesce(seo.noindex, false), _updatedAt}`,
);

export const BRAND_SETTINGS_QUERY = defineQuery(
  `*[_type == "brandSettings" && brand == $brand][0]{_id, brand, description, searchPlaceholder, loyaltyName, creditBrandName, "favicon": favicon.asset->{_id, url, mimeType}, navigation[]{_key, label, href}, footerColumns[]{_key, title, links[]{_key, label, href}}, legalLinks[]{_key, label, href}, socialLinks[]{_key, network, url}, newsletterHeading, newsletterText, cookieConsent{heading, body, policyLink, acceptLabel, rejectLabel, manageLabel, saveLabel, categories[]{_key, category, title, description}}}`,
);

export const BAG_CONTENT_QUERY = defineQuery(
  `*[_type == "bagContent" && brand == $brand][0]{_id, brand, information, notifications[]{_key, tone, message}, deliveryCountdown, emptyMessage{heading, body, ctaLabel, ctaHref}, blockOrder, deliveryPromotion{heading, body, thresholdPence, termsName}}`,
);

export const BANNER_TERMS_QUERY = defineQuery(
  `*[_type == "bannerTerms" && brand == $brand && name == $name][0]{_id, brand, name, title, body}`,
);

export const CREDIT_EXPLANATION_QUERY = defineQuery(
  `*[_type == "brandCreditExplanation" && brand == $brand][0]{_id, brand, title, body}`,
);

export const PRODUCT_CONTENT_QUERY = defineQuery(
  `*[_type == "productContent" && brand == $brand && productNumber == $productNumber][0]{_id, brand, productNumber, editorial, completeTheSet, "sizeGuide": sizeGuide->{_id, title, unit, columns, rows[]{_key, cells}, howToMeasure}}`,
);

/**
 * Everything the product page reads from the CMS in one query: the brand's product template, the template for the
 * product's category, and the product's content (editorial, size guide, complete-the-set picks and its own template
 * blocks). Template blocks are projected with the site's product-block projection (`blocks[]{ _key, _type, … }`).
 */
export function productPageQuery(blocksProjection: (field: string) => string) {
  const contentFields = `_id, _type, brand, productNumber, editorial, completeTheSet, "sizeGuide": sizeGuide->{_id, title, unit, columns, rows[]{_key, cells}, howToMeasure}`;
  return `{
  "template": *[_type == "productTemplate" && brand == $brand && (!defined(categorySlug) || categorySlug == "")] | order(_id asc)[0]{_id, _type, "blocks": ${blocksProjection('blocks')}},
  "categoryTemplate": *[_type == "productTemplate" && brand == $brand && categorySlug == $categorySlug] | order(_id asc)[0]{_id, _type, mode, "blocks": ${blocksProjection('blocks')}},
  "content": *[_type == "productContent" && brand == $brand && productNumber == $productNumber][0]{${contentFields}, templateMode, "templateBlocks": ${blocksProjection('templateBlocks')}}
}`;
}

/** A brand's search results template: the results page's blocks and the no-results page's (projected by the site). */
export function searchPageQuery(blocksProjection: (field: string) => string) {
  return `*[_type == "searchTemplate" && brand == $brand] | order(_id asc)[0]{_id, _type, "blocks": ${blocksProjection('blocks')}, "noResultsBlocks": ${blocksProjection('noResultsBlocks')}}`;
}

/** A category listing's templates: the brand's and the category's (blocks projected by the site's block library). */
export function listingPageQuery(blocksProjection: string) {
  return `{
  "template": *[_type == "listingTemplate" && brand == $brand && (!defined(categorySlug) || categorySlug == "")] | order(_id asc)[0]{_id, _type, "blocks": ${blocksProjection}},
  "categoryTemplate": *[_type == "listingTemplate" && brand == $brand && categorySlug == $categorySlug] | order(_id asc)[0]{_id, _type, mode, "blocks": ${blocksProjection}}
}`;
}

/**
 * A brand's checkout template (one per brand): the content slots of the delivery and payment steps, each block
 * projected by the site's checkout-block projection (`field[]{ _key, _type, … }`).
 */
export function checkoutTemplateQuery(blocksProjection: (field: string) => string) {
  return `*[_type == "checkoutTemplate" && brand == $brand] | order(_id asc)[0]{_id, _type, "deliveryBlocks": ${blocksProjection('deliveryBlocks')}, "paymentBlocks": ${blocksProjection('paymentBlocks')}}`;
}
