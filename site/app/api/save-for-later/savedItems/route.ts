import { getWishlist } from '@shop/commerce/saved-items/operations';
import { wishlistAnswer, wishlistFailureAnswer } from '@/lib/bag/answers.ts';
import { currentCustomerId } from '@/lib/bag/customer.ts';
import { bagDb, wishlistIdOf } from '@/lib/bag/request.ts';
import { wishlistQuery } from '@/lib/bag/schemas.ts';
import { json, readQuery, requestBrand, route } from '@/lib/http/route.ts';

const noList = { code: 'SUCCESS', message: '', wishlistId: '', wishlistEntries: [], itemCount: 0, version: 0 };

/**
 * GET /api/save-for-later/savedItems?wishlistId=: the saved list with product details, for the saved-items page and
 * side card (the spec's read path is not shown). No list yet reads as empty. A signed-in customer whose cookie names
 * no list of theirs (none, or the guest list merged into theirs) is answered their own, and the cookie set to it.
 */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const wishlistId = wishlistIdOf(request, readQuery(request, wishlistQuery).wishlistId);
  const context = { brandCode: brand.code, customerId: await currentCustomerId(request) };
  if (!wishlistId && !context.customerId) return json(noList);
  const result = await getWishlist(await bagDb(), context, wishlistId);
  if (result.ok) return wishlistAnswer(request, result.value);
  return !wishlistId && result.code === 'WLIST_NOT_FOUND' ? json(noList) : wishlistFailureAnswer(request, result);
});
