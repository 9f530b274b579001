import { addSavedItems } from '@shop/commerce/saved-items/operations';
import { wishlistAnswer, wishlistFailureAnswer } from '@/lib/bag/answers.ts';
import { currentCustomerId } from '@/lib/bag/customer.ts';
import { bagDb, wishlistIdOf } from '@/lib/bag/request.ts';
import { addItemToSflBody } from '@/lib/bag/schemas.ts';
import { readJson, requestBrand, route } from '@/lib/http/route.ts';

/**
 * POST /api/save-for-later/addItemToSFL {products, wishlistId}: saves products; an empty id starts a list. An unknown
 * id answers WLIST_NOT_FOUND (the client retries with an empty id). Stores the wishlistId cookie for 90 days.
 */
export const POST = route(async (request) => {
  const brand = requestBrand(request);
  const body = await readJson(request, addItemToSflBody);
  const context = { brandCode: brand.code, customerId: await currentCustomerId(request) };
  const result = await addSavedItems(await bagDb(), context, wishlistIdOf(request, body.wishlistId), body.products);
  return result.ok ? wishlistAnswer(request, result.value) : wishlistFailureAnswer(request, result);
});
