// Small request helpers shared by the bag and saved-items route handlers.
import type { Brand } from '@shop/brands/brands';
import { getReadyDb } from '@shop/commerce/db/client';
import { RouteError } from '@/lib/http/route.ts';
import { CART_ID_COOKIE, readCookie, WISHLIST_ID_COOKIE } from './cookies.ts';

/** The database the bag routes use: the process-wide one (tests point it elsewhere with SHOP_DATA_DIR/DATABASE_URL). */
export const bagDb = getReadyDb;

/** The cart id the shopper sent, else the one in their cookie; null when they have no bag yet. */
export function cartIdOf(request: Request, given: string | null | undefined): string | null {
  return given || readCookie(request, CART_ID_COOKIE) || null;
}

export function wishlistIdOf(request: Request, given: string | null | undefined): string {
  return given || readCookie(request, WISHLIST_ID_COOKIE) || '';
}

/** The body's siteId / websiteIdentifier / tradingTitle must be this shop's: a call for another brand changes nothing. */
export function assertSite(field: string, value: string, expected: string): void {
  if (value.toUpperCase() !== expected.toUpperCase()) {
    throw new RouteError(400, 'VALIDATION_ERROR', `${field}: this is not ${expected}`);
  }
}

export function assertBrandSite(brand: Brand, siteId: string): void {
  assertSite('siteId', siteId, brand.siteId);
}
