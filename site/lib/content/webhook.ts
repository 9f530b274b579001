import { timingSafeEqual } from 'node:crypto';
import { decodeSignatureHeader, encodeSignatureHeader } from '@sanity/webhook';

/**
 * Verifies a Sanity-style webhook signature (`t=<ms>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`). The HMAC is
 * computed by @sanity/webhook; the comparison is ours and constant-time (the library's own `isValidSignature`
 * compares with `!==`). Signatures older or newer than the tolerance are refused so a captured request cannot be
 * replayed later.
 */

export const DEFAULT_WEBHOOK_SECRET = 'local-webhook-secret-change-me';
const TOLERANCE_MS = 5 * 60 * 1000;

export function webhookSecret(env: Record<string, string | undefined> = process.env): string {
  return env.CONTENT_WEBHOOK_SECRET?.trim() || DEFAULT_WEBHOOK_SECRET;
}

export async function hasValidSignature(
  body: string,
  header: string | null,
  secret: string,
  now: number = Date.now(),
): Promise<boolean> {
  if (!header) return false;
  let timestamp: number;
  try {
    ({ timestamp } = decodeSignatureHeader(header));
  } catch {
    return false;
  }
  if (!Number.isFinite(timestamp) || Math.abs(now - timestamp) > TOLERANCE_MS) return false;
  let expected: string;
  try {
    expected = await encodeSignatureHeader(body, timestamp, secret);
  } catch {
    return false;
  }
  const given = Buffer.from(header.trim());
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
