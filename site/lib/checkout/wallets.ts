// Apple Pay and Google Pay at checkout (spec §4 digital wallets, §7 digital-payment): request bodies, the trading
// title check and the wallet configuration. The network token is authorised through the card gateway by the ordinary
// order completion (walletPayment in @shop/commerce/payments/complete).
import type { Brand } from '@shop/brands/brands';
import { midDetails, type WalletConfig, walletConfigFromEnv } from '@shop/commerce/payments/wallets';
import { z } from 'zod';
import { CHANNEL, cartIdField } from '@/lib/bag/schemas.ts';
import { RouteError } from '@/lib/http/route.ts';

export const walletConfig = (): WalletConfig => walletConfigFromEnv();

const tradingTitle = z.string().min(1).max(10);
const amount = z
  .number()
  .positive()
  .max(1_000_000)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'at most 2 decimal places');

export const midDetailsBody = z.object({ accountTradingTitle: tradingTitle });

export const validateMerchantBody = z.object({
  accountTradingTitle: tradingTitle,
  validationURL: z.url({ protocol: /^https?$/ }).max(500),
});

/** Spec §3 payment method codes for the wallets. */
export const WALLET_PAYMENT_TYPES = { APay: 'APPLE_PAY', GPay: 'GOOGLE_PAY' } as const;

export const digitalAuthorizationBody = z.object({
  cartId: cartIdField.min(1),
  amount,
  paymentType: z.enum(['APay', 'GPay']),
  journeyType: z.enum(['card-checkout']).default('card-checkout'),
  networkToken: z.strictObject({
    token: z.string().min(1).max(100),
    cryptogram: z.string().min(1).max(200),
    eci: z.string().regex(/^\d{2}$/, 'eci: two digits'),
  }),
  channel: z.literal(CHANNEL),
  accountTradingTitle: tradingTitle,
  /** The wallet's billing contact in the spec §3 shape, checked field by field by `billingAddressOf`. */
  billingAddress: z.unknown().optional(),
  email: z.email().max(254).optional(),
});

/** The trading title sent must be this shop's (another brand's wallet merchant is not ours to use). */
export function assertTradingTitle(brand: Brand, given: string): void {
  if (given !== brand.tradingTitleId) {
    throw new RouteError(400, 'VALIDATION_ERROR', `accountTradingTitle: must be ${brand.tradingTitleId}`);
  }
}

export const brandMidDetails = (brand: Brand, config: WalletConfig) =>
  midDetails({ id: brand.tradingTitleId, displayName: brand.name }, config);

/**
 * The sandbox's wallet sheet script for the payment page, or null when the wallet provider is not the sandbox (a
 * production configuration never loads it). In sandbox mode `?sandboxWallet=` sets which wallets the sandbox device
 * has: `none`, `apple-unsupported` or `google-unsupported` (both by default).
 */
export function sandboxWalletScript(given: string | string[] | undefined): string | null {
  const { provider, sandboxScript } = walletConfig();
  if (provider !== 'sandbox' || !sandboxScript) return null;
  const device = typeof given === 'string' ? given : '';
  const url = new URL(sandboxScript);
  if (device === 'none' || device === 'apple-unsupported') url.searchParams.set('apple', 'unsupported');
  if (device === 'none' || device === 'google-unsupported') url.searchParams.set('google', 'unsupported');
  return url.toString();
}
