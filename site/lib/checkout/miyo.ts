// The site's side of paying with Miyo: the provider from the environment, where Miyo calls the shop back, the request
// bodies, and completion answers (spec §7 POST /api/{instalment-provider}/creditAuthorisation, journey miyo-checkout).
import { type BrandCode, getBrand, isBrandCode } from '@shop/brands/brands';
import type { BagContext } from '@shop/commerce/bag/locked';
import { miyoFromEnv } from '@shop/commerce/miyo/config';
import { z } from 'zod';
import { bagContextOf } from '@/lib/bag/context.ts';
import { CHANNEL, cartIdField } from '@/lib/bag/schemas.ts';

/** Miyo (sessions, authorisation, callback signatures): a real provider plugs in by MIYO_URL and MIYO_KEY. */
export const miyoProvider = () => miyoFromEnv();

/**
 * Where Miyo POSTs its approval callback, server to server: `MIYO_CALLBACK_URL`, else this site on the loopback
 * interface (the brand comes from the session, not the host).
 */
export function miyoCallbackUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (
    env.MIYO_CALLBACK_URL?.trim() ||
    `http://127.0.0.1:${env.SITE_PORT?.trim() || env.PORT?.trim() || '3000'}/api/miyo/callback`
  );
}

/** Pounds with at most 2 decimals. */
const amount = z
  .number()
  .positive()
  .max(1_000_000)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'at most 2 decimal places');

export const miyoSessionBody = z.strictObject({
  cartId: cartIdField.min(1),
  amount,
  channel: z.literal(CHANNEL),
  websiteIdentifier: z.string().min(1).max(40),
});

export const creditAuthorisationBody = z.strictObject({
  /** The Miyo session the shopper came back from (`?miyoSession=` on the return URL). */
  miyoSession: z.uuid(),
  websiteIdentifier: z.string().min(1).max(40),
});

export const callbackBody = z.object({
  event: z.literal('authorization.approved'),
  sessionId: z.uuid(),
});

/** The bag context of the customer a Miyo session was opened for (the callback has no browser session). */
export async function contextForSession(brandCode: string, customerId: string): Promise<BagContext | null> {
  if (!isBrandCode(brandCode)) return null;
  return bagContextOf(getBrand(brandCode as BrandCode), customerId);
}
