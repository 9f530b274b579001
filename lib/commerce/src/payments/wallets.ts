// Apple Pay and Google Pay (issue 14 item 3; spec §4, §7 digital-payment; anchors-checkout-credit.md §2).
// - midDetails: what the browser's payment request needs per trading title (merchant ids, display name, networks, GB,
//   GBP). Nothing secret.
// - Merchant validation (Apple Pay): the shop's server, never the browser, asks the wallet's server for a merchant
//   session at the validation URL the sheet gave, after checking that URL belongs to the wallet (no request to any other
//   host). The session is opaque, single use and lives 5 minutes; the sheet redeems it.
// - The payment itself goes through the card gateway as a network token (PaymentInstrument.networkToken), by the
//   ordinary order completion.
// Locally the wallet is the sandbox's (lib/sandbox/src/gateway/wallets.ts): its sheet script is loaded by the payment
// page only when the provider is the sandbox, and the sandbox is only ever the provider while the card gateway is the
// sandbox on this machine (a loopback URL) — a production configuration, whose gateway is real, never loads it.
import { z } from 'zod';
import { isUnavailableStatus, jsonClient } from '../providers/json-client.ts';
import { DEFAULT_GATEWAY_MERCHANT_KEY, DEFAULT_GATEWAY_URL } from './config.ts';

export type WalletProviderName = 'sandbox' | 'none';

export interface WalletConfig {
  provider: WalletProviderName;
  /** The sandbox's sheet script (only with the sandbox provider). */
  sandboxScript: string | null;
  /** Origins a merchant-validation URL may be on. */
  validationOrigins: string[];
  /** Prefix of the Apple merchant identifiers (`merchant.<prefix>.<title>`). */
  merchantIdPrefix: string;
  /** The gateway named in Google Pay's tokenization specification. */
  googleGateway: string;
  /** Where the wallet server calls go (the sandbox answers beside the card gateway) and the key they carry. */
  serverUrl: string;
  merchantKey: string;
}

/** The path of the sandbox's Apple merchant-validation endpoint (the validation URL's path). */
export const APPLE_VALIDATION_PATH = '/gateway/wallets/apple/paymentSession';
export const APPLE_SUPPORTED_NETWORKS = ['visa', 'masterCard', 'maestro'] as const;
export const GOOGLE_CARD_NETWORKS = ['VISA', 'MASTERCARD', 'MAESTRO'] as const;

const isLoopback = (url: string): boolean => {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host.endsWith('.localhost');
  } catch {
    return false;
  }
};

export function walletConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WalletConfig {
  const serverUrl = (env.GATEWAY_URL || DEFAULT_GATEWAY_URL).replace(/\/$/, '');
  const publicUrl = (env.GATEWAY_PUBLIC_URL?.trim() || `http://localhost:${env.SANDBOX_PORT || 3200}`).replace(
    /\/$/,
    '',
  );
  const asked = env.WALLET_PROVIDER?.trim() || 'sandbox';
  // The sandbox's wallet only ever stands in beside the sandbox's gateway on this machine.
  const provider: WalletProviderName = asked === 'sandbox' && isLoopback(serverUrl) ? 'sandbox' : 'none';
  return {
    provider,
    sandboxScript: provider === 'sandbox' ? `${publicUrl}/gateway/wallets/sandbox-wallet.js` : null,
    validationOrigins: provider === 'sandbox' ? [new URL(publicUrl).origin, new URL(serverUrl).origin] : [],
    merchantIdPrefix: env.WALLET_MERCHANT_ID_PREFIX?.trim() || 'uk.co.shop',
    googleGateway: provider === 'sandbox' ? 'sandbox' : env.WALLET_GOOGLE_GATEWAY?.trim() || 'cybersource',
    serverUrl,
    merchantKey: env.GATEWAY_MERCHANT_KEY?.split(',')[0]?.trim() || DEFAULT_GATEWAY_MERCHANT_KEY,
  };
}

