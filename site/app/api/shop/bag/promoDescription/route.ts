import { describePromotion } from '@shop/commerce/promotions/list';
import { PROMO_MESSAGES } from '@shop/commerce/promotions/messages';
import { z } from 'zod';
import { assertSite, bagDb } from '@/lib/bag/request.ts';
import { json, RouteError, readQuery, requestBrand, route } from '@/lib/http/route.ts';

const query = z.object({ promotionCode: z.string().trim().min(1).max(40), tradingTitle: z.string().min(1).max(40) });

/** GET /api/shop/bag/promoDescription?promotionCode=&tradingTitle=: a code's description for this brand. */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const { promotionCode, tradingTitle } = readQuery(request, query);
  assertSite('tradingTitle', tradingTitle, brand.tradingTitleId);
  const promotion = await describePromotion(await bagDb(), brand.code, promotionCode);
  if (!promotion) throw new RouteError(404, 'PROMO_NOT_RECOGNISED', PROMO_MESSAGES.NOT_RECOGNISED);
  return json(promotion, { headers: { 'cache-control': 'private, max-age=60' } });
});
