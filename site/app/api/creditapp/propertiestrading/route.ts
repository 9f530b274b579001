import { creditProperties } from '@shop/commerce/credit/application';
import { applicant, assertTradingTitle } from '@/lib/credit/routes.ts';
import { propertiesTradingBody } from '@/lib/credit/schemas.ts';
import { json, RouteError, readJson, route } from '@/lib/http/route.ts';

/** POST /api/creditapp/propertiestrading: the trading title's credit product (spec §3 propertiesResponse). */
export const POST = route(async (request) => {
  const body = await readJson(request, propertiesTradingBody);
  const { brand } = await applicant(request);
  assertTradingTitle(brand, body.tradingTitle);
  const properties = creditProperties(brand);
  if (!properties) throw new RouteError(404, 'NO_CREDIT_PRODUCT', 'Credit is not offered on this site.');
  return json(properties);
});
