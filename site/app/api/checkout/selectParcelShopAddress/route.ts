import { selectParcelShop } from '@shop/commerce/checkout/delivery';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { deliveryAnswer } from '@/lib/checkout/answers.ts';
import { findCollectionPoint } from '@/lib/checkout/providers.ts';
import { selectParcelShopBody } from '@/lib/checkout/schemas.ts';
import { readJson, requestBrand, route } from '@/lib/http/route.ts';

/** PUT /api/checkout/selectParcelShopAddress: collects from a carrier-verified parcel shop (HPS or next-day collect). */
export const PUT = route(async (request) => {
  const brand = requestBrand(request);
  const body = await readJson(request, selectParcelShopBody);
  const result = await selectParcelShop(
    await bagDb(),
    await bagContextFor(request, brand),
    {
      cartId: body.cartId,
      parcelShopId: body.parcelShopId,
      postcode: body.postcode,
      expressCollectSelected: body.expressCollectSelected,
    },
    findCollectionPoint,
  );
  return result.ok ? deliveryAnswer(request, result.value) : bagFailureAnswer(request, result);
});
