import { bagContextFor } from '@/lib/bag/context.ts';
import { binQuery } from '@/lib/checkout/payment-schemas.ts';
import { gatewayFailure, requireCustomer } from '@/lib/checkout/payments.ts';
import { cardGateway } from '@/lib/checkout/providers.ts';
import { json, readQuery, requestBrand, route } from '@/lib/http/route.ts';

/** GET /api/checkout/binValidation?bin=: the card's type and whether the shop takes it (spec §5: the accepted message). */
export const GET = route(async (request) => {
  requireCustomer(await bagContextFor(request, requestBrand(request)));
  const { bin } = readQuery(request, binQuery);
  try {
    return json(await cardGateway().binLookup(bin));
  } catch (error) {
    return gatewayFailure(error);
  }
});
