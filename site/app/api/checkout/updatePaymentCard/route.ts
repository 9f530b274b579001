import { listSavedCards, makeDefaultCard, preselectedCard, removeCard } from '@shop/commerce/payments/cards';
import { bagContextFor } from '@/lib/bag/context.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { updatePaymentCardBody } from '@/lib/checkout/payment-schemas.ts';
import { requireCustomer } from '@/lib/checkout/payments.ts';
import { json, RouteError, readJson, requestBrand, route } from '@/lib/http/route.ts';

/** PUT /api/checkout/updatePaymentCard {token, action}: makes a saved card the default (or removes it). */
export const PUT = route(async (request) => {
  const customerId = requireCustomer(await bagContextFor(request, requestBrand(request)));
  const body = await readJson(request, updatePaymentCardBody);
  const db = await bagDb();
  const done =
    body.action === 'REMOVE'
      ? await removeCard(db, customerId, body.token)
      : await makeDefaultCard(db, customerId, body.token);
  if (!done) throw new RouteError(404, 'CARD_NOT_FOUND', 'We couldn’t find that saved card.');
  const paymentCards = await listSavedCards(db, customerId);
  return json({ paymentCards, selectedCard: preselectedCard(paymentCards)?.token ?? null });
});
