import { mergeSavedItems } from '@shop/commerce/saved-items/operations';
import { wishlistAnswer, wishlistFailureAnswer } from '@/lib/bag/answers.ts';
import { currentCustomerId } from '@/lib/bag/customer.ts';
import { bagDb, wishlistIdOf } from '@/lib/bag/request.ts';
import { wishlistQuery } from '@/lib/bag/schemas.ts';
import { readQuery, requestBrand, route } from '@/lib/http/route.ts';

/** PUT /api/save-for-later/mergeSFLItems?wishlistId=: after sign-in, the guest list joins the customer's (401 for a guest). */
export const PUT = route(async (request) => {
  const brand = requestBrand(request);
  const { wishlistId } = readQuery(request, wishlistQuery);
  const context = { brandCode: brand.code, customerId: await currentCustomerId(request) };
  const result = await mergeSavedItems(await bagDb(), context, wishlistIdOf(request, wishlistId));
  return result.ok ? wishlistAnswer(request, result.value) : wishlistFailureAnswer(request, result);
});
