import { updateSavedItem } from '@shop/commerce/saved-items/operations';
import { wishlistAnswer, wishlistFailureAnswer } from '@/lib/bag/answers.ts';
import { currentCustomerId } from '@/lib/bag/customer.ts';
import { bagDb, wishlistIdOf } from '@/lib/bag/request.ts';
import { updateSflItemBody, wishlistQuery } from '@/lib/bag/schemas.ts';
import { readJson, readQuery, requestBrand, route } from '@/lib/http/route.ts';

/** PUT /api/save-for-later/updateSFLItem?wishlistId= {product}: a saved item's quantity. */
export const PUT = route(async (request) => {
  const brand = requestBrand(request);
  const { wishlistId } = readQuery(request, wishlistQuery);
  const { product } = await readJson(request, updateSflItemBody);
  const context = { brandCode: brand.code, customerId: await currentCustomerId(request) };
  const result = await updateSavedItem(await bagDb(), context, wishlistIdOf(request, wishlistId), product);
  return result.ok ? wishlistAnswer(request, result.value) : wishlistFailureAnswer(request, result);
});
