// What a page view is, for analytics (spec §2 the application shell's page-view analytics; §3 event kinds visit and
// order, record types product, category, basket, conversion, event). Pure: the shell and the server both use it.
import type { AnalyticsKind, RecordType } from '@shop/commerce/analytics';
import { isShopListingPage } from '@/lib/listing/is-shop-listing-page.ts';

export type AnalyticsEventName = 'page_view' | 'promo_view' | 'experiment';

/** The body the page sends to POST /api/shop/p/analytics. */
export interface AnalyticsBody {
  kind: AnalyticsKind;
  recordType: RecordType;
  path: string;
  recordId?: string;
  eventName?: AnalyticsEventName;
  variant?: string;
}

/**
 * The record for a page seen at `pathname`: a product page is a product, a listing (a segment `c` or `s`) a category,
 * the bag the basket; any other page an event named page_view. The order confirmation is left to its page, which
 * knows the order (an `order` kind with a `conversion` record): null here.
 */
export function pageViewRecord(
  pathname: string,
  /** False when a product address shows no product (the not-found page): then it is an ordinary page view. */
  productShown = true,
): AnalyticsBody | null {
  const path = (pathname.split(/[?#]/, 1)[0] ?? '/').slice(0, 300) || '/';
  if (/^\/checkout\/order-confirmation\/?$/.test(path)) return null;
  const product = /^\/shop\/p\/([a-z0-9]{1,24})\/?$/i.exec(path);
  if (product?.[1] && productShown)
    return { kind: 'visit', recordType: 'product', path, recordId: product[1].toUpperCase() };
  if (/^\/shop\/bag\/?$/.test(path)) return { kind: 'visit', recordType: 'basket', path };
  if (isShopListingPage(path)) {
    const category = /\/c\/([a-z0-9-]{1,64})/.exec(path)?.[1];
    return { kind: 'visit', recordType: 'category', path, ...(category ? { recordId: category } : {}) };
  }
  return { kind: 'visit', recordType: 'event', path, eventName: 'page_view' };
}

export const conversionRecord = (orderNumber: string, path = '/checkout/order-confirmation'): AnalyticsBody => ({
  kind: 'order',
  recordType: 'conversion',
  path,
  recordId: orderNumber,
});

export const promoViewRecord = (promotionId: string, path: string): AnalyticsBody => ({
  kind: 'visit',
  recordType: 'event',
  path,
  eventName: 'promo_view',
  recordId: promotionId,
});

export const experimentRecord = (experiment: string, variant: string, path: string): AnalyticsBody => ({
  kind: 'visit',
  recordType: 'event',
  path,
  eventName: 'experiment',
  recordId: experiment,
  variant,
});
