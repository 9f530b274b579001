import { listPromotions } from '@shop/commerce/promotions/list';
import { requestShopper } from '@/lib/bag/context.ts';
import { assertSite, bagDb } from '@/lib/bag/request.ts';
import { promotionsBody } from '@/lib/bag/schemas.ts';
import { json, readJson, requestBrand, route } from '@/lib/http/route.ts';

/**
 * POST /api/shop/bag/promotions: eligible and potential promotions for the bag total and the shopper's indicators.
 * The VIP indicator comes from the customer record (a guest is never a VIP), whatever the body says: VIP-only offers
 * are not shown to someone who only claims to be one.
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const body = await readJson(request, promotionsBody);
  assertSite('tradingTitle', body.tradingTitle, brand.tradingTitleId);
  const { shopper } = await requestShopper(request);
  const listed = await listPromotions(await bagDb(), brand.code, { ...body, vipIndicator: shopper.vip });
  return json({ code: 'SUCCESS', ...listed, productPromos: [] });
});
