// The browser's Apple Pay and Google Pay pieces (spec §4 digital wallets, §7 digital-payment): the wallet merchant
// details, Apple's merchant validation through our server, the payment with the wallet's network token, the payment
// requests each wallet's API takes, and the per-wallet loaded / ready / supported flags.
// The wallets' own objects (window.ApplePaySession, google.payments.api.PaymentsClient) are the browser's — in sandbox
// mode the sandbox's labelled emulation provides them (lib/sandbox/src/gateway/wallets.ts).
import { fetcher } from '@/lib/client/fetcher.ts';
import { loadScript } from '@/lib/client/load-script.ts';
import type { BillingFields } from './billing.ts';
import { CHANNEL, sendOnce } from './payment-client.ts';

/** What POST /api/digital-payment/midDetails answers (the trading title's wallet merchant details). */
export interface WalletMerchant {
  accountTradingTitle: string;
  merchantIdentifier: string;
  gateway: string;
  gatewayMerchantId: string;
  displayName: string;
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  allowedCardNetworks: string[];
  allowedAuthMethods: string[];
  walletsOffered: boolean;
}

/** A network token as the shop's digitalAuthorization takes it. */
export interface NetworkToken {
  token: string;
  cryptogram: string;
  eci: string;
}

export type WalletCode = 'APay' | 'GPay';

export const WALLET_NAMES: Record<WalletCode, string> = { APay: 'Apple Pay', GPay: 'Google Pay' };

/** Spec §4: per wallet, whether its API is loaded, its check has run (ready) and it says this browser can pay. */
export interface WalletFlags {
  loaded: boolean;
  ready: boolean;
  supported: boolean;
}

export type WalletsState = Record<WalletCode, WalletFlags>;

export type WalletAction =
  | { type: 'loaded'; wallet: WalletCode }
  | { type: 'ready'; wallet: WalletCode; supported: boolean }
  /** The wallet cannot be used here (no API, its check failed, no merchant details): all three flags false. */
  | { type: 'unavailable'; wallet: WalletCode };

const NONE: WalletFlags = { loaded: false, ready: false, supported: false };
export const initialWallets: WalletsState = { APay: NONE, GPay: NONE };

export function walletsReducer(state: WalletsState, action: WalletAction): WalletsState {
  const flags = state[action.wallet];
  switch (action.type) {
    case 'loaded':
      return { ...state, [action.wallet]: { ...flags, loaded: true } };
    case 'ready':
      return { ...state, [action.wallet]: { loaded: true, ready: true, supported: action.supported } };
    case 'unavailable':
      return { ...state, [action.wallet]: NONE };
  }
}

const post = <T>(url: string, body: unknown) => fetcher<T>(url, { method: 'POST', body: JSON.stringify(body) });

export const fetchMidDetails = (accountTradingTitle: string) =>
  post<WalletMerchant>('/api/digital-payment/midDetails', { accountTradingTitle });

export const validateMerchant = (body: { accountTradingTitle: string; validationURL: string }) =>
  post<{ merchantSession: unknown }>('/api/digital-payment/validateMerchant', body);

export interface WalletOrderAnswer {
  code: 'CART_PMNT_DONE';
  order: { cartId: string; orderNumber: string };
}

/** Pays the bag with the wallet's network token, under this press's Idempotency-Key. */
export const digitalAuthorization = (
  body: {
    cartId: string;
    amount: number;
    paymentType: WalletCode;
    networkToken: NetworkToken;
    accountTradingTitle: string;
    /** The wallet's billing contact (spec §3 billing address); the server checks it. */
    billingAddress?: BillingFields;
    email?: string;
  },
  key: string,
) =>
  sendOnce<WalletOrderAnswer>(
    '/api/digital-payment/digitalAuthorization',
    { ...body, journeyType: 'card-checkout', channel: CHANNEL },
    key,
  );

/** Pence as the wallets' amount strings ("12.34"). */
export const walletAmount = (pence: number): string => (Math.round(pence) / 100).toFixed(2);

/** Apple Pay JS's payment request for the total. */
export function applePayRequest(merchant: WalletMerchant, totalPence: number) {
  return {
    countryCode: merchant.countryCode,
    currencyCode: merchant.currencyCode,
    supportedNetworks: merchant.supportedNetworks,
    merchantCapabilities: merchant.merchantCapabilities,
    // The card's billing address goes to the bank with the payment and stays with the order.
    requiredBillingContactFields: ['postalAddress', 'name'],
    total: { label: merchant.displayName, type: 'final', amount: walletAmount(totalPence) },
  };
}

/** Google Pay's card method: networks, authentication methods and the gateway that receives the token. */
export function googleCardMethod(merchant: WalletMerchant) {
  return {
    type: 'CARD',
    parameters: {
      allowedAuthMethods: merchant.allowedAuthMethods,
      allowedCardNetworks: merchant.allowedCardNetworks,
      // The card's billing address, in full (name and every line), as for a card paid in the hosted fields.
      billingAddressRequired: true,
      billingAddressParameters: { format: 'FULL' },
    },
    tokenizationSpecification: {
      type: 'PAYMENT_GATEWAY',
      parameters: { gateway: merchant.gateway, gatewayMerchantId: merchant.gatewayMerchantId },
    },
  };
}

