// A refused promotion code (unknown, expired, not qualifying) is an expected answer that the bag shows the shopper, not
// a failure. Spec §5/§8 answer it with HTTP 400, and API callers still get that 400. Browsers, though, log every 4xx
// fetch to the console as an error, so the shop's own bag asks, with `Prefer: refusal=ok`, for the refusal as a 200
// carrying the status it stands for (`refusedStatus`); the client turns it back into the same failure as the 400.

export const REFUSAL_PREFERENCE = 'refusal=ok';

/** Whether the request's `Prefer` header (RFC 7240) asks for refusals as 200 answers. */
export function prefersRefusalAsOk(request: Request): boolean {
  const prefer = request.headers.get('prefer');
  if (!prefer) return false;
  return prefer.split(',').some((token) => token.split(';')[0]?.trim().toLowerCase() === REFUSAL_PREFERENCE);
}

export interface Refusal {
  code: string;
  message: string;
  /** The HTTP status this refusal would have had (400). */
  refusedStatus: number;
}

/** A refusal body answered as a 200, or null for any other body (a cart). */
export function refusalOf(body: unknown): Refusal | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, message, refusedStatus } = body as Record<string, unknown>;
  if (typeof refusedStatus !== 'number' || typeof code !== 'string' || typeof message !== 'string') return null;
  return { code, message, refusedStatus };
}
