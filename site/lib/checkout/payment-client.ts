// The browser's checkout card calls (spec §7 "Checkout payment") and the gateway's browser pieces: its client script
// (hosted card fields), the hidden device-data-collection frame. The card number stays inside the gateway's frame;
// this page only ever handles the transient token and the first digits (BIN) the token itself carries.

import { fetcher } from '@/lib/client/fetcher.ts';
import { loadScript } from '@/lib/client/load-script.ts';
import type { BillingFields } from './billing.ts';

export const CHANNEL = 'new-headless-web';
export const BIN_ACCEPTED = 'PAYMENT CARD BIN VALIDATION - Card Accepted';
export const CARD_NOT_ACCEPTED = 'Sorry, we can’t accept this card. Please try another card.';
/** How long to wait for the device data collection before enrolling anyway (the gateway's guidance). */
export const DDC_TIMEOUT_MS = 10_000;

export interface CardFields {
  frame: HTMLIFrameElement;
  createToken(): Promise<string>;
  focus(): void;
  destroy(): void;
}

export interface FieldsChange {
  cardType: string | null;
  allowed: boolean | null;
  empty: boolean;
  complete: boolean;
}

interface Microform {
  mount(options: {
    captureContext: string;
    container: HTMLElement;
    onChange?: (change: FieldsChange) => void;
    title?: string;
  }): Promise<CardFields>;
}

declare global {
  interface Window {
    SandboxMicroform?: Microform;
  }
}

export interface BrowserFields {
  colorDepth: number;
  language: string;
  screenHeight: number;
  screenWidth: number;
  timeDifference: number;
  userAgent: string;
}

/** A make-a-payment's journey and amount choice (spec §3): sent instead of a cart id. */
export interface CreditPaymentFields {
  journeyType: 'make-a-payment-myaccount' | 'make-a-payment-checkout';
  paymentAmountChoice: 'MINIMUM_PAYMENT' | 'CURERNT_BALANCE' | 'OTHER_AMOUNT';
}

export interface PaymentBody extends Partial<Omit<CreditPaymentFields, 'journeyType'>> {
  /** A make-a-payment's journey, or credit-checkout for a part payment (credit first, the rest by card). */
  journeyType?: CreditPaymentFields['journeyType'] | 'credit-checkout';
  /** The bag paid for (not sent by a make-a-payment). */
  cartId?: string;
  /** Pounds: what the card pays (in a part payment, the order total less `creditAmount`). */
  amount: number;
  /** Part payment: the store credit's part, pounds (the customer's available to spend). */
  creditAmount?: number;
  channel: typeof CHANNEL;
  websiteIdentifier: string;
  /** A new card: the gateway's transient token… */
  transientToken?: string;
  /** …or one of the customer's saved cards (its instrument token). */
  instrumentId?: string;
  sessionId: string;
  email?: string;
  browserFields: BrowserFields;
  /** The card's billing address (an order's; spec §3). */
  billingAddress?: BillingFields;
  saveCard: boolean;
}

/** A saved card as the payment page offers it (spec §3 "Saved payment card"; never a card number). */
export interface OfferedCard {
  token: string;
  instrumentToken: string;
  panSuffix: string;
  /** Visa, Mastercard, … */
  cardName: string;
  /** MM/YYYY. */
  expiryDate: string;
  expired: boolean;
}

export type EnrolAnswer =
  | { status: 'AUTHENTICATION_SUCCESSFUL'; order: { cartId: string; orderNumber: string } }
  /** A make-a-payment: its receipt page. */
  | { status: 'AUTHENTICATION_SUCCESSFUL'; receiptPath: string }
  | { status: 'PENDING_AUTHENTICATION'; stepUpUrl: string; authenticationTransactionId: string };

const post = <T>(url: string, body: unknown, headers?: Record<string, string>) =>
  fetcher<T>(url, { method: 'POST', body: JSON.stringify(body), headers });

export function captureContext(siteId: string) {
  return post<{ captureContext: string; clientLibrary: string }>('/api/checkout/flexKey', {
    channel: CHANNEL,
    websiteIdentifier: siteId,
    targetOrigin: window.location.origin,
  });
}

