import { addCard, isExpired, listSavedCards, preselectedCard } from '@shop/commerce/payments/cards';
import { bagContextFor } from '@/lib/bag/context.ts';
import { bagDb } from '@/lib/bag/request.ts';
import { CARD_NOT_ACCEPTED } from '@/lib/checkout/payment-client.ts';
import { addPaymentCardBody } from '@/lib/checkout/payment-schemas.ts';
import { gatewayFailure, requireCustomer } from '@/lib/checkout/payments.ts';
import { cardGateway } from '@/lib/checkout/providers.ts';
import { json, readJson, requestBrand, route } from '@/lib/http/route.ts';

/**
 * POST /api/checkout/addPaymentCard {transientToken}: the add-card-myaccount journey. The gateway reads the card the
 * hosted fields' token stands for, the shop checks it takes that card (BIN) and that it has not expired, and the
 * gateway saves it as an instrument the customer can pay with later; the answer is the customer's cards, as
 * retrievePaymentCart answers them. A repeat with the same token keeps one card.
 */
export const POST = route(async (request) => {
  const customerId = requireCustomer(await bagContextFor(request, requestBrand(request)));
  const { transientToken } = await readJson(request, addPaymentCardBody);
  const gateway = cardGateway();
  try {
    const card = await gateway.readTransientToken(transientToken);
    if (isExpired(card, new Date())) {
      return json(
        { code: 'CARD_EXPIRED', message: 'This card has expired. Please use another card.' },
        { status: 400 },
      );
    }
    const bin = await gateway.binLookup(card.bin);
    if (!bin.accepted) return json({ code: 'CARD_NOT_ACCEPTED', message: CARD_NOT_ACCEPTED }, { status: 400 });
    const saved = await gateway.createInstrument(transientToken);
    const db = await bagDb();
    const added = await addCard(db, customerId, saved);
    const paymentCards = await listSavedCards(db, customerId);
    return json(
      { card: added, paymentCards, selectedCard: preselectedCard(paymentCards)?.token ?? null },
      { status: 201 },
    );
  } catch (error) {
    return gatewayFailure(error);
  }
});
