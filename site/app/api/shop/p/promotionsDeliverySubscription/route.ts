import {
  DELIVERY_SUBSCRIPTION_CODE,
  parseUkDate,
  shouldRemoveSubscription,
} from '@shop/commerce/bag/delivery-subscription';
import { assertSite } from '@/lib/bag/request.ts';
import { deliverySubscriptionBody } from '@/lib/bag/schemas.ts';
import { json, RouteError, readJson, requestBrand, route } from '@/lib/http/route.ts';

/**
 * POST /api/shop/p/promotionsDeliverySubscription: whether a delivery subscription in the bag must go (removeDS),
 * which the client then removes with editBag. Read only: it changes nothing itself.
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const body = await readJson(request, deliverySubscriptionBody);
  assertSite('websiteIdentifier', body.websiteIdentifier, brand.siteId);
  const endDate = body.delvrySubsEndDate ? parseUkDate(body.delvrySubsEndDate) : null;
  if (body.delvrySubsEndDate && !endDate) {
    throw new RouteError(400, 'VALIDATION_ERROR', 'delvrySubsEndDate: not a real date');
  }
  const hasSubscription = body.productCodes_offerNumber.some((code) =>
    code.startsWith(`${DELIVERY_SUBSCRIPTION_CODE}_`),
  );
  const removeDS = hasSubscription && shouldRemoveSubscription(body.accountType, endDate, new Date());
  return json({ code: 'SUCCESS', accountType: body.accountType, removeDS });
});