/** Loads the gateway's client script once per address. */
export const loadClientLibrary = (src: string): Promise<void> => loadScript(src, 'the card fields could not be loaded');

/** The BIN the transient token carries (its payload, base64url; the server checks the signature, not us). */
export function binOf(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const padded = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims = JSON.parse(atob(padded)) as {
      content?: { paymentInformation?: { card?: { number?: { bin?: unknown } } } };
    };
    const bin = claims.content?.paymentInformation?.card?.number?.bin;
    return typeof bin === 'string' && /^\d{6,8}$/.test(bin) ? bin : null;
  } catch {
    return null;
  }
}

export async function binAccepted(bin: string): Promise<boolean> {
  const answer = await fetcher<{ message?: string }>(`/api/checkout/binValidation?bin=${encodeURIComponent(bin)}`);
  return answer.message === BIN_ACCEPTED;
}

export function authenticationSetup(input: {
  cartId?: string;
  journeyType?: CreditPaymentFields['journeyType'];
  amount: number;
  websiteIdentifier: string;
  transientToken?: string;
  instrumentId?: string;
}) {
  return post<{ accessToken: string; deviceDataCollectionUrl: string; referenceId: string }>(
    '/api/checkout/jwtToken',
    input,
  );
}

/**
 * Frames the gateway's device data collection page, hidden, and waits for its "profile.completed" (or gives up after
 * 10 s: the enrolment goes ahead either way).
 */
export function collectDeviceData(
  host: HTMLElement,
  setup: { accessToken: string; deviceDataCollectionUrl: string; referenceId: string },
): Promise<void> {
  const url = new URL(setup.deviceDataCollectionUrl, window.location.href);
  url.searchParams.set('JWT', setup.accessToken);
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    const finish = () => {
      window.clearTimeout(timer);
      window.removeEventListener('message', listener);
      frame.remove();
      resolve();
    };
    const listener = (event: MessageEvent) => {
      if (event.origin !== url.origin || event.source !== frame.contentWindow) return;
      const data = event.data as { MessageType?: unknown; SessionId?: unknown } | null;
      if (data?.MessageType === 'profile.completed') finish();
    };
    const timer = window.setTimeout(finish, DDC_TIMEOUT_MS);
    window.addEventListener('message', listener);
    frame.src = url.toString();
    frame.title = 'Device check for your bank';
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.style.cssText = 'display:none;width:0;height:0;border:0';
    host.appendChild(frame);
  });
}

export function browserFields(): BrowserFields {
  return {
    colorDepth: window.screen.colorDepth || 24,
    language: navigator.language || 'en-GB',
    screenHeight: window.screen.height,
    screenWidth: window.screen.width,
    timeDifference: new Date().getTimezoneOffset(),
    userAgent: navigator.userAgent.slice(0, 512),
  };
}

/**
 * One of the two completing calls under this press's Idempotency-Key. A lost answer (no response at all) is sent once
 * more with the same key: the server answers the first result rather than paying twice.
 */
export async function sendOnce<T>(url: string, body: unknown, key: string): Promise<T> {
  try {
    return await post<T>(url, body, { 'idempotency-key': key });
  } catch (error) {
    if (error instanceof TypeError) return post<T>(url, body, { 'idempotency-key': key });
    throw error;
  }
}

export const enrol = (body: PaymentBody, key: string) =>
  sendOnce<EnrolAnswer>('/api/checkout/cartAuthEnroll', body, key);

export const validatePayer = (body: PaymentBody & { authenticationTransactionId: string }, key: string) =>
  sendOnce<EnrolAnswer>('/api/checkout/cartAuthPayer', body, key);

export const confirmationPath = (cartId: string) => `/checkout/order-confirmation?cartId=${encodeURIComponent(cartId)}`;

export interface PlacedAnswer {
  code: 'CART_PMNT_DONE';
  order: { cartId: string; orderNumber: string };
}

/** The whole order on the customer's store credit account ("<Brand> Pay"), once per press's Idempotency-Key. */
export const payViaCredit = (
  body: { cartId: string; amount: number; tradingTitle: string; channel: typeof CHANNEL; currency: 'GBP' },
  key: string,
) => sendOnce<PlacedAnswer>('/api/checkout/payViaCredit', body, key);
