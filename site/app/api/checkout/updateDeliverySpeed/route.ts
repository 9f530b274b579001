import { updateDeliverySpeed } from '@shop/commerce/checkout/delivery';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { deliveryAnswer } from '@/lib/checkout/answers.ts';
import { updateDeliverySpeedBody } from '@/lib/checkout/schemas.ts';
import { readJson, requestBrand, route } from '@/lib/http/route.ts';

/** PUT /api/checkout/updateDeliverySpeed: chooses a speed (and a nominated day and window) on offer for this bag. */
export const PUT = route(async (request) => {
  const brand = requestBrand(request);
  const body = await readJson(request, updateDeliverySpeedBody);
  const result = await updateDeliverySpeed(await bagDb(), await bagContextFor(request, brand), {
    cartId: body.cartId,
    deliveryModeCode: body.deliveryModeCode,
    nominatedDate: body.nominatedDate ?? null,
    timeFrame: body.timeFrame ?? null,
  });
  return result.ok ? deliveryAnswer(request, result.value) : bagFailureAnswer(request, result);
});
