import { randomUUID } from 'node:crypto';
import { bagContextFor } from '@/lib/bag/context.ts';
import { assertSite } from '@/lib/bag/request.ts';
import { assertPayable } from '@/lib/checkout/make-a-payment.ts';
import { isMakeAPaymentRequest, jwtTokenBody, makeAPaymentJwtBody } from '@/lib/checkout/payment-schemas.ts';
import { gatewayFailure, instrumentOf, requireCustomer } from '@/lib/checkout/payments.ts';
import { cardGateway } from '@/lib/checkout/providers.ts';
import { json, readJson, requestBrand, route } from '@/lib/http/route.ts';

/**
 * POST /api/checkout/jwtToken: starts 3-D Secure for the card (payer authentication setup): the access token and the
 * device-data-collection page the browser frames, and the referenceId it then sends as the enrolment's sessionId.
 * A make-a-payment journey sends no cart: the customer must have a credit account and the amount be payable.
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const context = await bagContextFor(request, brand);
  requireCustomer(context);
  const body = (await isMakeAPaymentRequest(request))
    ? await readJson(request, makeAPaymentJwtBody)
    : await readJson(request, jwtTokenBody);
  assertSite('websiteIdentifier', body.websiteIdentifier, brand.siteId);
  if ('journeyType' in body) await assertPayable(context, body);
  try {
    return json(
      await cardGateway().authenticationSetup({
        reference: randomUUID(),
        instrument: await instrumentOf(context, body),
      }),
    );
  } catch (error) {
    return gatewayFailure(error);
  }
});
