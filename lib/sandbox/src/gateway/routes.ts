// The card gateway's HTTP contract (a CyberSource-style gateway: Microform hosted fields, BIN lookup, Payer
// Authentication with 3-D Secure 2, payments, reversals and refunds; anchors-checkout-credit.md §1). Server-to-server
// calls carry the merchant key in `X-Merchant-Key`; the browser-facing pages and script are public and served from this
// origin. JSON errors `{error, message}` with a 4xx status. Card numbers only ever arrive from the hosted-field frame
// and are kept here, keyed by the transient token's jti or the saved instrument's id.
import { randomBytes, randomUUID } from 'node:crypto';
import { luhnValid } from '@shop/runtime/redact';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { HttpError, header, readBody, readJson, sendJson, sendText } from '../http.ts';
import type { RequestContext, Router } from '../router.ts';
import { createClientKeyCheck } from '../token-check.ts';
import {
  BIN_ACCEPTED,
  BIN_NOT_ACCEPTED,
  binEntry,
  declineFor,
  detectNetwork,
  eciFor,
  expired,
  GATEWAY_CARD_TYPES,
  LENGTHS,
  maskPan,
  NETWORKS,
  type Network,
  requiresAuthentication,
  SECURITY_CODE_LENGTH,
  scenarioFor,
} from './cards.ts';
import type { SigningKey } from './keys.ts';
import { challengeDonePage, challengePage, ddcPage, fieldsPage, MICROFORM_JS, testCardsPage } from './pages.ts';
import type {
  AuthenticationRecord,
  AuthorisationRecord,
  GatewayCardSummary,
  GatewayStore,
  NetworkTokenRecord,
  ProofRecord,
  StoredCard,
  TokenRecord,
} from './store.ts';

export const MERCHANT_KEY_HEADER = 'x-merchant-key';
/** The one-time code the test challenge accepts. */
export const CHALLENGE_CODE = '1234';
/** Capture contexts and transient tokens live 15 minutes. */
export const TOKEN_TTL_SECONDS = 15 * 60;
const TYP = { captureContext: 'cc+jwt', transientToken: 'tt+jwt', accessToken: 'pa+jwt' } as const;

export interface GatewayRoutesOptions {
  /** Accepted merchant keys (`X-Merchant-Key`). */
  keys: readonly string[];
  store: GatewayStore;
  signingKey: () => Promise<SigningKey>;
  /** The gateway's origin as browsers reach it (client script, frames, step-up and DDC URLs). */
  publicUrl: () => string;
  /** Origins allowed to frame the DDC and challenge pages (`*` stands for one DNS label). */
  frameAncestors: readonly string[];
  /** How long the device-data-collection page waits before posting its message (ms). */
  ddcDelayMs: number;
  now?: () => Date;
}

const NO_STORE = { 'cache-control': 'no-store' };

const origin = z
  .string()
  .max(200)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value && !value.includes('*');
    } catch {
      return false;
    }
  }, 'each target origin must be an exact origin such as https://shop.example (no path, no wildcard)');

const instrumentSchema = z.union([
  z.strictObject({ transientToken: z.string().min(1).max(8192) }),
  z.strictObject({ instrumentId: z.string().min(1).max(64) }),
  z.strictObject({
    networkToken: z.strictObject({
      wallet: z.enum(['APPLE_PAY', 'GOOGLE_PAY']),
      token: z.string().min(1).max(100),
      cryptogram: z.string().min(1).max(200),
      eci: z.string().regex(/^\d{2}$/),
    }),
  }),
]);
const pence = z.number().int().min(1).max(100_000_000);
const reference = z.string().trim().min(1).max(100);

