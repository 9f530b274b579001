'use client';
// Checkout, step 2: Apple Pay and Google Pay. When the page loads, the trading title's wallet merchant details are
// read (midDetails) and each wallet's own capability check runs (ApplePaySession.canMakePayments, Google Pay's
// isReadyToPay): a button is shown only for a wallet that says this browser can pay (spec §4: loaded / ready /
// supported per wallet; a wallet that is missing or fails its check has all three false). In sandbox mode the page
// first loads the sandbox's labelled wallet emulation (never in a production configuration: the server passes its
// address only when the sandbox is the wallet provider).
// Pressing a button opens the wallet's sheet straight away (Apple Pay insists the session starts inside the press);
// Apple's merchant validation goes through our server (validateMerchant); the network token the sheet answers pays
// the bag by digitalAuthorization under one Idempotency-Key for this press; then the order confirmation. One payment
// at a time; a failure is named in the error summary.
import { useRouter } from 'next/navigation';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import type { BillingFields } from '@/lib/checkout/billing.ts';
import { callFailure } from '@/lib/checkout/client-api.ts';
import { confirmationPath } from '@/lib/checkout/payment-client.ts';
import {
  APPLE_PAY_VERSION,
  type ApplePaySessionLike,
  appleBillingAddress,
  appleNetworkToken,
  applePayRequest,
  applePaySession,
  digitalAuthorization,
  fetchMidDetails,
  googleBillingAddress,
  googleNetworkToken,
  googlePaymentRequest,
  googlePaymentsClient,
  googleReadyRequest,
  initialWallets,
  isGoogleCancel,
  loadWalletScript,
  type NetworkToken,
  validateMerchant,
  WALLET_NAMES,
  type WalletCode,
  type WalletFlags,
  type WalletMerchant,
  walletsReducer,
} from '@/lib/checkout/wallet-client.ts';
import * as bag from '../bag/bag.css.ts';
import { ErrorSummary } from './error-summary.tsx';
import * as styles from './wallet-payment.css.ts';

const noPayment = (wallet: string) =>
  `${wallet} didn’t send a payment we can use, so nothing has been charged. Please try again or pay by card.`;
const sheetFailed = (wallet: string) =>
  `${wallet} couldn’t complete this payment, so nothing has been charged. Please try again or pay by card.`;

const flagsText = (flags: WalletFlags) =>
  (['loaded', 'ready', 'supported'] as const).filter((flag) => flags[flag]).join(' ') || 'unavailable';

