import { getProductsByIds } from '@shop/commerce/catalogue-products';
import { getOrderDetail } from '@shop/commerce/orders/confirmation';
import { RecommendationsError, type TrackingEvent } from '@shop/commerce/recommendations/provider';
import { createLogger } from '@shop/runtime/log';
import { z } from 'zod';
import { clearCookie } from '@/lib/bag/cookies.ts';
import { currentCustomerId } from '@/lib/bag/customer.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { json, RouteError, readJson, requestBrand, route } from '@/lib/http/route.ts';
import { recommendationsProvider } from '@/lib/tracking/provider.ts';
import { trackingFromRequest } from '@/lib/tracking/server.ts';

const log = createLogger('site').child({ component: 'visitor-tracking' });

const productId = z.string().regex(/^[A-Za-z0-9]{1,24}$/, 'a product id is 1–24 letters or digits');
const body = z.discriminatedUnion('event', [
  z.strictObject({ event: z.literal('view'), productId }),
  z.strictObject({ event: z.literal('add'), productId, quantity: z.number().int().min(1).max(99).optional() }),
  z.strictObject({
    event: z.literal('purchase'),
    orderNumber: z.string().regex(/^[0-9]{6,16}$/, 'not an order number'),
  }),
]);

/**
 * POST /api/shop/p/visitor-tracking (spec §7, body not shown; designed here): `{event: 'view', productId}` when a
 * product page's item is seen, `{event: 'add', productId, quantity?}` after an add to bag, `{event: 'purchase',
 * orderNumber}` on the order confirmation page. The shop fills in what is tracked from its own data — the product's
 * number and name, the signed-in customer's own order lines with their prices (pence) and quantities — so a page
 * cannot invent a purchase. Who it is about comes from the tracking cookies and consent only (lib/tracking/server.ts):
 * without consent the event is private and carries no identifier. Answers 202 `{tracked, private}`; an unknown product
 * or order 404, a guest's purchase 401, the provider unreachable 503 (the page ignores it).
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const input = await readJson(request, body);
  const db = await bagDb();
  const customerId = await currentCustomerId(request);

  let event: TrackingEvent;
  if (input.event === 'purchase') {
    if (!customerId) throw new RouteError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.');
    const order = await getOrderDetail(db, { customerId, brandCode: brand.code }, input.orderNumber);
    if (!order) throw new RouteError(404, 'ORDER_NOT_FOUND', 'We couldn’t find that order.');
    event = { type: 'purchase', orderNumber: order.order.id, items: order.order.orderItems };
  } else {
    const [product] = await getProductsByIds(db, brand.code, [input.productId]);
    if (!product) throw new RouteError(404, 'PRODUCT_NOT_FOUND', 'We couldn’t find that product.');
    event =
      input.event === 'view'
        ? { type: 'view', items: [{ id: product.productNumber, name: product.name }] }
        : { type: 'add', items: [{ id: product.productNumber, quantity: input.quantity ?? 1 }] };
  }

  const { identity, withheld } = trackingFromRequest(request, customerId);
  const headers = new Headers();
  for (const name of withheld) headers.append('set-cookie', clearCookie(request, name));
  try {
    await recommendationsProvider().track(event, identity);
  } catch (error) {
    if (error instanceof RecommendationsError) {
      log.warn(
        { err: error, kind: error.kind, status: error.status },
        'the recommendations provider refused or failed',
      );
      throw new RouteError(503, 'TRACKING_UNAVAILABLE', 'Tracking is not available just now.');
    }
    throw error;
  }
  return json({ tracked: true, private: identity.private }, { status: 202, headers });
});
