import { declinedWithin } from '@shop/commerce/credit/application';
import { creditMessageTypeFor, journeyView, PROBE_REJECT_DAYS } from '@shop/commerce/credit/restrictions';
import { getCreditDetails } from '@shop/commerce/customers/credit-details';
import { getCustomerDetails } from '@shop/commerce/customers/details';
import { getReadyDb } from '@shop/commerce/db/client';
import { miyoNotice } from '@shop/commerce/miyo/checkout';
import { listSavedCards, preselectedCard } from '@shop/commerce/payments/cards';
import { CARD_TYPES, type CardTypeCode } from '@shop/commerce/payments/gateway';
import { LinkButton } from '@shop/ui/button';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import * as styles from '@/components/bag/bag.css.ts';
import { addressLines } from '@/components/checkout/address-lines.ts';
import { CardPayment } from '@/components/checkout/card-payment.tsx';
import * as checkout from '@/components/checkout/checkout.css.ts';
import { CheckoutSlotView } from '@/components/checkout/checkout-slots.tsx';
import { CheckoutSummary, speedName } from '@/components/checkout/checkout-summary.tsx';
import { CreditPayment } from '@/components/checkout/credit-payment.tsx';
import { MiyoPayment } from '@/components/checkout/miyo-payment.tsx';
import { StepBar } from '@/components/checkout/step-bar.tsx';
import { WalletPayment } from '@/components/checkout/wallet-payment.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { billingFromAddress } from '@/lib/checkout/billing.ts';
import { creditOffer } from '@/lib/checkout/credit-offer.ts';
import { longDate } from '@/lib/checkout/dates.ts';
import { miyoProvider } from '@/lib/checkout/miyo.ts';
import { requireCheckoutBag } from '@/lib/checkout/page.ts';
import { sandboxWalletScript } from '@/lib/checkout/wallets.ts';
import { getCheckoutTemplate } from '@/lib/content/checkout.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { previewState } from '@/lib/preview/server.ts';
import { requirePageSession } from '@/lib/session/page.ts';

