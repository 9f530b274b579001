import { ANALYTICS_KINDS, RECORD_TYPES, recordAnalyticsEvent } from '@shop/commerce/analytics';
import { getProductsByIds } from '@shop/commerce/catalogue-products';
import { getOrderDetail } from '@shop/commerce/orders/confirmation';
import { z } from 'zod';
import { analyticsFromRequest } from '@/lib/analytics/server.ts';
import { clearCookie } from '@/lib/bag/cookies.ts';
import { currentCustomerId } from '@/lib/bag/customer.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { json, RouteError, readJson, requestBrand, route } from '@/lib/http/route.ts';

const token = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'an id is 1–64 letters, digits, _ or -');
const body = z
  .strictObject({
    kind: z.enum(ANALYTICS_KINDS),
    recordType: z.enum(RECORD_TYPES),
    path: z.string().regex(/^\/[^\s?#]{0,299}$/, 'path is the page’s path, without its query'),
    recordId: token.optional(),
    eventName: z.enum(['page_view', 'promo_view', 'experiment']).optional(),
    variant: token.optional(),
  })
  .superRefine((event, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    if ((event.kind === 'order') !== (event.recordType === 'conversion'))
      problem('an order is a conversion, and a conversion an order');
    if ((event.recordType === 'event') !== (event.eventName !== undefined))
      problem('an event record names its event, and only an event record does');
    if ((event.eventName === 'experiment') !== (event.variant !== undefined))
      problem('an experiment names its variant, and only an experiment does');
    const needsId =
      event.recordType === 'product' ||
      event.recordType === 'conversion' ||
      event.eventName === 'promo_view' ||
      event.eventName === 'experiment';
    if (needsId && event.recordId === undefined) problem('this record needs a recordId');
    if ((event.recordType === 'basket' || event.eventName === 'page_view') && event.recordId !== undefined)
      problem('this record takes no recordId');
  });

/**
 * POST /api/shop/p/analytics (designed here; spec §2 page-view analytics from the application shell, §3 event kinds
 * visit and order, record types product, category, basket, conversion, event): `{kind, recordType, path, recordId?,
 * eventName?, variant?}`. A product must be one of the brand's; a conversion the signed-in customer's own order. Who it
 * is about comes from the cookies and consent only (lib/analytics/server.ts): without consent for analytics the event
 * is private. Answers 202 `{recorded, private}`.
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const input = await readJson(request, body);
  const db = await bagDb();
  const customerId = await currentCustomerId(request);

  let recordId = input.recordId ?? null;
  if (input.recordType === 'product' && recordId) {
    const [product] = await getProductsByIds(db, brand.code, [recordId]);
    if (!product) throw new RouteError(404, 'PRODUCT_NOT_FOUND', 'We couldn’t find that product.');
    recordId = product.productNumber;
  }
  if (input.recordType === 'conversion' && recordId) {
    if (!customerId) throw new RouteError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.');
    const order = /^[0-9]{6,16}$/.test(recordId)
      ? await getOrderDetail(db, { customerId, brandCode: brand.code }, recordId)
      : null;
    if (!order) throw new RouteError(404, 'ORDER_NOT_FOUND', 'We couldn’t find that order.');
  }

  const { identity, withheld } = analyticsFromRequest(request, customerId);
  await recordAnalyticsEvent(
    db,
    brand.code,
    {
      kind: input.kind,
      recordType: input.recordType,
      path: input.path,
      recordId,
      eventName: input.eventName ?? null,
      variant: input.variant ?? null,
    },
    identity,
  );
  const headers = new Headers();
  for (const name of withheld) headers.append('set-cookie', clearCookie(request, name));
  return json({ recorded: true, private: identity.private }, { status: 202, headers });
});
