import { getTransactionDetails } from '@shop/commerce/payments/transaction';
import { bagContextFor } from '@/lib/bag/context.ts';
import { bagDb, cartIdOf } from '@/lib/bag/request.ts';
import { requireCustomer } from '@/lib/checkout/payments.ts';
import { cartQuery } from '@/lib/checkout/schemas.ts';
import { json, RouteError, readQuery, requestBrand, route } from '@/lib/http/route.ts';

/**
 * GET /api/checkout/transactionDetails?cartId=: the latest payment on the customer's own bag (journey, method, status,
 * amount, the card's type and last four digits once authorised, the order number once placed). Never a card number.
 */
export const GET = route(async (request) => {
  const customerId = requireCustomer(await bagContextFor(request, requestBrand(request)));
  const cartId = cartIdOf(request, readQuery(request, cartQuery).cartId);
  const details = cartId ? await getTransactionDetails(await bagDb(), customerId, cartId) : null;
  if (!details) throw new RouteError(404, 'TRANSACTION_NOT_FOUND', 'There is no payment for this bag yet.');
  return json(details);
});
