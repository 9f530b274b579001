import 'server-only';
import { blockArrayProjection, pageBuilderProjection } from '@shop/blocks/registry';
import type { BrandCode } from '@shop/brands/brands';
import {
  type ResolvedBlock,
  resolveListingTemplate,
  resolveSearchTemplate,
  type SearchTemplateDocument,
} from '@shop/content/page-templates';
import {
  BANNER_TERMS_QUERY,
  BRAND_ROUTES_QUERY,
  BRAND_SETTINGS_QUERY,
  CREDIT_EXPLANATION_QUERY,
  listingPageQuery,
  searchPageQuery,
  withBlocks,
} from '@shop/content/queries';
import { pageTemplateTag } from '@shop/content/tags';
import type { BannerTerms, BrandRoute, BrandSettings, CmsPage, CreditExplanation } from '@shop/content/types';
import { fetchContent } from './fetch.ts';

/**
 * The site's content reads, one per query; each is cached and tagged by fetch.ts. The product page's read is in
 * product.ts: this module pulls in the block registry (and so every block's client code), which that page must not.
 */

const pages = withBlocks(pageBuilderProjection);

export function getPageByRoute(brand: BrandCode, route: string) {
  return fetchContent<CmsPage | null>({ query: pages.pageByRoute, params: { brand, route }, route });
}

export function getHomePage(brand: BrandCode) {
  return fetchContent<CmsPage | null>({ query: pages.homePage, params: { brand }, route: '/' });
}

export function getCategoryLanding(brand: BrandCode, categorySlug: string) {
  return fetchContent<CmsPage | null>({
    query: pages.categoryLanding,
    params: { brand, categorySlug },
    route: `/shop/c/${categorySlug}`,
  });
}

export function getBrandRoutes(brand: BrandCode) {
  return fetchContent<BrandRoute[]>({ query: BRAND_ROUTES_QUERY, params: { brand } });
}

export function getBrandSettings(brand: BrandCode) {
  return fetchContent<BrandSettings | null>({ query: BRAND_SETTINGS_QUERY, params: { brand } });
}

export function getBannerTerms(brand: BrandCode, name: string) {
  return fetchContent<BannerTerms | null>({ query: BANNER_TERMS_QUERY, params: { brand, name } });
}

export function getCreditExplanation(brand: BrandCode) {
  return fetchContent<CreditExplanation | null>({ query: CREDIT_EXPLANATION_QUERY, params: { brand } });
}

/** A listing template's blocks: the library's, and the product grid with the library blocks between its rows. */
const listingBlocks = blockArrayProjection('blocks', {
  productListing: `"betweenRows": betweenRows[]{ _key, afterRow, "blocks": ${blockArrayProjection('blocks')} }`,
});
const listingQuery = listingPageQuery(listingBlocks);

interface ListingTemplateDocument {
  _id: string;
  _type: string;
  mode?: string | null;
  blocks: unknown[] | null;
}

/** A category listing's blocks in order: the brand's listing template overridden by the category's. */
export async function getListingLayout(brand: BrandCode, categorySlug: string): Promise<ResolvedBlock[]> {
  const { template, categoryTemplate } = await fetchContent<{
    template: ListingTemplateDocument | null;
    categoryTemplate: ListingTemplateDocument | null;
  }>({ query: listingQuery, params: { brand, categorySlug }, keyTags: [pageTemplateTag(brand)] });
  return resolveListingTemplate({
    brand: template ? { ...template, field: 'blocks' } : null,
    category: categoryTemplate ? { ...categoryTemplate, field: 'blocks' } : null,
  });
}

/** The search template's blocks: the library's, and the catalogue-bound search blocks with their headings. */
const searchQuery = searchPageQuery((field) =>
  blockArrayProjection(field, { searchResults: '_key', searchSuggestions: 'heading', popularCategories: 'heading' }),
);

/** The brand's search results and no-results layouts (both empty when it has no search template). */
export async function getSearchLayout(
  brand: BrandCode,
): Promise<{ results: ResolvedBlock[]; noResults: ResolvedBlock[] }> {
  const template = await fetchContent<SearchTemplateDocument | null>({
    query: searchQuery,
    params: { brand },
    keyTags: [pageTemplateTag(brand)],
  });
  return resolveSearchTemplate(template);
}
