import { getWishlist } from '@shop/commerce/saved-items/operations';
import { wishlistAnswer, wishlistFailureAnswer } from '@/lib/bag/answers.ts';
import { currentCustomerId } from '@/lib/bag/customer.ts';
import { bagDb, wishlistIdOf } from '@/lib/bag/request.ts';
import { wishlistQuery } from '@/lib/bag/schemas.ts';
import { json, readQuery, requestBrand, route } from '@/lib/http/route.ts';

/**
 * GET /api/save-for-later/savedItems?wishlistId=: the saved list with product details, for the saved-items page and
 * side card (the spec's read path is not shown). No list yet reads as empty.
 */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const wishlistId = wishlistIdOf(request, readQuery(request, wishlistQuery).wishlistId);
  if (!wishlistId)
    return json({ code: 'SUCCESS', message: '', wishlistId: '', wishlistEntries: [], itemCount: 0, version: 0 });
  const context = { brandCode: brand.code, customerId: await currentCustomerId(request) };
  const result = await getWishlist(await bagDb(), context, wishlistId);
  return result.ok ? wishlistAnswer(request, result.value) : wishlistFailureAnswer(request, result);
});
