import { listPromotions } from '@shop/commerce/promotions/list';
import { assertSite, bagDb } from '@/lib/bag/request.ts';
import { promotionsBody } from '@/lib/bag/schemas.ts';
import { json, readJson, requestBrand, route } from '@/lib/http/route.ts';

/** POST /api/shop/bag/promotions: eligible and potential promotions for the bag total and the shopper's indicators. */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const body = await readJson(request, promotionsBody);
  assertSite('tradingTitle', body.tradingTitle, brand.tradingTitleId);
  const listed = await listPromotions(await bagDb(), brand.code, body);
  return json({ code: 'SUCCESS', ...listed, productPromos: [] });
});
