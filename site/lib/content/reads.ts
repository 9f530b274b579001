import 'server-only';
import { pageBuilderProjection } from '@shop/blocks/registry';
import type { BrandCode } from '@shop/brands/brands';
import {
  BAG_CONTENT_QUERY,
  BANNER_TERMS_QUERY,
  BRAND_ROUTES_QUERY,
  BRAND_SETTINGS_QUERY,
  CREDIT_EXPLANATION_QUERY,
  withBlocks,
} from '@shop/content/queries';
import type {
  BagContent,
  BannerTerms,
  BrandRoute,
  BrandSettings,
  CmsPage,
  CreditExplanation,
} from '@shop/content/types';
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

export function getBagContent(brand: BrandCode) {
  return fetchContent<BagContent | null>({ query: BAG_CONTENT_QUERY, params: { brand } });
}

export function getBannerTerms(brand: BrandCode, name: string) {
  return fetchContent<BannerTerms | null>({ query: BANNER_TERMS_QUERY, params: { brand, name } });
}

export function getCreditExplanation(brand: BrandCode) {
  return fetchContent<CreditExplanation | null>({ query: CREDIT_EXPLANATION_QUERY, params: { brand } });
}
