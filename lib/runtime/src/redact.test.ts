import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './log.ts';
import { CARD_REDACTED, REDACTED, redact, redactString } from './redact.ts';

describe('redactString', () => {
  it('masks Luhn-valid card numbers, plain or grouped, and leaves other digit runs', () => {
    expect(redactString('paid with 4111111111111111 today')).toBe(`paid with ${CARD_REDACTED} today`);
    expect(redactString('card 4111 1111 1111 1111.')).toBe(`card ${CARD_REDACTED}.`);
    expect(redactString('amex 3782-822463-10005')).toBe(`amex ${CARD_REDACTED}`);
    // Not Luhn-valid, too short, or an order number inside a longer run: kept.
    expect(redactString('order 4111111111111112')).toBe('order 4111111111111112');
    expect(redactString('phone 07700900123')).toBe('phone 07700900123');
    expect(redactString('uuid 123e4567-e89b-12d3-a456-426614174000')).toBe('uuid 123e4567-e89b-12d3-a456-426614174000');
  });

  it('masks bearer and basic credentials and inline secrets', () => {
    expect(redactString('Authorization: Bearer eyJhbGciOi.abc-def_ghi')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redactString('basic dXNlcjpwYXNz')).toBe(`basic ${REDACTED}`);
    expect(redactString('GET /cb?code=1&access_token=abc123&x=1')).toBe(`GET /cb?code=1&access_token=${REDACTED}&x=1`);
    expect(redactString('login password=hunter2 failed')).toBe(`login password=${REDACTED} failed`);
  });
});

describe('redact', () => {
  it('masks the values of secret-named keys at any depth, whatever their case or separator', () => {
    const input = {
      method: 'GET',
      headers: {
        Authorization: 'Bearer abc',
        cookie: 'shop_session=xyz',
        'Set-Cookie': ['a=b'],
        'x-merchant-key': 'shop-local-gateway-merchant-key',
        'X-Postmark-Server-Token': 'tok',
        accept: 'text/html',
      },
      body: { email: 'a@example.com', password: 'hunter2', client_secret: 's', refreshToken: 'r' },
      list: [{ apiKey: 'k' }, { token: 't' }],
      empty: { password: '' },
    };
    expect(redact(input)).toEqual({
      method: 'GET',
      headers: {
        Authorization: REDACTED,
        cookie: REDACTED,
        'Set-Cookie': REDACTED,
        'x-merchant-key': REDACTED,
        'X-Postmark-Server-Token': REDACTED,
        accept: 'text/html',
      },
      body: { email: 'a@example.com', password: REDACTED, client_secret: REDACTED, refreshToken: REDACTED },
      list: [{ apiKey: REDACTED }, { token: REDACTED }],
      empty: { password: '' },
    });
  });

  it('scrubs strings and card-like integers inside values, and errors (message, stack, cause)', () => {
    const error = new Error('charge 4111111111111111 failed', { cause: new Error('Bearer sekret') });
    const out = redact({ note: 'card 5555 5555 5555 4444', pan: 1, amount: 4111111111111111, error }) as Record<
      string,
      unknown
    >;
    expect(out.note).toBe(`card ${CARD_REDACTED}`);
    expect(out.pan).toBe(REDACTED);
    expect(out.amount).toBe(CARD_REDACTED);
    expect(out.error).toMatchObject({
      type: 'Error',
      message: `charge ${CARD_REDACTED} failed`,
      cause: { message: `Bearer ${REDACTED}` },
    });
    expect(JSON.stringify(out)).not.toContain('4111111111111111');
  });

  it('reads Headers and survives cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    expect(redact({ headers: new Headers({ authorization: 'Bearer a', accept: '*/*' }), cyclic })).toEqual({
      headers: { authorization: REDACTED, accept: '*/*' },
      cyclic: { name: 'x', self: '[Circular]' },
    });
  });
});

describe('createLogger (pino)', () => {
  function capture() {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    return { lines, destination };
  }

  it('writes one JSON line per record with name, level label and ISO time, redacted', () => {
    const { lines, destination } = capture();
    const log = createLogger('site', { destination });
    log.info(
      { req: { url: '/api/x?token=abc', headers: { authorization: 'Bearer abc', cookie: 'shop_session=1' } } },
      'request 4111 1111 1111 1111 from Bearer xyz',
    );
    log.error(new Error('password=hunter2 rejected'), 'sign-in failed');
    log.debug('hidden at info');
    expect(lines).toHaveLength(2);
    const [first, second] = lines;
    expect(first).toMatchObject({
      name: 'site',
      level: 'info',
      msg: `request ${CARD_REDACTED} from Bearer ${REDACTED}`,
      req: { url: `/api/x?token=${REDACTED}`, headers: { authorization: REDACTED, cookie: REDACTED } },
    });
    expect(first?.time).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(second).toMatchObject({
      level: 'error',
      msg: 'sign-in failed',
      err: { message: `password=${REDACTED} rejected` },
    });
    const all = JSON.stringify(lines);
    for (const secret of ['hunter2', 'shop_session=1', 'Bearer abc', '4111']) expect(all).not.toContain(secret);
  });

  it('redacts child bindings and honours the level', () => {
    const { lines, destination } = capture();
    const log = createLogger('identity', { destination, level: 'debug' }).child({ component: 'mail', apiKey: 'k1' });
    log.debug({ to: 'a@example.com' }, 'sent');
    expect(lines[0]).toMatchObject({ level: 'debug', component: 'mail', msg: 'sent', to: 'a@example.com' });
    expect(JSON.stringify(lines)).not.toContain('k1');
  });
});