type Props = {
  params: Promise<{ brand: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: 'Payment', robots: { index: false } };

const DELIVERY_PATH = '/checkout/delivery-method';

/**
 * /checkout/payment: checkout step 2. The server checks the bag is ready to pay (a delivery address, and a parcel shop
 * when collecting) and renders the delivery chosen and the summary; the card is paid in the browser (CardPayment), and a
 * credit customer is offered "<Brand> Pay" first (CreditPayment).
 */
export default async function PaymentPage({ params, searchParams }: Props) {
  const brand = await brandFromParams(params);
  const [view, template, preview] = await Promise.all([
    requireCheckoutBag(brand, '/checkout/payment'),
    // The checkout template's payment slot (credit explanation, reassurance…); the lake being down never stops a payment.
    orWhenUnavailable(getCheckoutTemplate(brand.code), null, `${brand.code} checkout template`),
    previewState(),
  ]);
  // The bank's 3-D Secure check takes the shopper's email address.
  const session = await requirePageSession(brand, '/checkout/payment');
  const db = await getReadyDb();
  const customer = await getCustomerDetails(db, session.customerId);
  const email = customer?.contactDetails.emailAddress;
  const cards = await listSavedCards(db, session.customerId);
  // A credit customer pays with "<Brand> Pay" (all, or part and the rest by card), and may pay towards their account
  // from here (make-a-payment-checkout); a cash customer sees the card and may apply for the account (/checkout/credit-application).
  const creditAccount = await getCreditDetails(db, session.customerId);
  // A cash customer declined lately (probe-reject) is not invited to apply again; others are (restrictions matrix).
  const cashView = creditAccount
    ? null
    : journeyView(
        creditMessageTypeFor(
          {
            account: null,
            recentlyDeclined: await declinedWithin(db, session.customerId, brand.code, PROBE_REJECT_DAYS),
          },
          'checkout',
        ),
        'checkout',
      );
  const savedCards = cards.map((card) => ({
    token: card.token,
    instrumentToken: card.instrumentToken,
    panSuffix: card.panSuffix,
    cardName: CARD_TYPES[card.cardType as CardTypeCode] ?? 'Card',
    expiryDate: card.expiryDate,
    expired: card.expired,
  }));
  // Back from Miyo without an order: Miyo is asked why (the address bar is never trusted for the reason).
  const miyoSession = (await searchParams).miyoSession;
  const miyoMessage =
    typeof miyoSession === 'string' && /^[0-9a-f-]{36}$/i.test(miyoSession)
      ? await miyoNotice(miyoProvider(), miyoSession, { customerId: session.customerId, brandCode: brand.code })
      : null;
  const collecting = view.deliveryMode === 'HPS' || view.deliveryMode === 'EXPRESS_COLLECT';
  if (!view.deliveryAddress || (collecting && !view.parcelShop)) redirect(DELIVERY_PATH);
  const date =
    view.deliveryMode === 'NOM'
      ? view.nominatedDeliveryDetails.nominatedDate
      : view.deliveryMode === 'EXPRESS'
        ? view.expressDeliveryDetails.deliveryDate
        : view.deliveryMode === 'HPS'
          ? view.hpsDeliveryDetails.deliveryDate
          : view.deliveryMode === 'EXPRESS_COLLECT'
            ? view.expressCollectDeliveryDetails.deliveryDate
            : view.standardDeliveryDetails.deliveryDate;
  // The billing address offered as the same: the delivery address (a collection's: the shopper's own address).
  const delivered = view.deliveryAddress as Record<string, string> | null;
  const billing = {
    delivery: delivered ? billingFromAddress(delivered) : null,
    deliveryLines: delivered ? addressLines(delivered).slice(1) : null,
    sameLabel: collecting ? 'Same as my address' : 'Same as the delivery address',
    // Spec §3: the cardholder's name falls back to the customer's given and family names.
    cardHoldersName:
      [delivered?.firstName, delivered?.surName].filter(Boolean).join(' ') ||
      [customer?.firstname, customer?.lastname].filter(Boolean).join(' '),
  };
  const slot = await CheckoutSlotView({
    template,
    slot: 'paymentBlocks',
    data: { brand, freeStandardRemaining: null },
    preview: preview.enabled,
  });
  const card = {
    cartId: view.cartId,
    siteId: brand.siteId,
    email: email || undefined,
    savedCards,
    preselected: preselectedCard(cards)?.token ?? null,
    billing,
  };
  return (
    <div className={`${container} ${styles.page}`}>
      <StepBar current="payment" />
      <h1 className={styles.heading}>Payment</h1>
      <div className={styles.layout}>
        <div className={styles.column}>
          {creditAccount ? (
            <CreditPayment
              offer={creditOffer(creditAccount, view.orderTotal)}
              creditName={brand.creditBrandName}
              orderTotal={view.orderTotal}
              tradingTitle={brand.tradingTitleId}
              card={card}
            />
          ) : (
            <>
              {cashView?.notice === 'probe-reject' ? (
                <div className={styles.notice.info} role="note" data-testid="credit-probe-reject">
                  We couldn’t offer you {brand.creditBrandName} when you applied recently, so please pay by card.
                </div>
              ) : null}
              <CardPayment {...card} orderTotal={view.orderTotal} />
            </>
          )}
          <WalletPayment
            cartId={view.cartId}
            orderTotal={view.orderTotal}
            tradingTitle={brand.tradingTitleId}
            walletScript={sandboxWalletScript((await searchParams).sandboxWallet)}
            email={email || undefined}
          />
          <MiyoPayment
            cartId={view.cartId}
            orderTotal={view.orderTotal}
            siteId={brand.siteId}
            notice={miyoMessage ?? undefined}
          />
          <section className={styles.card} aria-labelledby="payment-delivery">
            <h2 id="payment-delivery" className={styles.cardTitle}>
              Delivery
            </h2>
            <p className={styles.totalLabel} data-testid="payment-speed">
              <strong>{speedName(view)}</strong>
              {date ? `, ${longDate(date)}` : ''}
            </p>
            {collecting && view.parcelShop ? (
              <p className={styles.totalLabel}>
                Collect from {view.parcelShop.description}, {view.parcelShop.address}
              </p>
            ) : (
              <address className={checkout.addressText}>{addressLines(view.deliveryAddress).join(', ')}</address>
            )}
            {view.contactNumber ? <p className={styles.muted}>Contact number: {view.contactNumber}</p> : null}
          </section>
          <div className={checkout.actions}>
            <LinkButton href={DELIVERY_PATH} variant="secondary">
              Back to delivery
            </LinkButton>
            {creditAccount ? (
              <LinkButton href="/checkout/make-a-payment?journey=checkout" variant="secondary">
                Make a payment to your account
              </LinkButton>
            ) : cashView?.inviteToApply ? (
              <LinkButton href="/checkout/credit-application" variant="secondary">
                Apply for {brand.creditBrandName}
              </LinkButton>
            ) : null}
          </div>
          {slot}
        </div>
        <section className={styles.card} aria-labelledby="payment-summary">
          <h2 id="payment-summary" className={styles.cardTitle}>
            Order summary
          </h2>
          <CheckoutSummary view={view} />
        </section>
      </div>
    </div>
  );
}