export interface MidDetails {
  accountTradingTitle: string;
  /** Apple Pay merchant identifier. */
  merchantIdentifier: string;
  /** Google Pay: the gateway and the shop's merchant id at it (tokenizationSpecification parameters). */
  gateway: string;
  gatewayMerchantId: string;
  displayName: string;
  countryCode: 'GB';
  currencyCode: 'GBP';
  /** Apple Pay's network names. */
  supportedNetworks: readonly string[];
  merchantCapabilities: readonly string[];
  /** Google Pay's network names and methods (CRYPTOGRAM_3DS only: a network token with its cryptogram). */
  allowedCardNetworks: readonly string[];
  allowedAuthMethods: readonly string[];
}

/** The merchant details for one trading title (spec §7 midDetails). */
export function midDetails(tradingTitle: { id: string; displayName: string }, config: WalletConfig): MidDetails {
  const title = tradingTitle.id.toLowerCase();
  return {
    accountTradingTitle: tradingTitle.id,
    merchantIdentifier: `merchant.${config.merchantIdPrefix}.${title}`,
    gateway: config.googleGateway,
    gatewayMerchantId: `${config.merchantIdPrefix.replaceAll('.', '-')}-${title}`,
    displayName: tradingTitle.displayName,
    countryCode: 'GB',
    currencyCode: 'GBP',
    supportedNetworks: APPLE_SUPPORTED_NETWORKS,
    merchantCapabilities: ['supports3DS'],
    allowedCardNetworks: GOOGLE_CARD_NETWORKS,
    allowedAuthMethods: ['CRYPTOGRAM_3DS'],
  };
}

export class WalletError extends Error {
  readonly kind: 'invalid_validation_url' | 'unavailable' | 'refused';

  constructor(message: string, kind: WalletError['kind'], cause?: unknown) {
    super(message, { cause });
    this.name = 'WalletError';
    this.kind = kind;
  }
}

/** True when `validationUrl` is the wallet's own merchant-validation endpoint (so the server may call it). */
export function isWalletValidationUrl(validationUrl: string, config: WalletConfig): boolean {
  let url: URL;
  try {
    url = new URL(validationUrl);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    config.validationOrigins.includes(url.origin) &&
    url.pathname === APPLE_VALIDATION_PATH &&
    url.search === '' &&
    url.username === '' &&
    url.password === ''
  );
}

const merchantSessionSchema = z.looseObject({
  merchantSessionIdentifier: z.string().min(1),
  expiresAt: z.number().int(),
  domainName: z.string(),
});
export type MerchantSession = z.infer<typeof merchantSessionSchema>;

/**
 * Asks the wallet for a merchant session for `domainName` (the shop's host the sheet is on). The validation URL must be
 * the wallet's own; the call goes to the configured wallet server at that path (never to the URL's host as given).
 */
export async function requestMerchantSession(
  config: WalletConfig,
  input: { validationUrl: string; merchantIdentifier: string; displayName: string; domainName: string },
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<MerchantSession> {
  if (config.provider === 'none' || !isWalletValidationUrl(input.validationUrl, config)) {
    throw new WalletError('The validation URL is not the wallet’s.', 'invalid_validation_url');
  }
  const wallet = jsonClient({
    baseUrl: config.serverUrl,
    headers: { 'x-merchant-key': config.merchantKey },
    timeoutMs: options.timeoutMs ?? 10_000,
    fetch: options.fetch,
    fail: (failure) =>
      failure.kind === 'status'
        ? new WalletError(
            `The wallet refused merchant validation (HTTP ${failure.status}).`,
            isUnavailableStatus(failure.status) ? 'unavailable' : 'refused',
          )
        : failure.kind === 'unreachable'
          ? new WalletError('The wallet could not be reached.', 'unavailable', failure.cause)
          : new WalletError('The wallet answered something unreadable.', 'unavailable', failure.cause),
  });
  return wallet.call(APPLE_VALIDATION_PATH.replace(/^\//, ''), merchantSessionSchema, {
    body: {
      merchantIdentifier: input.merchantIdentifier,
      displayName: input.displayName,
      initiative: 'web',
      initiativeContext: input.domainName,
    },
  });
}
