// Miyo, a Klarna-shaped instalment provider ("Pay in 3"; anchors-checkout-credit.md §3). Server-to-server calls carry
// the merchant key in `X-Miyo-Key`; the hosted approve / decline page is public and served from this origin.
//
//   POST /miyo/v1/sessions                     open a session (amount, order lines, references, return + callback URLs)
//   GET  /miyo/v1/sessions/:id                 the session's status, and its authorisation token once approved
//   GET  /miyo/checkout/:id, POST (form)       the hosted page: key product information, Approve / Decline
//   POST /miyo/v1/authorisations               authorise (token, reference, amount): {cartId, transactionId, …, code}
//   GET  /miyo/v1/authorisations?reference=…   the authorisation made under a reference (after an outage)
//   POST /miyo/v1/authorisations/:id/release   release an authorisation the merchant will not use
//
// On approval the shopper is sent back to the return URL (`?miyoSession=…&status=approved`) and, independently, Miyo
// POSTs a signed callback to the callback URL (retried until it is answered 2xx), so the merchant hears of the approval
// even if the browser never comes back. Signature: `Miyo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<raw body>" keyed with the merchant key the session was opened with>`.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { HttpError, header, readBody, readJson, sendJson, sendText } from '../http.ts';
import type { Logger } from '../log.ts';
import type { RequestContext, Router } from '../router.ts';
import { checkoutPage, closedPage } from './pages.ts';
import type { AuthorisationRecord, MiyoStore, SessionRecord } from './store.ts';
import { SESSION_TTL_MS, TEST_SURNAMES, TOKEN_TTL_MS } from './terms.ts';

export const MIYO_KEY_HEADER = 'x-miyo-key';
export const MIYO_SIGNATURE_HEADER = 'miyo-signature';
export const DEFAULT_CALLBACK_RETRY_DELAYS_MS = [0, 1_000, 5_000, 15_000] as const;

export interface MiyoRoutesOptions {
  keys: readonly string[];
  store: MiyoStore;
  /** Miyo's origin as browsers reach it (the hosted page's URL). */
  publicUrl: () => string;
  limitPence: number;
  /** Delays before each callback delivery attempt (the first is usually 0). */
  callbackRetryDelaysMs?: readonly number[];
  log: Logger;
  now?: () => Date;
  fetch?: typeof fetch;
}

const NO_STORE = { 'cache-control': 'no-store' };
const pence = z.number().int().min(1).max(100_000_000);
const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);
const orderLine = z.strictObject({
  name: z.string().trim().min(1).max(200),
  quantity: z.number().int().min(1).max(999),
  unitPricePence: z.number().int().min(-100_000_000).max(100_000_000),
  totalPence: z.number().int().min(-100_000_000).max(100_000_000),
});
const sessionSchema = z
  .strictObject({
    cartId: z.string().trim().min(1).max(200),
    merchantReference: z.string().trim().min(1).max(100),
    amountPence: pence,
    currency: z.literal('GBP'),
    orderLines: z.array(orderLine).min(1).max(100),
    returnUrl: httpUrl,
    callbackUrl: httpUrl,
    applicant: z
      .strictObject({
        givenName: z.string().trim().max(60),
        familyName: z.string().trim().max(60),
        email: z.email().max(254),
      })
      .nullable()
      .optional(),
    merchantData: z.string().max(4096).nullable().optional(),
  })
  .refine((body) => body.orderLines.reduce((sum, line) => sum + line.totalPence, 0) === body.amountPence, {
    message: 'orderLines must add up to amountPence',
    path: ['orderLines'],
  });
const authoriseSchema = z.strictObject({
  authorizationToken: z.string().min(1).max(200),
  reference: z.string().trim().min(1).max(100),
  amountPence: pence,
  currency: z.literal('GBP'),
});

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new HttpError(400, 'invalid_request', `${where}${issue?.message ?? 'invalid request body'}`);
  }
  return result.data;
}

