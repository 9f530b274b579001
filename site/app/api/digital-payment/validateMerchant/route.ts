import { requestMerchantSession, WalletError } from '@shop/commerce/payments/wallets';
import { createLogger } from '@shop/runtime/log';
import { bagContextFor } from '@/lib/bag/context.ts';
import { GATEWAY_DOWN_MESSAGE, requireCustomer } from '@/lib/checkout/payments.ts';
import { assertTradingTitle, brandMidDetails, validateMerchantBody, walletConfig } from '@/lib/checkout/wallets.ts';
import { json, RouteError, readJson, requestBrand, route } from '@/lib/http/route.ts';

const log = createLogger('site').child({ component: 'wallets' });

/**
 * POST /api/digital-payment/validateMerchant: Apple Pay's merchant validation, done by the server. The validation URL
 * the sheet gave must be the wallet's own (no other host is ever called); the merchant session answered is opaque,
 * single use and lives 5 minutes, for this shop's host only.
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const context = await bagContextFor(request, brand);
  requireCustomer(context);
  const body = await readJson(request, validateMerchantBody);
  assertTradingTitle(brand, body.accountTradingTitle);
  const config = walletConfig();
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  try {
    const session = await requestMerchantSession(config, {
      validationUrl: body.validationURL,
      merchantIdentifier: brandMidDetails(brand, config).merchantIdentifier,
      displayName: brand.name,
      domainName: host.replace(/:\d+$/, '').toLowerCase(),
    });
    return json({ merchantSession: session });
  } catch (error) {
    if (!(error instanceof WalletError)) throw error;
    if (error.kind === 'invalid_validation_url') {
      throw new RouteError(400, 'VALIDATION_ERROR', 'validationURL: not the wallet’s merchant validation address');
    }
    log.error({ err: error, kind: error.kind }, 'wallet merchant validation failed');
    return json({ code: 'PAYMENT_UNAVAILABLE', message: GATEWAY_DOWN_MESSAGE }, { status: 503 });
  }
});
