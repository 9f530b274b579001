import { getReadyDb } from '@shop/commerce/db/client';
import { listSavedCards } from '@shop/commerce/payments/cards';
import { CARD_TYPES, type CardTypeCode } from '@shop/commerce/payments/gateway';
import type { Metadata } from 'next';
import { AccountShell } from '@/components/account/account-shell.tsx';
import { PaymentCards } from '@/components/account/payment-cards.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { requirePageSession } from '@/lib/session/page.ts';

export const metadata: Metadata = { title: 'Saved cards', robots: { index: false } };

type Props = { params: Promise<{ brand: string }> };

/** /shop/myaccount/payment-cards: the customer's saved cards (the add-card-myaccount journey). */
export default async function PaymentCardsPage({ params }: Props) {
  const brand = await brandFromParams(params);
  const session = await requirePageSession(brand, '/shop/myaccount/payment-cards');
  const cards = await listSavedCards(await getReadyDb(), session.customerId);
  const cardNames: Record<string, string> = { ...CARD_TYPES };
  return (
    <AccountShell current="cards" title="Saved cards" lead="The cards you can pay with in one step at checkout.">
      <PaymentCards
        siteId={brand.siteId}
        cardNames={cardNames}
        initial={cards.map((card) => ({
          token: card.token,
          panSuffix: card.panSuffix,
          cardName: CARD_TYPES[card.cardType as CardTypeCode] ?? 'Card',
          expiryDate: card.expiryDate,
          expired: card.expired,
          defaultCardIndicator: card.defaultCardIndicator,
        }))}
      />
    </AccountShell>
  );
}