const sessionSchema = z.strictObject({
  targetOrigins: z.array(origin).min(1).max(9),
  allowedCardNetworks: z.array(z.enum(NETWORKS)).min(1).optional(),
});
const tokenRequestSchema = z.strictObject({
  captureContext: z.string().min(1).max(8192),
  number: z.string().max(40),
  expiryMonth: z.string().max(4),
  expiryYear: z.string().max(6),
  securityCode: z.string().max(8),
});
const binSchema = z.strictObject({ bin: z.string().regex(/^\d{6,8}$/, 'bin must be the first 6 to 8 digits') });
const setupSchema = z.strictObject({ reference, instrument: instrumentSchema });
const browserSchema = z.strictObject({
  deviceChannel: z.literal('BROWSER'),
  httpAcceptContent: z.string().min(1).max(2048),
  colorDepth: z.number().int().min(1).max(64),
  javaEnabled: z.boolean(),
  javaScriptEnabled: z.boolean(),
  language: z.string().min(1).max(35),
  screenHeight: z.number().int().min(0).max(100_000),
  screenWidth: z.number().int().min(0).max(100_000),
  timeDifference: z.number().int().min(-900).max(900),
  ipAddress: z.string().min(1).max(45),
  userAgent: z.string().min(1).max(2048),
});
const enrollSchema = z.strictObject({
  reference,
  referenceId: z.string().min(1).max(100),
  amountPence: pence,
  currency: z.literal('GBP'),
  instrument: instrumentSchema,
  email: z.email().max(254),
  browser: browserSchema,
  returnUrl: z.url({ protocol: /^https?$/ }).max(2048),
});
const validateSchema = z.strictObject({ authenticationTransactionId: z.string().min(1).max(100) });
const proofSchema = z.strictObject({
  authenticationTransactionId: z.string().min(1).max(100),
  eci: z.string().max(2),
  cavv: z.string().max(100).nullable(),
  dsTransactionId: z.string().max(100).nullable(),
  paresStatus: z.enum(['Y', 'A', 'U']),
});
const authoriseSchema = z.strictObject({
  reference,
  amountPence: pence,
  currency: z.literal('GBP'),
  instrument: instrumentSchema,
  authentication: proofSchema.nullable(),
  saveCard: z.boolean(),
  /** orderInformation.billTo: the address the card is registered to, as the shop's checkout collected it. */
  billTo: z
    .strictObject({
      firstName: z.string().trim().min(1).max(60),
      lastName: z.string().trim().min(1).max(60),
      address1: z.string().trim().min(1).max(80),
      address2: z.string().max(80),
      locality: z.string().trim().min(1).max(60),
      administrativeArea: z.string().max(60),
      postalCode: z.string().max(12),
      country: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 country code'),
    })
    .optional(),
});
const refundSchema = z.strictObject({ amountPence: pence });
const readTokenSchema = z.strictObject({ token: z.string().min(1).max(8192) });

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new HttpError(400, 'invalid_request', `${where}${issue?.message ?? 'invalid request body'}`);
  }
  return result.data;
}

export const cardSummary = (card: StoredCard): GatewayCardSummary => ({
  bin: card.pan.slice(0, 6),
  maskedPan: maskPan(card.pan),
  panSuffix: card.pan.slice(-4),
  cardType: GATEWAY_CARD_TYPES[card.network],
  expiryMonth: card.expiryMonth,
  expiryYear: card.expiryYear,
});

const publicAuthorisation = (record: AuthorisationRecord) => ({
  id: record.id,
  reference: record.reference,
  status: record.status,
  reason: record.reason,
  amountPence: record.amountPence,
  currency: record.currency,
  card: record.card,
  instrumentId: record.instrumentId,
  reversed: record.reversed,
  wallet: record.wallet ?? null,
  billTo: record.billTo ?? null,
  refundedPence: record.refunds.reduce((sum, refund) => sum + refund.amountPence, 0),
  createdAt: record.createdAt,
});

const randomCavv = (): string => randomBytes(20).toString('base64');
// Ids are hyphenated UUIDs: no run of 13 or more digits, so a scan for card numbers never trips on one.

