import { updateDeliveryAddress } from '@shop/commerce/checkout/delivery';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { assertBrandSite, bagDb } from '@/lib/bag/request.ts';
import { deliveryAnswer } from '@/lib/checkout/answers.ts';
import { updateDeliveryAddressBody } from '@/lib/checkout/schemas.ts';
import { readJson, requestBrand, route } from '@/lib/http/route.ts';

/** PUT /api/checkout/updateDeliveryAddress: delivers the bag to a saved or a new (validated, saved) address. */
export const PUT = route(async (request) => {
  const brand = requestBrand(request);
  const body = await readJson(request, updateDeliveryAddressBody);
  assertBrandSite(brand, body.siteId);
  const result = await updateDeliveryAddress(await bagDb(), await bagContextFor(request, brand), {
    cartId: body.cartId,
    ...(body.addressId !== undefined ? { addressId: body.addressId } : {}),
    ...(body.address !== undefined ? { address: body.address } : {}),
    ...(body.saveAddress !== undefined ? { saveAddress: body.saveAddress } : {}),
    ...(body.makeDefault !== undefined ? { makeDefault: body.makeDefault } : {}),
  });
  return result.ok ? deliveryAnswer(request, result.value) : bagFailureAnswer(request, result);
});
