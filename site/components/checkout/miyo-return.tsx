'use client';
// Back from Miyo's page: the shop asks Miyo what happened (never the address bar) and completes the order once. While
// Miyo's callback is completing the same order the shop answers PAYMENT_IN_PROGRESS and this asks again shortly; an
// approval lands on the order confirmation, a decline goes back to the payment page with the reason.
import { useEffect, useRef, useState } from 'react';
import { callFailure } from '@/lib/checkout/client-api.ts';
import { miyoCreditAuthorisation } from '@/lib/checkout/miyo-client.ts';
import { confirmationPath } from '@/lib/checkout/payment-client.ts';
import * as bag from '../bag/bag.css.ts';

const RETRY_MS = 700;
const MAX_TRIES = 20;

export function MiyoReturn({ miyoSession, siteId }: { miyoSession: string; siteId: string }) {
  const started = useRef(false);
  const [message, setMessage] = useState('Confirming your Miyo payment…');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let tries = 0;
    const attempt = async (): Promise<void> => {
      tries++;
      try {
        const answer = await miyoCreditAuthorisation({ miyoSession, websiteIdentifier: siteId });
        window.location.replace(confirmationPath(answer.order.cartId));
      } catch (failure) {
        const { code, message: reason } = callFailure(failure);
        if ((code === 'PAYMENT_IN_PROGRESS' || code === 'PAYMENT_UNAVAILABLE') && tries < MAX_TRIES) {
          setTimeout(() => void attempt(), RETRY_MS);
          return;
        }
        setMessage(reason);
        const back = new URL('/checkout/payment', window.location.href);
        back.searchParams.set('miyo', code);
        back.searchParams.set('miyoSession', miyoSession);
        window.location.replace(back.toString());
      }
    };
    void attempt();
  }, [miyoSession, siteId]);

  return (
    <p className={bag.muted} role="status" aria-live="polite">
      {message}
    </p>
  );
}
