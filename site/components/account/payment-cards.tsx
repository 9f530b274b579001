'use client';
// The account's saved cards (the add-card-myaccount journey): each card with its expiry, the default marked; make one
// the default, remove one (after a confirmation), or add one through the gateway's hosted fields. The card number never
// reaches the shop: the fields hand this page a transient token, which the shop has the gateway save as an instrument.
import { Button } from '@shop/ui/button';
import { useId, useState } from 'react';
import * as checkout from '@/components/checkout/checkout.css.ts';
import { useCardFields } from '@/components/checkout/use-card-fields.ts';
import { callFailure } from '@/lib/checkout/client-api.ts';
import { binAccepted, binOf, CARD_NOT_ACCEPTED } from '@/lib/checkout/payment-client.ts';
import { fetcher } from '@/lib/client/fetcher.ts';
import * as styles from './account.css.ts';

export interface AccountCard {
  token: string;
  panSuffix: string;
  cardName: string;
  expiryDate: string;
  expired: boolean;
  defaultCardIndicator: boolean;
}

interface CardsAnswer {
  paymentCards: Array<Omit<AccountCard, 'cardName'> & { cardType: string }>;
}

export function PaymentCards({
  initial,
  siteId,
  cardNames,
}: {
  initial: readonly AccountCard[];
  siteId: string;
  /** Card type code → name (001 → Visa). */
  cardNames: Readonly<Record<string, string>>;
}) {
  const id = useId();
  const [cards, setCards] = useState<readonly AccountCard[]>(initial);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { host, fields, state, again } = useCardFields(siteId, adding, setError);

  const named = (answer: CardsAnswer): AccountCard[] =>
    answer.paymentCards.map(({ cardType, ...card }) => ({ ...card, cardName: cardNames[cardType] ?? 'Card' }));

  async function run(work: () => Promise<string>) {
    if (busy) return;
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      setStatus(await work());
    } catch (failure) {
      setError(callFailure(failure).message);
    } finally {
      setBusy(false);
    }
  }

  const update = (card: AccountCard, action: 'DEFAULT' | 'REMOVE') =>
    run(async () => {
      const answer = await fetcher<CardsAnswer>('/api/checkout/updatePaymentCard', {
        method: 'PUT',
        body: JSON.stringify({ token: card.token, action }),
      });
      setCards(named(answer));
      setConfirming(null);
      return action === 'REMOVE'
        ? `${card.cardName} ending ${card.panSuffix} was removed.`
        : `${card.cardName} ending ${card.panSuffix} is now your default card.`;
    });

  const add = () =>
    run(async () => {
      const mounted = fields.current;
      if (!mounted) throw new Error('The card fields are still loading.');
      let transientToken: string;
      try {
        transientToken = await mounted.createToken();
      } catch (failure) {
        throw new Error(failure instanceof Error && failure.message ? failure.message : 'Check your card details.');
      }
      const bin = binOf(transientToken);
      if (!bin || !(await binAccepted(bin))) {
        again();
        throw new Error(CARD_NOT_ACCEPTED);
      }
      const answer = await fetcher<CardsAnswer & { card: { panSuffix: string; cardType: string } }>(
        '/api/checkout/addPaymentCard',
        { method: 'POST', body: JSON.stringify({ transientToken, journeyType: 'add-card-myaccount' }) },
      );
      setCards(named(answer));
      setAdding(false);
      return `${cardNames[answer.card.cardType] ?? 'Card'} ending ${answer.card.panSuffix} was added.`;
    });

  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Saved cards
      </h2>
      <div aria-live="polite">
        {status ? <p className={styles.status}>{status}</p> : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {cards.length === 0 ? (
        <p className={styles.muted}>You have no saved cards. Add one to pay faster next time.</p>
      ) : (
        <ul className={styles.cardList}>
          {cards.map((card) => {
            const label = `${card.cardName} ending ${card.panSuffix}`;
            return (
              <li key={card.token} className={styles.cardRow}>
                <div>
                  <p className={styles.value}>
                    {label}
                    {card.defaultCardIndicator ? <span className={styles.badge}>Default</span> : null}
                  </p>
                  <p className={card.expired ? styles.error : styles.muted}>
                    {card.expired ? `Expired ${card.expiryDate}` : `Expires ${card.expiryDate}`}
                  </p>
                </div>
                {confirming === card.token ? (
                  <div className={styles.rowActions}>
                    <span>Remove this card?</span>
                    <Button variant="secondary" onClick={() => void update(card, 'REMOVE')} disabled={busy}>
                      Yes, remove {label}
                    </Button>
                    <Button variant="secondary" onClick={() => setConfirming(null)} disabled={busy}>
                      Keep it
                    </Button>
                  </div>
                ) : (
                  <div className={styles.rowActions}>
                    {card.defaultCardIndicator || card.expired ? null : (
                      <Button
                        variant="secondary"
                        onClick={() => void update(card, 'DEFAULT')}
                        disabled={busy}
                        aria-label={`Make ${label} your default card`}
                      >
                        Make default
                      </Button>
                    )}
                    <Button
                      variant="secondary"
                      onClick={() => setConfirming(card.token)}
                      disabled={busy}
                      aria-label={`Remove ${label}`}
                    >
                      Remove
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {adding ? (
        <div className={styles.addCard}>
          <h3 className={styles.cardTitle}>Add a card</h3>
          <div className={checkout.cardFields} aria-busy={state === 'loading'}>
            <div ref={host} />
            {state === 'loading' ? <p className={styles.muted}>Loading the secure card fields…</p> : null}
          </div>
          <p className={styles.muted}>Your card details go straight to our payment provider; we never see them.</p>
          <div className={styles.rowActions}>
            <Button onClick={() => void add()} disabled={busy || state !== 'ready'}>
              {busy ? 'Saving…' : 'Save card'}
            </Button>
            <Button variant="secondary" onClick={() => setAdding(false)} disabled={busy}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setStatus(null);
            setError(null);
            setAdding(true);
          }}
        >
          Add a card
        </Button>
      )}
    </section>
  );
}