/** The signature header for a callback body (exported for tests; the shop verifies it on its own). */
export function signCallback(key: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', key).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

const publicAuthorisation = (record: AuthorisationRecord) => ({
  cartId: record.cartId,
  transactionId: record.id,
  creditFacilityId: record.creditFacilityId,
  /** Pence. */
  amount: record.amountPence,
  currency: record.currency,
  status: record.status,
  code: record.code,
  message: record.message,
});

export function registerMiyoRoutes(router: Router, options: MiyoRoutesOptions): void {
  const { store, log } = options;
  const now = options.now ?? (() => new Date());
  const doFetch = options.fetch ?? fetch;
  const delays = options.callbackRetryDelaysMs ?? DEFAULT_CALLBACK_RETRY_DELAYS_MS;
  const base = (): string => options.publicUrl().replace(/\/$/, '');

  // Keys compared as SHA-256 digests in constant time (as token-check does), remembering which one matched.
  const merchant = (ctx: RequestContext): number => {
    const presented = header(ctx.req, MIYO_KEY_HEADER) ?? '';
    const digest = (value: string) => createHmac('sha256', 'miyo').update(value).digest();
    const candidate = digest(presented);
    let found = -1;
    options.keys.forEach((key, i) => {
      if (presented !== '' && candidate.equals(digest(key))) found = i;
    });
    if (found < 0) throw new HttpError(401, 'invalid_merchant_key', 'Missing or invalid merchant key (X-Miyo-Key).');
    return found;
  };

  const put = (session: SessionRecord): void => {
    session.updatedAt = now().toISOString();
    store.put('sessions', session.id, session);
  };

  const sessionView = (session: SessionRecord) => {
    const tokenLive =
      session.status === 'APPROVED' &&
      session.tokenExpiresAt !== null &&
      Date.parse(session.tokenExpiresAt) > now().getTime();
    return {
      sessionId: session.id,
      status: session.status,
      cartId: session.cartId,
      merchantReference: session.merchantReference,
      amountPence: session.amountPence,
      currency: session.currency,
      merchantData: session.merchantData,
      declineReason: session.declineReason,
      authorizationToken: tokenLive && !session.tokenUsedBy ? session.authorizationToken : null,
      tokenExpiresAt: session.tokenExpiresAt,
      redirectUrl: `${base()}/miyo/checkout/${session.id}`,
      expiresAt: session.expiresAt,
    };
  };

  // --- callback ----------------------------------------------------------------------------------------------------

  async function deliverCallback(sessionId: string): Promise<void> {
    for (const delay of delays) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay).unref?.());
      const session = store.get('sessions', sessionId);
      if (!session || session.callback.deliveredAt) return;
      const key = options.keys[session.keyIndex] ?? options.keys[0] ?? '';
      const body = JSON.stringify({
        event: 'authorization.approved',
        sessionId: session.id,
        cartId: session.cartId,
        merchantReference: session.merchantReference,
        authorizationToken: session.authorizationToken,
        approvedAt: session.updatedAt,
      });
      let status: number | null = null;
      try {
        const response = await doFetch(session.callbackUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [MIYO_SIGNATURE_HEADER]: signCallback(key, body, Math.floor(now().getTime() / 1000)),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        await response.body?.cancel();
      } catch (error) {
        log.warn('miyo callback failed', { sessionId, error });
      }
      const latest = store.get('sessions', sessionId);
      if (!latest) return;
      const delivered = status !== null && status >= 200 && status < 300;
      put({
        ...latest,
        callback: {
          attempts: latest.callback.attempts + 1,
          deliveredAt: delivered ? now().toISOString() : null,
          lastStatus: status,
        },
      });
      if (delivered) return;
    }
    log.warn('miyo callback given up', { sessionId });
  }

  // --- sessions ----------------------------------------------------------------------------------------------------

  router.post('/miyo/v1/sessions', async (ctx) => {
    const keyIndex = merchant(ctx);
    const body = parse(sessionSchema, await readJson(ctx.req));
    const at = now();
    const session: SessionRecord = {
      id: randomUUID(),
      keyIndex,
      cartId: body.cartId,
      merchantReference: body.merchantReference,
      amountPence: body.amountPence,
      currency: 'GBP',
      orderLines: body.orderLines,
      returnUrl: body.returnUrl,
      callbackUrl: body.callbackUrl,
      applicant: body.applicant ?? null,
      merchantData: body.merchantData ?? null,
      status: 'CREATED',
      declineReason: null,
      familyName: null,
      authorizationToken: null,
      tokenExpiresAt: null,
      tokenUsedBy: null,
      callback: { attempts: 0, deliveredAt: null, lastStatus: null },
      expiresAt: new Date(at.getTime() + SESSION_TTL_MS).toISOString(),
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    };
    store.put('sessions', session.id, session);
    sendJson(ctx.res, 201, sessionView(session), NO_STORE);
  });

  router.get('/miyo/v1/sessions/:id', (ctx) => {
    merchant(ctx);
    const session = store.get('sessions', ctx.params.id!);
    if (!session) throw new HttpError(404, 'session_not_found', 'There is no session with this id.');
    sendJson(ctx.res, 200, sessionView(session), NO_STORE);
  });

  // --- hosted page -------------------------------------------------------------------------------------------------

  const html = { 'content-type': 'text/html; charset=utf-8', 'x-frame-options': 'DENY', ...NO_STORE };
  const open = (session: SessionRecord | undefined): session is SessionRecord =>
    session?.status === 'CREATED' && Date.parse(session.expiresAt) > now().getTime();
  const back = (session: SessionRecord, status: string, reason?: string | null): string => {
    const url = new URL(session.returnUrl);
    url.searchParams.set('miyoSession', session.id);
    url.searchParams.set('status', status);
    if (reason) url.searchParams.set('reason', reason);
    return url.toString();
  };

  router.get('/miyo/checkout/:id', (ctx) => {
    const session = store.get('sessions', ctx.params.id!);
    if (!session) {
      sendText(ctx.res, 404, closedPage('This Miyo payment link is not valid.'), html);
      return;
    }
    if (!open(session)) {
      sendText(ctx.res, 410, closedPage('This Miyo payment has finished or expired. Please return to the shop.'), html);
      return;
    }
    sendText(ctx.res, 200, checkoutPage(session, now(), options.limitPence), html);
  });

  router.post('/miyo/checkout/:id', async (ctx) => {
    const session = store.get('sessions', ctx.params.id!);
    const form = new URLSearchParams((await readBody(ctx.req, 8 * 1024)).toString('utf8'));
    if (!open(session)) {
      sendText(ctx.res, 410, closedPage('This Miyo payment has finished or expired. Please return to the shop.'), html);
      return;
    }
    const decision = form.get('decision');
    const familyName = (form.get('familyName') ?? '').trim().slice(0, 60);
    let next: SessionRecord;
    if (decision === 'decline') {
      next = { ...session, status: 'CANCELLED', declineReason: 'CUSTOMER_DECLINED' };
    } else if (decision === 'approve') {
      if (familyName === '') {
        sendText(ctx.res, 400, checkoutPage(session, now(), options.limitPence), html);
        return;
      }
      const reason =
        session.amountPence > options.limitPence
          ? 'OVER_LIMIT'
          : familyName.toLowerCase() === TEST_SURNAMES.declined.toLowerCase()
            ? 'APPLICANT_DECLINED'
            : null;
      next = reason
        ? { ...session, status: 'DECLINED', declineReason: reason, familyName }
        : {
            ...session,
            status: 'APPROVED',
            familyName,
            authorizationToken: `miyo_at_${randomBytes(24).toString('base64url')}`,
            tokenExpiresAt: new Date(now().getTime() + TOKEN_TTL_MS).toISOString(),
          };
    } else {
      throw new HttpError(400, 'invalid_request', 'decision must be approve or decline');
    }
    put(next);
    if (next.status === 'APPROVED') void deliverCallback(next.id);
    const status = next.status === 'APPROVED' ? 'approved' : next.status === 'DECLINED' ? 'declined' : 'cancelled';
    ctx.res.writeHead(303, { location: back(next, status, next.declineReason), ...NO_STORE });
    ctx.res.end();
  });

  // --- authorisations ----------------------------------------------------------------------------------------------

  router.post('/miyo/v1/authorisations', async (ctx) => {
    merchant(ctx);
    const body = parse(authoriseSchema, await readJson(ctx.req));
    const session = store.sessionByToken(body.authorizationToken);
    if (!session) throw new HttpError(400, 'invalid_token', 'The authorisation token is not known to Miyo.');
    const known = store.authorisationByReference(body.reference);
    if (known) {
      if (known.sessionId !== session.id || known.amountPence !== body.amountPence) {
        throw new HttpError(409, 'reference_used', 'This reference was used for another authorisation.');
      }
      sendJson(ctx.res, 200, publicAuthorisation(known), NO_STORE);
      return;
    }
    const record: AuthorisationRecord = {
      id: randomUUID(),
      reference: body.reference,
      sessionId: session.id,
      cartId: session.cartId,
      creditFacilityId: null,
      amountPence: body.amountPence,
      currency: 'GBP',
      status: 'DECLINED',
      code: 'DECLINED',
      message: '',
      createdAt: now().toISOString(),
    };
    const surname = session.familyName?.toLowerCase();
    if (session.tokenUsedBy) {
      Object.assign(record, { code: 'TOKEN_USED', message: 'This authorisation token has already been used.' });
    } else if (session.tokenExpiresAt === null || Date.parse(session.tokenExpiresAt) <= now().getTime()) {
      Object.assign(record, { code: 'TOKEN_EXPIRED', message: 'This authorisation token has expired.' });
    } else if (body.amountPence !== session.amountPence) {
      Object.assign(record, { code: 'AMOUNT_MISMATCH', message: 'The amount differs from the approved amount.' });
    } else if (surname === TEST_SURNAMES.referred.toLowerCase()) {
      Object.assign(record, { status: 'REFERRED', code: 'REFER', message: 'The application needs a manual review.' });
    } else {
      Object.assign(record, {
        status: 'AUTHORISED',
        code: surname === TEST_SURNAMES.mixedCase.toLowerCase() ? 'Success' : 'SUCCESS',
        message: 'Authorised',
        creditFacilityId: `CF-${randomUUID()}`,
      });
    }
    // The token is spent by the first authorisation that reaches a decision on it (a repeat of the same reference
    // answers the same decision above).
    if (record.code !== 'TOKEN_USED' && record.code !== 'TOKEN_EXPIRED' && record.code !== 'AMOUNT_MISMATCH') {
      put({ ...session, tokenUsedBy: body.reference });
    }
    store.put('authorisations', record.id, record);
    sendJson(ctx.res, 201, publicAuthorisation(record), NO_STORE);
  });

  router.get('/miyo/v1/authorisations', (ctx) => {
    merchant(ctx);
    const reference = ctx.url.searchParams.get('reference') ?? '';
    const found = reference ? store.authorisationByReference(reference) : undefined;
    if (!found) throw new HttpError(404, 'authorisation_not_found', 'There is no authorisation with this reference.');
    sendJson(ctx.res, 200, publicAuthorisation(found), NO_STORE);
  });

  router.post('/miyo/v1/authorisations/:id/release', (ctx) => {
    merchant(ctx);
    const found = store.get('authorisations', ctx.params.id!);
    if (!found) throw new HttpError(404, 'authorisation_not_found', 'There is no authorisation with this id.');
    if (found.status !== 'AUTHORISED' && found.status !== 'RELEASED') {
      throw new HttpError(409, 'not_authorised', 'Only an authorised transaction can be released.');
    }
    const released: AuthorisationRecord = { ...found, status: 'RELEASED', code: 'RELEASED', message: 'Released' };
    if (found.status !== 'RELEASED') store.put('authorisations', found.id, released);
    sendJson(ctx.res, 200, publicAuthorisation(released), NO_STORE);
  });
}
