import { assertTradingTitle, brandMidDetails, midDetailsBody, walletConfig } from '@/lib/checkout/wallets.ts';
import { json, readJson, requestBrand, route } from '@/lib/http/route.ts';

/**
 * POST /api/digital-payment/midDetails: the wallet merchant details of this shop's trading title (Apple merchant id,
 * Google gateway merchant id, display name, networks, GB, GBP) and whether wallets are offered at all.
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const body = await readJson(request, midDetailsBody);
  assertTradingTitle(brand, body.accountTradingTitle);
  const config = walletConfig();
  return json({ ...brandMidDetails(brand, config), walletsOffered: config.provider !== 'none' });
});
