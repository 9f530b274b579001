import { getBag } from '@shop/commerce/bag/operations';
import { bagFailureAnswer } from '@/lib/bag/answers.ts';
import { bagContextFor } from '@/lib/bag/context.ts';
import { bagDb, cartIdOf } from '@/lib/bag/request.ts';
import { requireCustomer } from '@/lib/checkout/payments.ts';
import { json, RouteError, requestBrand, route } from '@/lib/http/route.ts';

/**
 * GET /api/creditapp/getcart: the signed-in applicant's bag as the application's cartInfo (spec §3), the purchase the
 * credit check is asked about. Money in pence, as the bag's own answer.
 */
export const GET = route(async (request) => {
  const brand = requestBrand(request);
  const context = await bagContextFor(request, brand);
  const customerId = requireCustomer(context);
  const cartId = cartIdOf(request, null);
  if (!cartId) throw new RouteError(404, 'CART_NOT_FOUND', 'You have no bag yet.');
  const result = await getBag(await bagDb(), context, cartId);
  if (!result.ok) return bagFailureAnswer(request, result);
  const cart = result.value;
  return json({
    cartInfo: {
      cartId: cart.cartId,
      customerId,
      tradingTitleId: brand.tradingTitleId,
      orderValue: cart.orderValue,
      channel: 'new-headless-web',
      cartEntries: cart.cartEntries.map((entry) => ({
        quantity: entry.quantity,
        unitPrice: entry.unitPrice,
        productNo: entry.productNo,
        ProductOptionNo: entry.productOptionNo,
      })),
    },
  });
});
