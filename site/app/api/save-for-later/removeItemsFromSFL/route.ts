import { removeSavedItems } from '@shop/commerce/saved-items/operations';
import { wishlistAnswer, wishlistFailureAnswer } from '@/lib/bag/answers.ts';
import { currentCustomerId } from '@/lib/bag/customer.ts';
import { bagDb, wishlistIdOf } from '@/lib/bag/request.ts';
import { removeItemsFromSflBody, wishlistQuery } from '@/lib/bag/schemas.ts';
import { readJson, readQuery, requestBrand, route } from '@/lib/http/route.ts';

/** PUT /api/save-for-later/removeItemsFromSFL?wishlistId= {actionType: SPECIFIC | ALL, products}. */
export const PUT = route(async (request) => {
  const brand = requestBrand(request);
  const { wishlistId } = readQuery(request, wishlistQuery);
  const body = await readJson(request, removeItemsFromSflBody);
  const context = { brandCode: brand.code, customerId: await currentCustomerId(request) };
  const result = await removeSavedItems(await bagDb(), context, wishlistIdOf(request, wishlistId), body);
  return result.ok ? wishlistAnswer(request, result.value) : wishlistFailureAnswer(request, result);
});
