// The payment sweeper, run by the site server: every minute it settles payment attempts whose request died between
// the outside authorisation and the order (process killed, crash): the attempt's provider (card gateway or Miyo) is
// asked by the attempt's reference and an authorisation it finds is reversed (Miyo: released). Never a charge
// without an order.
import { sweepStaleCreditPayments } from '@shop/commerce/credit/make-a-payment';
import { getReadyDb } from '@shop/commerce/db/client';
import { miyoLookup } from '@shop/commerce/miyo/checkout';
import { miyoFromEnv } from '@shop/commerce/miyo/config';
import { STALE_ATTEMPT_MS, sweepStalePayments } from '@shop/commerce/payments/complete';
import { createLogger } from '@shop/runtime/log';
import { cardGateway } from './providers.ts';

const log = createLogger('site').child({ component: 'payment-sweeper' });

export const SWEEP_EVERY_MS = 60_000;

export async function sweepOnce(olderThanMs = STALE_ATTEMPT_MS): Promise<void> {
  try {
    const settled = await sweepStalePayments(
      await getReadyDb(),
      { card: cardGateway(), Miyo: miyoLookup(miyoFromEnv()) },
      { olderThanMs },
    );
    if (settled.voided + settled.failed > 0) log.info({ settled }, 'payment sweeper settled attempts');
    // Make-a-payment card payments left PENDING the same way (the credit account never changed for them).
    const credit = await sweepStaleCreditPayments(await getReadyDb(), cardGateway(), {
      olderThanMs,
    });
    if (credit.voided + credit.failed > 0) log.info({ settled: credit }, 'payment sweeper settled credit payments');
  } catch (error) {
    // The gateway or database is unavailable: the next sweep tries again.
    log.error({ err: error }, 'payment sweeper failed');
  }
}

/** Starts sweeping (first at start-up, for what a previous process left); answers a stop function. */
export function startPaymentSweeper(): () => void {
  void sweepOnce();
  const timer = setInterval(() => void sweepOnce(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
