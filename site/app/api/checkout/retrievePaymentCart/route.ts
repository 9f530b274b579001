import { listSavedCards, preselectedCard } from '@shop/commerce/payments/cards';
import { bagContextFor } from '@/lib/bag/context.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { requireCustomer } from '@/lib/checkout/payments.ts';
import { json, requestBrand, route } from '@/lib/http/route.ts';

/**
 * GET /api/checkout/retrievePaymentCart: the customer's saved cards (expired ones flagged), the default first, then
 * the most recently used; `selectedCard` is the one to offer (spec §4).
 */
export const GET = route(async (request) => {
  const customerId = requireCustomer(await bagContextFor(request, requestBrand(request)));
  const paymentCards = await listSavedCards(await bagDb(), customerId);
  return json({ paymentCards, selectedCard: preselectedCard(paymentCards)?.token ?? null });
});
