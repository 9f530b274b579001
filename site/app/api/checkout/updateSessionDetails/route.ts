import { updateSessionDetails } from '@shop/commerce/checkout/delivery';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { deliveryAnswer } from '@/lib/checkout/answers.ts';
import { updateSessionDetailsBody } from '@/lib/checkout/schemas.ts';
import { readJson, requestBrand, route } from '@/lib/http/route.ts';

/** PUT /api/checkout/updateSessionDetails: device and first-order details kept on the bag for payment screening. */
export const PUT = route(async (request) => {
  const brand = requestBrand(request);
  const body = await readJson(request, updateSessionDetailsBody);
  const result = await updateSessionDetails(await bagDb(), await bagContextFor(request, brand), body);
  return result.ok ? deliveryAnswer(request, result.value) : bagFailureAnswer(request, result);
});