export function googleReadyRequest(merchant: WalletMerchant) {
  const { type } = googleCardMethod(merchant);
  const parameters = {
    allowedAuthMethods: merchant.allowedAuthMethods,
    allowedCardNetworks: merchant.allowedCardNetworks,
  };
  return { apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods: [{ type, parameters }] };
}

export function googlePaymentRequest(merchant: WalletMerchant, totalPence: number) {
  return {
    apiVersion: 2,
    apiVersionMinor: 0,
    allowedPaymentMethods: [googleCardMethod(merchant)],
    merchantInfo: { merchantName: merchant.displayName },
    transactionInfo: {
      totalPriceStatus: 'FINAL',
      totalPrice: walletAmount(totalPence),
      currencyCode: merchant.currencyCode,
      countryCode: merchant.countryCode,
    },
  };
}

/** The token, one-time cryptogram and ECI out of what a wallet answered; null when it is not one. */
export function networkTokenOf(value: unknown): NetworkToken | null {
  let data = value;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof data !== 'object' || data === null) return null;
  const { token, cryptogram, eci } = data as Record<string, unknown>;
  if (typeof token !== 'string' || typeof cryptogram !== 'string' || typeof eci !== 'string') return null;
  if (!token || !cryptogram || !eci) return null;
  return { token, cryptogram, eci };
}

/** Apple Pay: the network token inside the payment's token (paymentData). */
export const appleNetworkToken = (payment: unknown): NetworkToken | null =>
  networkTokenOf(
    (payment as { token?: { paymentData?: { networkToken?: unknown } } } | null)?.token?.paymentData?.networkToken,
  );

/** Google Pay: the gateway token is a JSON string in paymentMethodData.tokenizationData.token. */
export const googleNetworkToken = (paymentData: unknown): NetworkToken | null =>
  networkTokenOf(
    (paymentData as { paymentMethodData?: { tokenizationData?: { token?: unknown } } } | null)?.paymentMethodData
      ?.tokenizationData?.token,
  );

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** Spec §5's country rule: the US keeps its area in state, everyone else in county. */
function withArea(fields: Omit<BillingFields, 'county' | 'state'>, area: string): BillingFields {
  return { ...fields, county: fields.country === 'US' ? '' : area, state: fields.country === 'US' ? area : '' };
}

/** Apple Pay's billing contact (ApplePayPaymentContact) as the billing address; null when the sheet sent none. */
export function appleBillingAddress(payment: unknown): BillingFields | null {
  const contact = record(record(payment)?.billingContact);
  if (!contact) return null;
  const lines = Array.isArray(contact.addressLines) ? contact.addressLines.map(str).filter(Boolean) : [];
  return withArea(
    {
      cardHoldersName: [str(contact.givenName), str(contact.familyName)].filter(Boolean).join(' '),
      line1: lines[0] ?? '',
      line2: lines.slice(1).join(', '),
      city: str(contact.locality),
      country: str(contact.countryCode).toUpperCase(),
      postalcode: str(contact.postalCode),
    },
    str(contact.administrativeArea),
  );
}

/** Google Pay's billing address (paymentMethodData.info.billingAddress, format FULL); null when it sent none. */
export function googleBillingAddress(paymentData: unknown): BillingFields | null {
  const address = record(record(record(record(paymentData)?.paymentMethodData)?.info)?.billingAddress);
  if (!address) return null;
  return withArea(
    {
      cardHoldersName: str(address.name),
      line1: str(address.address1),
      line2: [str(address.address2), str(address.address3)].filter(Boolean).join(', '),
      city: str(address.locality),
      country: str(address.countryCode).toUpperCase(),
      postalcode: str(address.postalCode),
    },
    str(address.administrativeArea),
  );
}

// --- The wallets' browser APIs, as far as this page uses them ------------------------------------------------------

export interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: unknown }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}

export interface ApplePaySessionClass {
  new (version: number, request: ReturnType<typeof applePayRequest>): ApplePaySessionLike;
  STATUS_SUCCESS: number;
  STATUS_FAILURE: number;
  supportsVersion(version: number): boolean;
  canMakePayments(): boolean;
}

export interface GooglePaymentsClient {
  isReadyToPay(request: ReturnType<typeof googleReadyRequest>): Promise<{ result: boolean }>;
  loadPaymentData(request: ReturnType<typeof googlePaymentRequest>): Promise<unknown>;
}

interface WalletWindow {
  ApplePaySession?: ApplePaySessionClass;
  google?: { payments?: { api?: { PaymentsClient?: new (options: { environment: string }) => GooglePaymentsClient } } };
}

/** The Apple Pay JS version this page speaks. */
export const APPLE_PAY_VERSION = 3;

export const applePaySession = (): ApplePaySessionClass | null =>
  (window as unknown as WalletWindow).ApplePaySession ?? null;

export function googlePaymentsClient(): GooglePaymentsClient | null {
  const PaymentsClient = (window as unknown as WalletWindow).google?.payments?.api?.PaymentsClient;
  return PaymentsClient ? new PaymentsClient({ environment: 'TEST' }) : null;
}

/** Google Pay's answer when the shopper closed the sheet (not a failure to report). */
export const isGoogleCancel = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 'CANCELED';

/** Loads a wallet script once per address. */
export const loadWalletScript = (src: string): Promise<void> => loadScript(src, 'the wallet could not be loaded');
