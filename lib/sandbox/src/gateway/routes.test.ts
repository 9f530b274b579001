import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalJWKSet, decodeJwt, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../log.ts';
import { createSandboxServer, type SandboxServer } from '../server.ts';
import { BIN_ACCEPTED, TEST_CARDS, testExpiry } from './cards.ts';

const KEY = 'test-merchant-key';
const SHOP = 'http://dal.localhost:3000';
let dir: string;
let sandbox: SandboxServer;
let base: string;

const start = async () => {
  const server = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(tmpdir(), 'sandbox-mail-unused') },
    gateway: { keys: [KEY], dir, ddcDelayMs: 0 },
  });
  return { server, url: (await server.listen()).url };
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gateway-'));
  ({ server: sandbox, url: base } = await start());
});

afterAll(async () => {
  await sandbox.close();
});

const call = (method: string, route: string, body?: unknown, key = KEY) =>
  fetch(`${base}${route}`, {
    method,
    headers: { 'x-merchant-key': key, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const ok = async <T = Record<string, unknown>>(response: Response, status = 200): Promise<T> => {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
};

const expiry = testExpiry();
const captureContext = async (targetOrigins = [SHOP]) =>
  (await ok<{ captureContext: string }>(await call('POST', '/gateway/microform/v2/sessions', { targetOrigins }), 201))
    .captureContext;
const tokenise = async (number: string, extra: Partial<Record<string, string>> = {}) => {
  const response = await fetch(`${base}/gateway/flex/v2/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      captureContext: await captureContext(),
      number,
      expiryMonth: String(expiry.month).padStart(2, '0'),
      expiryYear: String(expiry.year).slice(-2),
      securityCode: '123',
      ...extra,
    }),
  });
  return response;
};
const token = async (number: string) => (await ok<{ token: string }>(await tokenise(number), 201)).token;

interface Answer {
  status: string;
  reason?: string;
  proof: { paresStatus: string; eci: string; cavv: string | null };
  authenticationTransactionId: string;
  stepUpUrl: string;
}

const browser = {
  deviceChannel: 'BROWSER',
  httpAcceptContent: 'text/html',
  colorDepth: 24,
  javaEnabled: false,
  javaScriptEnabled: true,
  language: 'en-GB',
  screenHeight: 900,
  screenWidth: 1440,
  timeDifference: 0,
  ipAddress: '127.0.0.1',
  userAgent: 'vitest',
};

async function enrol(instrument: object, amountPence = 1000) {
  const setup = await ok<{ referenceId: string; deviceDataCollectionUrl: string; accessToken: string }>(
    await call('POST', '/gateway/risk/v1/authentication-setups', { reference: randomUUID(), instrument }),
    201,
  );
  return {
    setup,
    result: await ok<Answer>(
      await call('POST', '/gateway/risk/v1/authentications', {
        reference: randomUUID(),
        referenceId: setup.referenceId,
        amountPence,
        currency: 'GBP',
        instrument,
        email: 'shopper@example.com',
        browser,
        returnUrl: `${SHOP}/checkout/payment`,
      }),
      201,
    ),
  };
}

const authorise = (body: Record<string, unknown>) =>
  call('POST', '/gateway/pts/v2/payments', {
    reference: randomUUID(),
    amountPence: 1000,
    currency: 'GBP',
    authentication: null,
    saveCard: false,
    ...body,
  });

describe('merchant key', () => {
  it('refuses every server-to-server call without the key, changing nothing', async () => {
    const calls: Array<[string, string]> = [
      ['POST', '/gateway/microform/v2/sessions'],
      ['POST', '/gateway/flex/v2/tokens/verify'],
      ['POST', '/gateway/bin/v1/binlookup'],
      ['POST', '/gateway/risk/v1/authentication-setups'],
      ['POST', '/gateway/risk/v1/authentications'],
      ['POST', '/gateway/risk/v1/authentication-results'],
      ['POST', '/gateway/pts/v2/payments'],
      ['GET', '/gateway/pts/v2/payments?reference=x'],
      ['POST', '/gateway/pts/v2/payments/x/reversals'],
      ['POST', '/gateway/pts/v2/payments/x/refunds'],
    ];
    for (const [method, route] of calls) {
      const response = await call(method, route, method === 'POST' ? {} : undefined, 'wrong');
      expect(response.status, route).toBe(401);
      expect((await response.json()).error).toBe('invalid_merchant_key');
    }
  });
});

describe('capture context and hosted fields', () => {
  it('issues an RS256 JWT bound to the target origins, verifiable with the JWKS', async () => {
    const context = await captureContext([SHOP, 'https://www.example.co.uk']);
    const jwks = await ok<{ keys: JWK[] }>(await fetch(`${base}/gateway/.well-known/jwks.json`));
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { payload, protectedHeader } = await jwtVerify(context, createLocalJWKSet(jwks));
    expect(protectedHeader.alg).toBe('RS256');
    expect((payload.ctx as { targetOrigins: string[] }).targetOrigins).toEqual([SHOP, 'https://www.example.co.uk']);
    expect((payload.ctx as { clientLibrary: string }).clientLibrary).toBe(
      `${base.replace('127.0.0.1', 'localhost')}/gateway/microform.js`,
    );
    expect(payload.exp! - payload.iat!).toBe(15 * 60);
  });

  it('refuses wildcard or path-bearing target origins', async () => {
    for (const targetOrigins of [['http://*.localhost:3000'], [`${SHOP}/checkout`], [], ['javascript:alert(1)']]) {
      const response = await call('POST', '/gateway/microform/v2/sessions', { targetOrigins });
      expect(response.status).toBe(400);
    }
  });

  it('serves the card fields only to be framed by the target origins, and the client script', async () => {
    const context = await captureContext();
    const page = await fetch(`${base}/gateway/microform/fields?captureContext=${encodeURIComponent(context)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(`frame-ancestors ${SHOP}`);
    const html = await page.text();
    for (const label of ['Card number', 'Expiry date', 'Security code']) expect(html).toContain(label);
    expect(html).toContain('autocomplete="cc-number"');
    expect((await fetch(`${base}/gateway/microform/fields?captureContext=nonsense`)).status).toBe(400);
    const script = await fetch(`${base}/gateway/microform.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('SandboxMicroform');
  });
});

describe('transient tokens', () => {
  it('hands out a 15-minute token with bin, masked number, type and expiry, never the number', async () => {
    const jwt = await token('4111 1111 1111 1111');
    expect(jwt).not.toMatch(/4111111111111111/);
    const claims = decodeJwt(jwt);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(JSON.stringify(claims)).not.toContain('4111111111111111');
    expect(claims.content).toEqual({
      paymentInformation: {
        card: {
          number: { bin: '411111', maskedValue: '411111XXXXXX1111', detectedCardTypes: ['001'] },
          expirationMonth: { value: '01' },
          expirationYear: { value: String(expiry.year) },
        },
      },
    });
    const read = await ok<{ card: Record<string, unknown> }>(
      await call('POST', '/gateway/flex/v2/tokens/verify', { token: jwt }),
    );
    expect(read.card).toEqual({
      bin: '411111',
      maskedPan: '411111XXXXXX1111',
      panSuffix: '1111',
      cardType: '001',
      expiryMonth: 1,
      expiryYear: expiry.year,
    });
  });

  it('refuses a number failing the Luhn check, an expired date, a bad security code, and Amex by default', async () => {
    const bad = await tokenise('4111111111111112', { expiryMonth: '01', expiryYear: '20', securityCode: '1' });
    const body = await ok<{ fields: Record<string, string> }>(bad, 400);
    expect(Object.keys(body.fields).sort()).toEqual(['expiry', 'number', 'securityCode']);
    const amex = await ok<{ fields: Record<string, string> }>(
      await tokenise('378282246310005', { securityCode: '1234' }),
      400,
    );
    expect(amex.fields.number).toBe('This type of card is not accepted.');
    expect(await ok(await tokenise('6759649826438453'), 201)).toHaveProperty('token');
  });

  it('refuses a tampered, a foreign, an unknown and an expired token', async () => {
    const jwt = await token('5555555555554444');
    const [h, p, s] = jwt.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...decodeJwt(jwt), content: { paymentInformation: { card: { number: { bin: '400000' } } } } }),
    ).toString('base64url');
    const capture = await captureContext();
    const key = JSON.parse(readFileSync(path.join(dir, 'signing-key.json'), 'utf8')) as JWK;
    const signer = await importJWK(key, 'RS256');
    const expired = await new SignJWT({ jti: decodeJwt(jwt).jti })
      .setProtectedHeader({ alg: 'RS256', typ: 'tt+jwt', kid: key.kid })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 16 * 60)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(signer);
    const unknown = await new SignJWT({ jti: randomUUID() })
      .setProtectedHeader({ alg: 'RS256', typ: 'tt+jwt', kid: key.kid })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(signer);
    for (const [bad, message] of [
      [`${h}.${forged}.${s}`, 'not valid'],
      [`${h}.${p}`, 'not valid'],
      [capture, 'not valid'],
      [expired, 'expired'],
      [unknown, 'not known'],
    ] as const) {
      const body = await ok<{ error: string; message: string }>(
        await call('POST', '/gateway/flex/v2/tokens/verify', { token: bad }),
        400,
      );
      expect(body.error).toBe('invalid_token');
      expect(body.message).toContain(message);
      const paid = await ok<{ error: string }>(await authorise({ instrument: { transientToken: bad } }), 400);
      expect(paid.error).toBe('invalid_token');
    }
  });
});

describe('BIN lookup', () => {
  it('accepts the table BINs with type, funding, issuer and country; refuses an unknown BIN', async () => {
    const visaDebit = await ok(await call('POST', '/gateway/bin/v1/binlookup', { bin: '45431300' }));
    expect(visaDebit).toMatchObject({
      accepted: true,
      message: BIN_ACCEPTED,
      cardType: '001',
      brand: 'VISA',
      funding: 'DEBIT',
      issuerCountry: 'GB',
    });
    for (const card of TEST_CARDS) {
      const found = await ok(await call('POST', '/gateway/bin/v1/binlookup', { bin: card.pan.slice(0, 6) }));
      expect(found.message).toBe(BIN_ACCEPTED);
    }
    expect(await ok(await call('POST', '/gateway/bin/v1/binlookup', { bin: '378282' }))).toMatchObject({
      cardType: '003',
      brand: 'AMEX',
    });
    expect(await ok(await call('POST', '/gateway/bin/v1/binlookup', { bin: '999123' }))).toEqual({
      accepted: false,
      message: 'PAYMENT CARD BIN VALIDATION - Card Not Accepted',
      bin: '999123',
    });
    for (const bin of ['4111', '41111a', 411111]) {
      expect((await call('POST', '/gateway/bin/v1/binlookup', { bin })).status).toBe(400);
    }
  });
});

describe('payer authentication with the 3DS 2.2 test cards', () => {
  const challenge = async (result: Answer, action: string) => {
    expect(result.stepUpUrl).toMatch(/\/gateway\/cardinal\/challenge\//);
    const url = new URL(result.stepUpUrl as string);
    const page = await fetch(`${base}${url.pathname}`);
    const html = await page.text();
    for (const text of ['Complete authentication', 'Fail authentication', 'Cancel']) expect(html).toContain(text);
    const done = await fetch(`${base}${url.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=${action}`,
    });
    expect(done.status).toBe(200);
    const script = await done.text();
    expect(script).toContain(`"${SHOP}"`);
    expect(script).toContain('challenge-complete');
    return ok<Answer>(
      await call('POST', '/gateway/risk/v1/authentication-results', {
        authenticationTransactionId: result.authenticationTransactionId,
      }),
    );
  };

  it('serves the device-data-collection page that posts the referenceId', async () => {
    const { setup } = await enrol({ transientToken: await token('4000000000002701') });
    expect(setup.deviceDataCollectionUrl).toMatch(/\/gateway\/cardinal\/ddc$/);
    const form = await fetch(`${base}/gateway/cardinal/ddc`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `JWT=${encodeURIComponent(setup.accessToken)}`,
    });
    const html = await form.text();
    expect(html).toContain(`SessionId: "${setup.referenceId}"`);
    expect(html).toContain("MessageType: 'profile.completed'");
    expect((await fetch(`${base}/gateway/cardinal/ddc?JWT=bad`)).status).toBe(400);
  });

  it.each([
    ['4000000000002701', 'Y', '05'],
    ['5200000000002235', 'Y', '02'],
    ['4000000000002719', 'A', '06'],
    ['5200000000002482', 'A', '01'],
    ['4000000000002990', 'U', '07'],
    ['5200000000002409', 'U', '00'],
  ])('%s is frictionless (%s, ECI %s) and authorises with the proof', async (pan, pares, eci) => {
    const instrument = { transientToken: await token(pan) };
    const { result } = await enrol(instrument);
    expect(result.status).toBe('AUTHENTICATION_SUCCESSFUL');
    expect(result.proof).toMatchObject({ paresStatus: pares, eci });
    expect(result.proof.cavv === null).toBe(pares === 'U');
    const paid = await ok(await authorise({ instrument, authentication: result.proof }), 201);
    expect(paid).toMatchObject({ status: 'AUTHORIZED', reason: null });
  });

  it.each(['4000000000002537', '5200000000002185', '4000000000002925'])(
    '%s fails frictionless authentication (476) and is declined without it',
    async (pan) => {
      const instrument = { transientToken: await token(pan) };
      const { result } = await enrol(instrument);
      expect(result).toMatchObject({ status: 'AUTHENTICATION_FAILED', reason: '476' });
      const forged = {
        authenticationTransactionId: result.authenticationTransactionId,
        eci: '05',
        cavv: 'x',
        dsTransactionId: null,
        paresStatus: 'Y',
      };
      expect((await authorise({ instrument, authentication: forged })).status).toBe(400);
    },
  );

  it.each(['4000000000002503', '5200000000002151'])('%s is challenged; completing it authenticates', async (pan) => {
    const instrument = { transientToken: await token(pan) };
    const { result } = await enrol(instrument);
    expect(result.status).toBe('PENDING_AUTHENTICATION');
    const early = await ok(
      await call('POST', '/gateway/risk/v1/authentication-results', {
        authenticationTransactionId: result.authenticationTransactionId,
      }),
    );
    expect(early).toEqual({ status: 'AUTHENTICATION_FAILED', reason: 'CHALLENGE_NOT_COMPLETED' });
    const declined = await ok(await authorise({ instrument }), 201);
    expect(declined).toMatchObject({ status: 'DECLINED', reason: 'CONSUMER_AUTHENTICATION_REQUIRED' });
    const validated = await challenge(result, 'complete');
    expect(validated.status).toBe('AUTHENTICATION_SUCCESSFUL');
    expect(validated.proof.paresStatus).toBe('Y');
    expect(await ok(await authorise({ instrument, authentication: validated.proof }), 201)).toMatchObject({
      status: 'AUTHORIZED',
    });
  });

  it('fails a challenge on "Fail authentication" and on cancel; the challenge-fail cards fail whatever is chosen', async () => {
    const failed = await challenge((await enrol({ transientToken: await token('4000000000002503') })).result, 'fail');
    expect(failed).toEqual({ status: 'AUTHENTICATION_FAILED', reason: '476' });
    const abandoned = await challenge(
      (await enrol({ transientToken: await token('4000000000002503') })).result,
      'cancel',
    );
    expect(abandoned).toEqual({ status: 'AUTHENTICATION_FAILED', reason: 'CHALLENGE_ABANDONED' });
    for (const pan of ['4000000000002370', '5200000000002490']) {
      const result = await challenge((await enrol({ transientToken: await token(pan) })).result, 'complete');
      expect(result).toEqual({ status: 'AUTHENTICATION_FAILED', reason: '476' });
    }
  });

  it('takes the one-time code 1234; a wrong code may be retried, the third wrong one fails', async () => {
    const press = async (url: string, body: string) => {
      const response = await fetch(`${base}${new URL(url).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    const validate = async (id: string) =>
      ok<Answer>(await call('POST', '/gateway/risk/v1/authentication-results', { authenticationTransactionId: id }));

    const passing = (await enrol({ transientToken: await token('4000000000002503') })).result;
    expect(await press(passing.stepUpUrl, 'action=code&code=9999')).toContain('That code is not right. 2 tries left.');
    expect((await validate(passing.authenticationTransactionId)).reason).toBe('CHALLENGE_NOT_COMPLETED');
    expect(await press(passing.stepUpUrl, 'action=code&code=1234')).toContain('challenge-complete');
    expect((await validate(passing.authenticationTransactionId)).status).toBe('AUTHENTICATION_SUCCESSFUL');

    const failing = (await enrol({ transientToken: await token('5200000000002151') })).result;
    await press(failing.stepUpUrl, 'action=code&code=1');
    expect(await press(failing.stepUpUrl, 'action=code&code=2')).toContain('1 try left.');
    expect(await press(failing.stepUpUrl, 'action=code&code=3')).toContain('"failed"');
    expect(await validate(failing.authenticationTransactionId)).toEqual({
      status: 'AUTHENTICATION_FAILED',
      reason: '476',
    });
  });

  it('refuses an enrolment whose referenceId is from another card, and bad browser fields', async () => {
    const { setup } = await enrol({ transientToken: await token('4000000000002701') });
    const other = { transientToken: await token('4000000000002719') };
    const body = {
      reference: 'r',
      referenceId: setup.referenceId,
      amountPence: 1000,
      currency: 'GBP',
      instrument: other,
      email: 'shopper@example.com',
      browser,
      returnUrl: `${SHOP}/checkout/payment`,
    };
    expect((await call('POST', '/gateway/risk/v1/authentications', body)).status).toBe(400);
    const { colorDepth: _c, ...partial } = browser;
    expect((await call('POST', '/gateway/risk/v1/authentications', { ...body, browser: partial })).status).toBe(400);
  });
});

describe('authorisation', () => {
  it.each([
    [1051, 'INSUFFICIENT_FUND'],
    [2052, 'EXPIRED_CARD'],
    [99953, 'PROCESSOR_DECLINED'],
  ])('declines £%i pence with %s', async (amountPence, reason) => {
    const paid = await ok(
      await authorise({ amountPence, instrument: { transientToken: await token('4111111111111111') } }),
      201,
    );
    expect(paid).toMatchObject({ status: 'DECLINED', reason, amountPence, instrumentId: null });
  });

  it('authorises once per merchant reference, even under concurrent repeats', async () => {
    const reference = randomUUID();
    const instrument = { transientToken: await token('4111111111111111') };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => authorise({ reference, instrument }).then((r) => r.json())),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(answers[0]).toMatchObject({ reference, status: 'AUTHORIZED', amountPence: 1000 });
    expect((await authorise({ reference, instrument, amountPence: 999 })).status).toBe(409);
    const found = await ok(await call('GET', `/gateway/pts/v2/payments?reference=${reference}`));
    expect(found.id).toBe(answers[0].id);
    expect((await call('GET', `/gateway/pts/v2/payments?reference=${randomUUID()}`)).status).toBe(404);
    // The same transient token cannot pay for a second reference.
    expect((await authorise({ instrument })).status).toBe(409);
  });

  it('saves the card as an instrument and pays with it later', async () => {
    const first = await ok(
      await authorise({ saveCard: true, instrument: { transientToken: await token('5555555555554444') } }),
      201,
    );
    expect(first.instrumentId).toMatch(/^INS-[0-9A-F-]{36}$/);
    const again = await ok(await authorise({ instrument: { instrumentId: first.instrumentId } }), 201);
    expect(again).toMatchObject({ status: 'AUTHORIZED', instrumentId: first.instrumentId });
    expect(again.card).toEqual(first.card);
    expect((await authorise({ instrument: { instrumentId: 'INSNOPE' } })).status).toBe(404);
  });

  it('reverses and refunds', async () => {
    const paid = await ok(
      await authorise({ amountPence: 5000, instrument: { transientToken: await token('4111111111111111') } }),
      201,
    );
    expect(
      await ok(await call('POST', `/gateway/pts/v2/payments/${paid.id}/refunds`, { amountPence: 2000 }), 201),
    ).toMatchObject({
      status: 'REFUNDED',
    });
    expect((await call('POST', `/gateway/pts/v2/payments/${paid.id}/refunds`, { amountPence: 3001 })).status).toBe(400);
    expect((await call('POST', `/gateway/pts/v2/payments/${paid.id}/reversals`)).status).toBe(409);

    const reusable = { transientToken: await token('4111111111111111') };
    const other = await ok(await authorise({ instrument: reusable }), 201);
    expect((await authorise({ instrument: reusable })).status).toBe(409);
    expect(await ok(await call('POST', `/gateway/pts/v2/payments/${other.id}/reversals`))).toEqual({
      status: 'REVERSED',
      id: other.id,
    });
    expect(await ok(await call('POST', `/gateway/pts/v2/payments/${other.id}/reversals`))).toMatchObject({
      status: 'REVERSED',
    });
    // Once its authorisation is reversed, the token may pay again (once).
    expect(await ok(await authorise({ instrument: reusable }), 201)).toMatchObject({ status: 'AUTHORIZED' });
    expect((await authorise({ instrument: reusable })).status).toBe(409);
    expect((await call('POST', `/gateway/pts/v2/payments/${other.id}/refunds`, { amountPence: 1 })).status).toBe(409);
    expect((await call('POST', '/gateway/pts/v2/payments/nope/reversals')).status).toBe(404);
    const found = await ok(await call('GET', `/gateway/pts/v2/payments?reference=${other.reference}`));
    expect(found.reversed).toBe(true);
  });

  it('keeps authorisations, instruments and tokens across a restart, card numbers encrypted', async () => {
    const jwt = await token('4111111111111111');
    const paid = await ok(await authorise({ saveCard: true, instrument: { transientToken: jwt } }), 201);
    await sandbox.close();
    // Card numbers are encrypted at rest: nothing in the data folder looks like one.
    const journal = readFileSync(path.join(dir, 'journal.jsonl'), 'utf8');
    expect(journal).toContain(paid.reference as string);
    expect(journal).not.toMatch(/\d{13,19}/);
    ({ server: sandbox, url: base } = await start());
    expect(await ok(await call('GET', `/gateway/pts/v2/payments?reference=${paid.reference}`))).toEqual(paid);
    expect(await ok(await call('POST', '/gateway/flex/v2/tokens/verify', { token: jwt }))).toHaveProperty('card');
    expect(await ok(await authorise({ instrument: { instrumentId: paid.instrumentId } }), 201)).toMatchObject({
      status: 'AUTHORIZED',
    });
  });

  it('refuses hostile bodies with a 400', async () => {
    const instrument = { transientToken: await token('4111111111111111') };
    for (const body of [
      { amountPence: -1, instrument },
      { amountPence: 10.5, instrument },
      { instrument, currency: 'USD' },
      { instrument, extra: 'field' },
      { instrument: { transientToken: 'x', instrumentId: 'y' } },
    ]) {
      expect((await authorise(body)).status).toBe(400);
    }
  });
});

describe('test-card page', () => {
  it('lists every test card and the decline amounts', async () => {
    const html = await (await fetch(`${base}/gateway/test-cards`)).text();
    for (const card of TEST_CARDS) expect(html).toContain(card.pan.replace(/(\d{4})(?=\d)/g, '$1 '));
    for (const reason of ['INSUFFICIENT_FUND', 'EXPIRED_CARD', 'PROCESSOR_DECLINED', '£x.51'])
      expect(html).toContain(reason);
  });
});
