import { listDeliveryAddresses } from '@shop/commerce/checkout/delivery';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { json, requestBrand, route } from '@/lib/http/route.ts';

/** GET /api/checkout/deliveryAddress: the signed-in customer's saved addresses, the default first. */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const result = await listDeliveryAddresses(await bagDb(), await bagContextFor(request, brand));
  return result.ok ? json(result.value) : bagFailureAnswer(request, result);
});