export function WalletPayment({
  cartId,
  orderTotal,
  tradingTitle,
  walletScript,
  email,
}: {
  cartId: string;
  /** Pence. */
  orderTotal: number;
  /** The brand's trading title (its wallet merchant). */
  tradingTitle: string;
  /** The sandbox's wallet emulation to load first; null outside sandbox mode. */
  walletScript: string | null;
  email?: string | undefined;
}) {
  const id = useId();
  const router = useRouter();
  const [wallets, dispatch] = useReducer(walletsReducer, initialWallets);
  const [merchant, setMerchant] = useState<WalletMerchant | null>(null);
  const [busy, setBusy] = useState<WalletCode | null>(null);
  const [error, setError] = useState<{ wallet: WalletCode; message: string } | null>(null);
  const inFlight = useRef(false);
  const amount = Math.round(orderTotal) / 100;

  // Which wallets this browser has: loaded, then each wallet's own check.
  useEffect(() => {
    let live = true;
    const unavailable = (wallet: WalletCode) => live && dispatch({ type: 'unavailable', wallet });
    async function check() {
      let details: WalletMerchant;
      try {
        if (walletScript) await loadWalletScript(walletScript);
        details = await fetchMidDetails(tradingTitle);
      } catch {
        unavailable('APay');
        unavailable('GPay');
        return;
      }
      if (!live) return;
      if (!details.walletsOffered) {
        unavailable('APay');
        unavailable('GPay');
        return;
      }
      setMerchant(details);
      const Apple = applePaySession();
      if (!Apple) unavailable('APay');
      else {
        dispatch({ type: 'loaded', wallet: 'APay' });
        try {
          const supported = Apple.supportsVersion(APPLE_PAY_VERSION) && Apple.canMakePayments();
          dispatch({ type: 'ready', wallet: 'APay', supported });
        } catch {
          unavailable('APay');
        }
      }
      const google = googlePaymentsClient();
      if (!google) unavailable('GPay');
      else {
        dispatch({ type: 'loaded', wallet: 'GPay' });
        try {
          const answer = await google.isReadyToPay(googleReadyRequest(details));
          if (live) dispatch({ type: 'ready', wallet: 'GPay', supported: answer.result === true });
        } catch {
          unavailable('GPay');
        }
      }
    }
    void check();
    return () => {
      live = false;
    };
  }, [walletScript, tradingTitle]);

  function begin(wallet: WalletCode): boolean {
    if (inFlight.current || !merchant) return false;
    inFlight.current = true;
    setBusy(wallet);
    setError(null);
    return true;
  }

  function release() {
    inFlight.current = false;
    setBusy(null);
  }

  function fail(wallet: WalletCode, message: string) {
    release();
    setError({ wallet, message });
  }

  /**
   * Pays the bag with the wallet's token (and the billing contact it sent) under this press's key: the confirmation's
   * path, or null (failure shown). A bag changed since the page showed its total (another tab) charges nothing: the
   * page is read again so the new total shows, and the next press pays that.
   */
  async function authorise(
    wallet: WalletCode,
    networkToken: NetworkToken,
    billingAddress: BillingFields | null,
    key: string,
  ): Promise<string | null> {
    try {
      const answer = await digitalAuthorization(
        {
          cartId,
          amount,
          paymentType: wallet,
          networkToken,
          accountTradingTitle: tradingTitle,
          ...(billingAddress ? { billingAddress } : {}),
          ...(email ? { email } : {}),
        },
        key,
      );
      return confirmationPath(answer.order.cartId);
    } catch (failure) {
      const { code, message } = callFailure(failure);
      fail(wallet, message);
      if (code === 'TOTAL_CHANGED') router.refresh();
      return null;
    }
  }

  function payWithApple() {
    const Apple = applePaySession();
    if (!Apple || !merchant || !begin('APay')) return;
    // One key for this press: a repeat of its payment answers the first result.
    const key = crypto.randomUUID();
    let session: ApplePaySessionLike;
    try {
      session = new Apple(APPLE_PAY_VERSION, applePayRequest(merchant, orderTotal));
    } catch {
      fail('APay', sheetFailed('Apple Pay'));
      return;
    }
    session.onvalidatemerchant = async (event) => {
      try {
        const { merchantSession } = await validateMerchant({
          accountTradingTitle: tradingTitle,
          validationURL: event.validationURL,
        });
        session.completeMerchantValidation(merchantSession);
      } catch (failure) {
        session.abort();
        fail('APay', callFailure(failure).message);
      }
    };
    session.onpaymentauthorized = async (event) => {
      const token = appleNetworkToken(event.payment);
      if (!token) {
        session.abort();
        fail('APay', noPayment('Apple Pay'));
        return;
      }
      const placed = await authorise('APay', token, appleBillingAddress(event.payment), key);
      if (!placed) {
        session.abort();
        return;
      }
      session.completePayment(Apple.STATUS_SUCCESS);
      window.location.assign(placed);
    };
    // Closed by the shopper: nothing was paid, the buttons are back (a failure already shown stays).
    session.oncancel = () => release();
    session.begin();
  }

  async function payWithGoogle() {
    const google = googlePaymentsClient();
    if (!google || !merchant || !begin('GPay')) return;
    const key = crypto.randomUUID();
    let paymentData: unknown;
    try {
      paymentData = await google.loadPaymentData(googlePaymentRequest(merchant, orderTotal));
    } catch (failure) {
      if (isGoogleCancel(failure)) release();
      else fail('GPay', sheetFailed('Google Pay'));
      return;
    }
    const token = googleNetworkToken(paymentData);
    if (!token) {
      fail('GPay', noPayment('Google Pay'));
      return;
    }
    const placed = await authorise('GPay', token, googleBillingAddress(paymentData), key);
    if (placed) window.location.assign(placed);
  }

  const offered = (['APay', 'GPay'] as const).filter((wallet) => wallets[wallet].supported);
  const buttonId = (wallet: WalletCode) => `${id}-${wallet}`;
  const state = { 'data-apple-pay': flagsText(wallets.APay), 'data-google-pay': flagsText(wallets.GPay) };
  // Checked on every wallet: none here, nothing is shown (the card and other methods remain).
  if (offered.length === 0) return <div data-testid="wallet-payment" hidden {...state} />;
  return (
    <section className={bag.card} aria-labelledby={`${id}-title`} data-testid="wallet-payment" {...state}>
      <h2 id={`${id}-title`} className={bag.cardTitle}>
        Pay with {offered.map((wallet) => WALLET_NAMES[wallet]).join(' or ')}
      </h2>
      {error ? (
        <ErrorSummary
          errors={[
            {
              target: offered.includes(error.wallet) ? buttonId(error.wallet) : buttonId(offered[0] ?? 'APay'),
              message: error.message,
            },
          ]}
        />
      ) : null}
      <p id={`${id}-note`} className={bag.muted}>
        Pay with a card saved in your wallet. We receive a one-time payment token, never your card number.
      </p>
      <div className={styles.buttons}>
        {offered.map((wallet) => (
          <button
            key={wallet}
            id={buttonId(wallet)}
            type="button"
            className={styles.walletButton}
            onClick={() => void (wallet === 'APay' ? payWithApple() : payWithGoogle())}
            disabled={busy !== null}
            aria-busy={busy === wallet}
            aria-describedby={`${id}-note`}
          >
            {busy === wallet ? `Paying with ${WALLET_NAMES[wallet]}…` : `Pay with ${WALLET_NAMES[wallet]}`}
          </button>
        ))}
      </div>
    </section>
  );
}
