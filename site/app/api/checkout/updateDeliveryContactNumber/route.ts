import { updateDeliveryContactNumber } from '@shop/commerce/checkout/delivery';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { deliveryAnswer } from '@/lib/checkout/answers.ts';
import { updateContactNumberBody } from '@/lib/checkout/schemas.ts';
import { readJson, requestBrand, route } from '@/lib/http/route.ts';

/** PUT /api/checkout/updateDeliveryContactNumber: the UK number the carrier uses for this delivery. */
export const PUT = route(async (request) => {
  const brand = requestBrand(request);
  const body = await readJson(request, updateContactNumberBody);
  const result = await updateDeliveryContactNumber(await bagDb(), await bagContextFor(request, brand), body);
  return result.ok ? deliveryAnswer(request, result.value) : bagFailureAnswer(request, result);
});