export function registerGatewayRoutes(router: Router, options: GatewayRoutesOptions): void {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const isValidKey = createClientKeyCheck(options.keys);
  const merchant = (ctx: RequestContext): void => {
    if (!isValidKey(header(ctx.req, MERCHANT_KEY_HEADER))) {
      throw new HttpError(401, 'invalid_merchant_key', 'Missing or invalid merchant key (X-Merchant-Key).');
    }
  };
  const base = (): string => options.publicUrl().replace(/\/$/, '');
  const seconds = (): number => Math.floor(now().getTime() / 1000);

  async function sign(typ: string, claims: Record<string, unknown>, ttlSeconds: number): Promise<string> {
    const key = await options.signingKey();
    const iat = seconds();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ })
      .setIssuer(base())
      .setJti(typeof claims.jti === 'string' ? claims.jti : randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(key.privateKey);
  }

  async function verify(token: string, typ: string, what: string): Promise<Record<string, unknown>> {
    const key = await options.signingKey();
    try {
      const { payload } = await jwtVerify(token, key.publicKey, {
        algorithms: ['RS256'],
        typ,
        currentDate: now(),
      });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) {
        throw new HttpError(400, 'invalid_token', `The ${what} has expired.`);
      }
      throw new HttpError(400, 'invalid_token', `The ${what} is not valid.`);
    }
  }

  async function liveToken(token: string): Promise<TokenRecord> {
    const payload = await verify(token, TYP.transientToken, 'transient token');
    const record = typeof payload.jti === 'string' ? store.get('tokens', payload.jti) : undefined;
    if (!record) throw new HttpError(400, 'invalid_token', 'The transient token is not known to the gateway.');
    return record;
  }

  /** A wallet's network token: known, its cryptogram the one issued with it, its ECI unchanged, not expired. */
  function liveNetworkToken(given: { wallet: string; token: string; cryptogram: string; eci: string }) {
    const record = store.get('networkTokens', given.token);
    if (
      !record ||
      record.wallet !== given.wallet ||
      record.cryptogram !== given.cryptogram ||
      record.eci !== given.eci
    ) {
      throw new HttpError(400, 'invalid_token', 'The network token or its cryptogram is not valid.');
    }
    if (record.exp < seconds()) throw new HttpError(400, 'invalid_token', 'The network token has expired.');
    return record;
  }

  /** The card an instrument stands for, and a key naming the instrument. */
  async function resolve(instrument: z.infer<typeof instrumentSchema>): Promise<{
    card: StoredCard;
    key: string;
    token: TokenRecord | null;
    instrumentId: string | null;
    networkToken?: NetworkTokenRecord;
  }> {
    if ('transientToken' in instrument) {
      const token = await liveToken(instrument.transientToken);
      return { card: token, key: `token:${token.jti}`, token, instrumentId: null };
    }
    if ('networkToken' in instrument) {
      const networkToken = liveNetworkToken(instrument.networkToken);
      return { card: networkToken, key: `network:${networkToken.id}`, token: null, instrumentId: null, networkToken };
    }
    const saved = store.get('instruments', instrument.instrumentId);
    if (!saved) throw new HttpError(404, 'instrument_not_found', 'There is no saved instrument with this id.');
    return { card: saved, key: `instrument:${saved.id}`, token: null, instrumentId: saved.id };
  }

  // --- keys, hosted fields and tokens ------------------------------------------------------------------------------

  router.get('/gateway/.well-known/jwks.json', async ({ res }) => {
    const key = await options.signingKey();
    sendJson(res, 200, { keys: [key.publicJwk] }, { 'cache-control': 'public, max-age=300' });
  });

  router.post('/gateway/microform/v2/sessions', async (ctx) => {
    merchant(ctx);
    const body = parse(sessionSchema, await readJson(ctx.req));
    const key = await options.signingKey();
    const clientLibrary = `${base()}/gateway/microform.js`;
    const captureContext = await sign(
      TYP.captureContext,
      {
        ctx: {
          targetOrigins: body.targetOrigins,
          allowedCardNetworks: body.allowedCardNetworks ?? ['VISA', 'MASTERCARD', 'MAESTRO'],
          clientLibrary,
          fieldsUrl: `${base()}/gateway/microform/fields`,
        },
        flx: { jwk: key.publicJwk },
      },
      TOKEN_TTL_SECONDS,
    );
    const expiresAt = new Date((seconds() + TOKEN_TTL_SECONDS) * 1000).toISOString();
    sendJson(ctx.res, 201, { captureContext, clientLibrary, expiresAt }, NO_STORE);
  });

  async function captureContextClaims(token: string): Promise<{
    targetOrigins: string[];
    allowedCardNetworks: Network[];
  }> {
    const payload = await verify(token, TYP.captureContext, 'capture context');
    const ctx = payload.ctx as { targetOrigins: string[]; allowedCardNetworks: Network[] };
    return { targetOrigins: ctx.targetOrigins, allowedCardNetworks: ctx.allowedCardNetworks };
  }

  // The frame with the card fields. Only the capture context's target origins may frame it (CSP frame-ancestors).
  router.get('/gateway/microform/fields', async (ctx) => {
    const captureContext = ctx.url.searchParams.get('captureContext') ?? '';
    const claims = await captureContextClaims(captureContext).catch(() => null);
    if (!claims) {
      sendText(ctx.res, 400, 'The capture context is missing, expired or not valid.', {
        'content-type': 'text/plain; charset=utf-8',
        ...NO_STORE,
      });
      return;
    }
    sendText(ctx.res, 200, fieldsPage({ captureContext, ...claims }), {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `frame-ancestors ${claims.targetOrigins.join(' ')}`,
      ...NO_STORE,
    });
  });

  router.get('/gateway/microform.js', ({ res }) => {
    sendText(res, 200, MICROFORM_JS, {
      'content-type': 'text/javascript; charset=utf-8',
      'access-control-allow-origin': '*',
      'cache-control': 'no-cache',
    });
  });

  // Called by the fields frame (this origin) with the card; answers the transient token, keeps the card by its jti.
  router.post('/gateway/flex/v2/tokens', async (ctx) => {
    const body = parse(tokenRequestSchema, await readJson(ctx.req));
    const claims = await captureContextClaims(body.captureContext);
    const fields: Record<string, string> = {};
    const pan = body.number.replace(/[\s-]/g, '');
    const network = /^\d+$/.test(pan) ? detectNetwork(pan) : undefined;
    if (pan === '') fields.number = 'Enter a card number.';
    else if (!/^\d+$/.test(pan) || !luhnValid(pan) || (network && !LENGTHS[network].includes(pan.length))) {
      fields.number = 'Enter a valid card number.';
    } else if (!network || !claims.allowedCardNetworks.includes(network)) {
      fields.number = 'This type of card is not accepted.';
    }
    const month = Number(body.expiryMonth);
    let year = Number(body.expiryYear);
    if (/^\d{2}$/.test(body.expiryYear.trim())) year += 2000;
    if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000) {
      fields.expiry = 'Enter a valid expiry date.';
    } else if (expired(month, year, now())) {
      fields.expiry = 'This card has expired.';
    }
    const code = body.securityCode.trim();
    if (!/^\d+$/.test(code) || code.length !== (network ? SECURITY_CODE_LENGTH[network] : 3)) {
      fields.securityCode = 'Enter a valid security code.';
    }
    if (Object.keys(fields).length > 0 || !network) {
      sendJson(ctx.res, 400, { error: 'invalid_card', message: 'Check the card details.', fields }, NO_STORE);
      return;
    }
    const jti = randomUUID();
    const exp = seconds() + TOKEN_TTL_SECONDS;
    // The security code is checked, never kept.
    store.put('tokens', jti, {
      jti,
      pan,
      network,
      expiryMonth: month,
      expiryYear: year,
      exp,
      authorisedReference: null,
    });
    const summary = cardSummary({ pan, network, expiryMonth: month, expiryYear: year });
    const token = await sign(
      TYP.transientToken,
      {
        jti,
        type: 'mf-2.0.0',
        content: {
          paymentInformation: {
            card: {
              number: { bin: summary.bin, maskedValue: summary.maskedPan, detectedCardTypes: [summary.cardType] },
              expirationMonth: { value: String(month).padStart(2, '0') },
              expirationYear: { value: String(year) },
            },
          },
        },
      },
      TOKEN_TTL_SECONDS,
    );
    sendJson(ctx.res, 201, { token }, NO_STORE);
  });

  router.post('/gateway/flex/v2/tokens/verify', async (ctx) => {
    merchant(ctx);
    const body = parse(readTokenSchema, await readJson(ctx.req));
    const token = await liveToken(body.token);
    sendJson(ctx.res, 200, { card: cardSummary(token) }, NO_STORE);
  });

  // --- BIN lookup ----------------------------------------------------------------------------------------------------

  router.post('/gateway/bin/v1/binlookup', async (ctx) => {
    merchant(ctx);
    const { bin } = parse(binSchema, await readJson(ctx.req));
    const entry = binEntry(bin);
    if (!entry) {
      sendJson(ctx.res, 200, { accepted: false, message: BIN_NOT_ACCEPTED, bin: bin.slice(0, 6) }, NO_STORE);
      return;
    }
    sendJson(
      ctx.res,
      200,
      {
        accepted: true,
        message: BIN_ACCEPTED,
        bin: entry.bin,
        cardType: GATEWAY_CARD_TYPES[entry.network],
        brand: entry.network,
        funding: entry.funding,
        issuer: entry.issuer,
        issuerCountry: entry.issuerCountry,
      },
      NO_STORE,
    );
  });

  // --- payer authentication ------------------------------------------------------------------------------------------

  router.post('/gateway/risk/v1/authentication-setups', async (ctx) => {
    merchant(ctx);
    const body = parse(setupSchema, await readJson(ctx.req));
    const { key } = await resolve(body.instrument);
    const referenceId = randomUUID();
    store.put('setups', referenceId, { referenceId, instrumentKey: key, createdAt: now().toISOString() });
    const accessToken = await sign(TYP.accessToken, { referenceId, purpose: 'ddc' }, 60 * 60);
    sendJson(
      ctx.res,
      201,
      { accessToken, deviceDataCollectionUrl: `${base()}/gateway/cardinal/ddc`, referenceId },
      NO_STORE,
    );
  });

  const ddc = async (ctx: RequestContext, jwt: string): Promise<void> => {
    const payload = await verify(jwt, TYP.accessToken, 'access token').catch(() => null);
    if (payload?.purpose !== 'ddc' || typeof payload.referenceId !== 'string') {
      sendText(ctx.res, 400, 'The access token is missing, expired or not valid.', {
        'content-type': 'text/plain; charset=utf-8',
      });
      return;
    }
    sendText(ctx.res, 200, ddcPage(payload.referenceId, options.ddcDelayMs), {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `frame-ancestors 'self' ${options.frameAncestors.join(' ')}`,
      ...NO_STORE,
    });
  };
  router.get('/gateway/cardinal/ddc', (ctx) => ddc(ctx, ctx.url.searchParams.get('JWT') ?? ''));
  router.post('/gateway/cardinal/ddc', async (ctx) => {
    const form = new URLSearchParams((await readBody(ctx.req, 16 * 1024)).toString('utf8'));
    await ddc(ctx, form.get('JWT') ?? '');
  });

  const proof = (auth: { id: string; network: Network }, outcome: 'Y' | 'A' | 'U'): ProofRecord => ({
    authenticationTransactionId: auth.id,
    eci: eciFor(auth.network, outcome === 'U' ? 'N' : outcome),
    cavv: outcome === 'U' ? null : randomCavv(),
    dsTransactionId: outcome === 'U' ? null : randomUUID(),
    paresStatus: outcome,
  });

  const enrollmentAnswer = (auth: AuthenticationRecord, accessToken?: string) => {
    if (auth.status === 'SUCCESSFUL') return { status: 'AUTHENTICATION_SUCCESSFUL', proof: auth.proof };
    if (auth.status === 'FAILED') {
      return { status: 'AUTHENTICATION_FAILED', authenticationTransactionId: auth.id, reason: auth.reason };
    }
    return {
      status: 'PENDING_AUTHENTICATION',
      authenticationTransactionId: auth.id,
      stepUpUrl: `${base()}/gateway/cardinal/challenge/${auth.id}`,
      accessToken: accessToken ?? '',
    };
  };

  router.post('/gateway/risk/v1/authentications', async (ctx) => {
    merchant(ctx);
    const body = parse(enrollSchema, await readJson(ctx.req));
    const { card, key } = await resolve(body.instrument);
    const setup = store.get('setups', body.referenceId);
    if (!setup || setup.instrumentKey !== key) {
      throw new HttpError(
        400,
        'invalid_reference_id',
        'referenceId is not from an authentication setup for this card (run setup again when the card changes).',
      );
    }
    const id = randomUUID();
    const scenario = scenarioFor(card.pan);
    const auth: AuthenticationRecord = {
      id,
      reference: body.reference,
      instrumentKey: key,
      pan: card.pan,
      network: card.network,
      scenario,
      status: 'SUCCESSFUL',
      reason: null,
      proof: null,
      returnOrigin: new URL(body.returnUrl).origin,
      challengeOutcome: null,
      createdAt: now().toISOString(),
    };
    if (scenario === 'FRICTIONLESS') auth.proof = proof(auth, 'Y');
    else if (scenario === 'ATTEMPTED') auth.proof = proof(auth, 'A');
    else if (scenario === 'NOT_ENROLLED') auth.proof = proof(auth, 'U');
    else if (scenario === 'REJECTED' || scenario === 'FRICTIONLESS_FAILED') {
      auth.status = 'FAILED';
      auth.reason = '476';
    } else auth.status = 'PENDING';
    store.put('authentications', id, auth);
    const accessToken =
      auth.status === 'PENDING'
        ? await sign(TYP.accessToken, { authenticationTransactionId: id, purpose: 'step-up' }, 10 * 60)
        : undefined;
    sendJson(ctx.res, 201, enrollmentAnswer(auth, accessToken), NO_STORE);
  });

  const challengeFrame = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `frame-ancestors 'self' ${options.frameAncestors.join(' ')}`,
    ...NO_STORE,
  };
  const challengeRecord = (ctx: RequestContext): AuthenticationRecord => {
    const auth = store.get('authentications', ctx.params.id!);
    if (!auth || auth.status === 'SUCCESSFUL' || (auth.status === 'FAILED' && auth.challengeOutcome === null)) {
      throw new HttpError(404, 'challenge_not_found', 'There is no challenge for this authentication.');
    }
    return auth;
  };
  router.get('/gateway/cardinal/challenge/:id', (ctx) => {
    const auth = challengeRecord(ctx);
    const page = auth.challengeOutcome
      ? challengeDonePage(auth.id, auth.challengeOutcome, auth.returnOrigin)
      : challengePage(auth.id, maskPan(auth.pan), auth.scenario === 'CHALLENGE_FAIL');
    sendText(ctx.res, 200, page, challengeFrame);
  });
  router.post('/gateway/cardinal/challenge/:id', async (ctx) => {
    const auth = challengeRecord(ctx);
    const form = new URLSearchParams((await readBody(ctx.req, 4 * 1024)).toString('utf8'));
    const action = form.get('action');
    if (action !== 'complete' && action !== 'fail' && action !== 'cancel' && action !== 'code') {
      throw new HttpError(400, 'invalid_action', 'action must be complete, fail, cancel or code.');
    }
    if (action === 'code' && auth.challengeOutcome === null) {
      // The one-time-code path: the test code passes; a wrong one may be tried again, the third wrong one fails.
      if ((form.get('code') ?? '').trim() === CHALLENGE_CODE) {
        auth.challengeOutcome = 'completed';
      } else {
        auth.wrongCodes = (auth.wrongCodes ?? 0) + 1;
        if (auth.wrongCodes >= 3) auth.challengeOutcome = 'failed';
      }
      store.put('authentications', auth.id, auth);
      if (auth.challengeOutcome === null) {
        const left = 3 - auth.wrongCodes!;
        const page = challengePage(auth.id, maskPan(auth.pan), auth.scenario === 'CHALLENGE_FAIL', {
          error: `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
        });
        sendText(ctx.res, 200, page, challengeFrame);
        return;
      }
    }
    if (auth.challengeOutcome === null) {
      auth.challengeOutcome = action === 'complete' ? 'completed' : action === 'fail' ? 'failed' : 'cancelled';
      store.put('authentications', auth.id, auth);
    }
    sendText(ctx.res, 200, challengeDonePage(auth.id, auth.challengeOutcome, auth.returnOrigin), challengeFrame);
  });

  router.post('/gateway/risk/v1/authentication-results', async (ctx) => {
    merchant(ctx);
    const body = parse(validateSchema, await readJson(ctx.req));
    const auth = store.get('authentications', body.authenticationTransactionId);
    if (!auth) throw new HttpError(404, 'authentication_not_found', 'There is no authentication with this id.');
    if (auth.status === 'PENDING') {
      if (auth.challengeOutcome === null) {
        // The challenge has not been answered yet (authenticationResult 9): nothing is decided.
        sendJson(ctx.res, 200, { status: 'AUTHENTICATION_FAILED', reason: 'CHALLENGE_NOT_COMPLETED' }, NO_STORE);
        return;
      }
      if (auth.challengeOutcome === 'completed' && auth.scenario === 'CHALLENGE_PASS') {
        auth.status = 'SUCCESSFUL';
        auth.proof = proof(auth, 'Y');
      } else {
        auth.status = 'FAILED';
        auth.reason = auth.challengeOutcome === 'cancelled' ? 'CHALLENGE_ABANDONED' : '476';
      }
      store.put('authentications', auth.id, auth);
    }
    sendJson(
      ctx.res,
      200,
      auth.status === 'SUCCESSFUL'
        ? { status: 'AUTHENTICATION_SUCCESSFUL', proof: auth.proof }
        : { status: 'AUTHENTICATION_FAILED', reason: auth.reason },
      NO_STORE,
    );
  });

  // --- payments --------------------------------------------------------------------------------------------------------

  router.post('/gateway/pts/v2/payments', async (ctx) => {
    merchant(ctx);
    const body = parse(authoriseSchema, await readJson(ctx.req));
    const repeat = (): boolean => {
      const first = store.authorisationByReference(body.reference);
      if (!first) return false;
      if (first.amountPence !== body.amountPence) {
        throw new HttpError(
          409,
          'reference_conflict',
          'This merchant reference was already used for an authorisation of another amount.',
        );
      }
      sendJson(ctx.res, 200, publicAuthorisation(first), NO_STORE);
      return true;
    };
    // Once per reference: a repeat answers the first result (checked again after the awaits below, so that
    // concurrent repeats cannot both authorise).
    if (repeat()) return;
    const { card, token, instrumentId, networkToken } = await resolve(body.instrument);
    if (repeat()) return;
    if (networkToken?.authorisedReference) {
      throw new HttpError(409, 'token_used', 'This cryptogram has already paid for another authorisation.');
    }
    if (networkToken && body.saveCard) {
      throw new HttpError(400, 'invalid_request', 'saveCard: a wallet payment cannot be saved as a card.');
    }
    if (token?.authorisedReference) {
      throw new HttpError(
        409,
        'token_used',
        'This transient token has already paid for another authorisation (reverse it first, or use a new token).',
      );
    }
    const scenario = scenarioFor(card.pan);
    let reason: string | null = null;
    let eci: string | null = null;
    if (networkToken) {
      // The wallet's cryptogram authenticates the payment (no 3-D Secure), with the ECI issued with it.
      if (body.authentication) {
        throw new HttpError(400, 'invalid_authentication', 'A network token carries its own cryptogram.');
      }
      eci = networkToken.eci;
    } else if (body.authentication) {
      const auth = store.get('authentications', body.authentication.authenticationTransactionId);
      if (auth?.status !== 'SUCCESSFUL' || auth.pan !== card.pan || !auth.proof) {
        throw new HttpError(400, 'invalid_authentication', 'The authentication is not a successful one for this card.');
      }
      eci = auth.proof.eci;
    } else if (requiresAuthentication(scenario)) {
      reason = 'CONSUMER_AUTHENTICATION_REQUIRED';
    }
    if (!reason && expired(card.expiryMonth, card.expiryYear, now())) reason = 'EXPIRED_CARD';
    reason ??= declineFor(body.amountPence);
    const status = reason ? 'DECLINED' : 'AUTHORIZED';

    let savedId = instrumentId;
    if (status === 'AUTHORIZED' && body.saveCard && !savedId) {
      savedId = `INS-${randomUUID().toUpperCase()}`;
      store.put('instruments', savedId, {
        id: savedId,
        pan: card.pan,
        network: card.network,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        createdAt: now().toISOString(),
      });
    }
    const record: AuthorisationRecord = {
      id: randomUUID(),
      reference: body.reference,
      status,
      reason,
      amountPence: body.amountPence,
      currency: 'GBP',
      card: networkToken ? networkToken.funding : cardSummary(card),
      instrumentId: status === 'AUTHORIZED' ? savedId : instrumentId,
      tokenJti: token?.jti ?? null,
      networkTokenId: networkToken?.id ?? null,
      wallet: networkToken?.wallet ?? null,
      billTo: body.billTo ?? null,
      eci,
      reversed: false,
      refunds: [],
      createdAt: now().toISOString(),
    };
    store.put('authorisations', record.id, record);
    if (token && status === 'AUTHORIZED')
      store.put('tokens', token.jti, { ...token, authorisedReference: body.reference });
    if (networkToken && status === 'AUTHORIZED') {
      store.put('networkTokens', networkToken.id, { ...networkToken, authorisedReference: body.reference });
    }
    sendJson(ctx.res, 201, publicAuthorisation(record), NO_STORE);
  });

  router.get('/gateway/pts/v2/payments', (ctx) => {
    merchant(ctx);
    const ref = parse(reference, ctx.url.searchParams.get('reference') ?? '');
    const found = store.authorisationByReference(ref);
    if (!found) throw new HttpError(404, 'payment_not_found', 'There is no authorisation with this reference.');
    sendJson(ctx.res, 200, publicAuthorisation(found), NO_STORE);
  });

  const payment = (ctx: RequestContext): AuthorisationRecord => {
    merchant(ctx);
    const found = store.get('authorisations', ctx.params.id!);
    if (!found) throw new HttpError(404, 'payment_not_found', 'There is no authorisation with this id.');
    return found;
  };

  router.get('/gateway/pts/v2/payments/:id', (ctx) => {
    sendJson(ctx.res, 200, publicAuthorisation(payment(ctx)), NO_STORE);
  });

  router.post('/gateway/pts/v2/payments/:id/reversals', (ctx) => {
    const found = payment(ctx);
    if (found.status !== 'AUTHORIZED') {
      throw new HttpError(409, 'not_authorised', 'Only an authorised payment can be reversed.');
    }
    if (found.refunds.length > 0) {
      throw new HttpError(409, 'already_refunded', 'This payment has refunds; it can no longer be reversed.');
    }
    if (!found.reversed) {
      store.put('authorisations', found.id, { ...found, reversed: true });
      // A token backs one live authorisation: once that is reversed, it may pay again (e.g. the shop voided an
      // attempt because the bag changed, and the shopper pays for the new bag with the same card details).
      const token = found.tokenJti ? store.get('tokens', found.tokenJti) : undefined;
      if (token?.authorisedReference === found.reference) {
        store.put('tokens', token.jti, { ...token, authorisedReference: null });
      }
      const networkToken = found.networkTokenId ? store.get('networkTokens', found.networkTokenId) : undefined;
      if (networkToken?.authorisedReference === found.reference) {
        store.put('networkTokens', networkToken.id, { ...networkToken, authorisedReference: null });
      }
    }
    sendJson(ctx.res, 200, { status: 'REVERSED', id: found.id }, NO_STORE);
  });

  router.post('/gateway/pts/v2/payments/:id/refunds', async (ctx) => {
    const found = payment(ctx);
    const body = parse(refundSchema, await readJson(ctx.req));
    if (found.status !== 'AUTHORIZED' || found.reversed) {
      throw new HttpError(409, 'not_refundable', 'Only an authorised payment that was not reversed can be refunded.');
    }
    const refunded = found.refunds.reduce((sum, refund) => sum + refund.amountPence, 0);
    if (refunded + body.amountPence > found.amountPence) {
      throw new HttpError(
        400,
        'refund_too_large',
        `At most ${found.amountPence - refunded} pence of this payment can still be refunded.`,
      );
    }
    const refund = {
      id: randomUUID(),
      amountPence: body.amountPence,
      createdAt: now().toISOString(),
    };
    store.put('authorisations', found.id, { ...found, refunds: [...found.refunds, refund] });
    sendJson(ctx.res, 201, { status: 'REFUNDED', refundId: refund.id }, NO_STORE);
  });

  // --- test cards -------------------------------------------------------------------------------------------------------

  // --- saved instruments without a payment (token management: the account's "add a card") ---------------------------

  router.post('/gateway/tms/v2/payment-instruments', async (ctx) => {
    merchant(ctx);
    const body = parse(z.strictObject({ transientToken: z.string().min(1).max(8192) }), await readJson(ctx.req));
    const token = await liveToken(body.transientToken);
    // One instrument per token: a repeat answers the instrument the first request made.
    const made = token.instrumentId ? store.get('instruments', token.instrumentId) : undefined;
    if (made) {
      sendJson(ctx.res, 200, { id: made.id, card: cardSummary(made) }, NO_STORE);
      return;
    }
    if (token.authorisedReference) {
      throw new HttpError(409, 'token_used', 'This transient token has already paid for an authorisation.');
    }
    if (expired(token.expiryMonth, token.expiryYear, now())) {
      throw new HttpError(400, 'card_expired', 'The card has expired.');
    }
    const id = `INS-${randomUUID().toUpperCase()}`;
    store.put('instruments', id, {
      id,
      pan: token.pan,
      network: token.network,
      expiryMonth: token.expiryMonth,
      expiryYear: token.expiryYear,
      createdAt: now().toISOString(),
    });
    store.put('tokens', token.jti, { ...token, instrumentId: id });
    sendJson(ctx.res, 201, { id, card: cardSummary(token) }, NO_STORE);
  });

  router.get('/gateway/test-cards', ({ res }) => {
    sendText(res, 200, testCardsPage(now()), { 'content-type': 'text/html; charset=utf-8' });
  });
}
