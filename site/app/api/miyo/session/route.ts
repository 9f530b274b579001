import { getCustomerDetails } from '@shop/commerce/customers/details';
import { startMiyoPayment } from '@shop/commerce/miyo/checkout';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { assertSite, bagDb } from '@/lib/bag/request.ts';
import { miyoCallbackUrl, miyoProvider, miyoSessionBody } from '@/lib/checkout/miyo.ts';
import { requireCustomer, toPence } from '@/lib/checkout/payments.ts';
import { json, readJson, requestBrand, route } from '@/lib/http/route.ts';

/**
 * POST /api/miyo/session: opens a Miyo "Pay in 3" session for the bag (the total the shopper was shown) and answers
 * the hosted page to send the shopper to. Nothing is charged here; the shopper comes back to /checkout/miyo.
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const context = await bagContextFor(request, brand);
  const customerId = requireCustomer(context);
  const body = await readJson(request, miyoSessionBody);
  assertSite('websiteIdentifier', body.websiteIdentifier, brand.siteId);
  const origin = request.headers.get('origin') ?? new URL(request.url).origin;
  const details = await getCustomerDetails(await bagDb(), customerId);
  const result = await startMiyoPayment(await bagDb(), miyoProvider(), context, {
    cartId: body.cartId,
    expectedTotal: toPence(body.amount),
    returnUrl: `${origin}/checkout/miyo`,
    callbackUrl: miyoCallbackUrl(),
    origin,
    applicant: details?.contactDetails.emailAddress
      ? {
          givenName: details.firstname.slice(0, 60),
          familyName: details.lastname.slice(0, 60),
          email: details.contactDetails.emailAddress,
        }
      : null,
  });
  if (!result.ok) return bagFailureAnswer(request, result);
  return json({ paymentMethod: 'Miyo', paymentJourney: 'miyo-checkout', ...result.value }, { status: 201 });
});
