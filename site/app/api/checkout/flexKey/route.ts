import { bagContextFor } from '@/lib/bag/context.ts';
import { assertSite } from '@/lib/bag/request.ts';
import { flexKeyBody } from '@/lib/checkout/payment-schemas.ts';
import { gatewayFailure, requireCustomer } from '@/lib/checkout/payments.ts';
import { cardGateway } from '@/lib/checkout/providers.ts';
import { json, RouteError, readJson, requestBrand, route } from '@/lib/http/route.ts';

/**
 * POST /api/checkout/flexKey: a capture context for the gateway's hosted card fields, bound to this shop's own origin
 * only (a page elsewhere cannot receive the card token).
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  requireCustomer(await bagContextFor(request, brand));
  const body = await readJson(request, flexKeyBody);
  assertSite('websiteIdentifier', body.websiteIdentifier, brand.siteId);
  const own = request.headers.get('origin');
  if (!own || new URL(body.targetOrigin).origin !== own) {
    throw new RouteError(400, 'VALIDATION_ERROR', 'targetOrigin: must be this shop’s own origin');
  }
  try {
    return json(await cardGateway().captureContext({ targetOrigins: [new URL(body.targetOrigin).origin] }));
  } catch (error) {
    return gatewayFailure(error);
  }
});
