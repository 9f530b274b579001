// Contract test for POST /api/shop/p/visitor-tracking against the sandbox's recommendations provider: the shop fills
// the event from its own catalogue and orders, identifiers come only from the tracking cookies with consent (none
// without: private), and hostile bodies are 4xx with nothing recorded.
import { type FixtureOption, pickOptions } from '@shop/commerce/bag/fixture';
import { recordOrder } from '@shop/commerce/orders/orders';
import { demoCustomerId } from '@shop/commerce/seed/customers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, call, cookieOf, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';
import { formatTrackingCookie, SESSION_COOKIE, VISITOR_COOKIE } from '@/lib/tracking/ids.ts';
import { openRecsSandbox, type RecsSandbox } from '@/lib/tracking/recs-test-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { POST } = await import('./route.ts');

const KEY = 'site-recs-key';
const CASH = demoCustomerId('dal', 'cash');
const PATH = '/api/shop/p/visitor-tracking';
let t: RouteTestDb;
let recs: RecsSandbox;
let options: FixtureOption[];
let orderNumber = '';

const visitorId = Buffer.alloc(16, 1).toString('base64');
const sessionId = Buffer.alloc(16, 2).toString('base64');
const later = Date.now() + 60 * 60 * 1000;
const trackingCookies = [
  `${VISITOR_COOKIE}=${encodeURIComponent(formatTrackingCookie({ id: visitorId, expiresAt: later }))}`,
  `${SESSION_COOKIE}=${encodeURIComponent(formatTrackingCookie({ id: sessionId, expiresAt: later }))}`,
].join('; ');
const consented = `cookieConsent=${encodeURIComponent('v1:1.2.4')}; ${trackingCookies}`;

const stored = async () =>
  (await (await recs.fetch('/recs/v1/events')).json()) as {
    total: number;
    events: Array<Record<string, unknown>>;
  };

beforeAll(async () => {
  t = await openRouteTestDb();
  recs = await openRecsSandbox(KEY);
  options = await pickOptions(t.db, 'dal', 2);
  orderNumber = (
    await recordOrder(t.db, {
      brandCode: 'dal',
      customerId: CASH,
      cartId: '0b6a7c1e-2f4d-4e5a-8b9c-1d2e3f4a5b6c',
      deliveryMethod: 'STANDARD',
      lines: options.map((option, i) => ({
        ...option,
        productName: `Line ${i}`,
        quantity: i + 1,
        unitPricePence: 1000 + i,
      })),
      payment: { method: 'card', cardType: '001', panSuffix: '1111', authorisationId: 'auth-recs' },
    })
  ).orderNumber;
}, 180_000);

afterAll(async () => {
  await recs?.close();
  await t?.dispose();
});

describe('tracking with consent', () => {
  it('an item view carries the visitor, the session and the signed-in customer, with the product’s number and name', async () => {
    actAs(CASH);
    const [option] = options as [FixtureOption];
    const response = await call(POST, 'POST', PATH, {
      body: { event: 'view', productId: option.productNumber.toLowerCase() },
      cookie: consented,
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ tracked: true, private: false });
    const [event] = (await stored()).events;
    expect(event).toMatchObject({
      type: 'view',
      private: false,
      visitorId,
      sessionId,
      userId: CASH,
      items: [{ id: option.productNumber, name: expect.any(String) }],
    });
  });

  it('a purchase is the customer’s own order as the shop holds it (prices in pence), recorded once', async () => {
    actAs(CASH);
    const response = await call(POST, 'POST', PATH, { body: { event: 'purchase', orderNumber }, cookie: consented });
    expect(response.status).toBe(202);
    const [event] = (await stored()).events;
    expect(event).toMatchObject({
      type: 'purchase',
      orderNumber,
      visitorId,
      items: options.map((option, i) => ({ id: option.productNumber, unitPrice: 1000 + i, quantity: i + 1 })),
    });
    // A reload sends it again: answered, not counted twice.
    expect(
      (await call(POST, 'POST', PATH, { body: { event: 'purchase', orderNumber }, cookie: consented })).status,
    ).toBe(202);
    expect((await (await recs.fetch(`/recs/v1/events?orderNumber=${orderNumber}`)).json()).total).toBe(1);
  });
});

describe('nothing is tracked with an identifier without consent', () => {
  it.each([
    ['no choice yet', trackingCookies],
    ['analytics only (no category 4)', `cookieConsent=${encodeURIComponent('v1:1.2')}; ${trackingCookies}`],
    ['everything refused', `cookieConsent=${encodeURIComponent('v1:1')}; ${trackingCookies}`],
  ])('%s: the event is private, no id reaches the provider and the cookies are removed', async (_name, cookie) => {
    actAs(CASH);
    const response = await call(POST, 'POST', PATH, {
      body: { event: 'add', productId: options[1]!.productNumber, quantity: 2 },
      cookie,
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ tracked: true, private: true });
    const [event] = (await stored()).events;
    expect(event).toMatchObject({ type: 'add', private: true, visitorId: null, sessionId: null, userId: null });
    expect(JSON.stringify(event)).not.toContain(visitorId);
    expect(cookieOf(response, SESSION_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('recommendations only (category 4 without 2): the session id goes, the long-lived visitor id does not', async () => {
    actAs(null);
    const cookie = `cookieConsent=${encodeURIComponent('v1:1.4')}; ${trackingCookies}`;
    const response = await call(POST, 'POST', PATH, {
      body: { event: 'view', productId: options[0]!.productNumber },
      cookie,
    });
    expect(response.status).toBe(202);
    expect((await stored()).events[0]).toMatchObject({ private: false, visitorId: null, sessionId, userId: null });
    expect(cookieOf(response, VISITOR_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
  });
});

describe('hostile requests are 4xx and record nothing', () => {
  it.each([
    [
      'a purchase with made-up lines',
      { event: 'purchase', orderNumber: '10000001', items: [{ id: 'X', unitPrice: 1 }] },
      400,
    ],
    ['a script as the product', { event: 'view', productId: '<script>alert(1)</script>' }, 400],
    ['an unknown event', { event: 'click', productId: 'abc' }, 400],
    ['a visitor id in the body', { event: 'view', productId: 'abc', visitorId }, 400],
    ['a quantity of a thousand', { event: 'add', productId: 'abc', quantity: 1000 }, 400],
    ['a product this shop does not sell', { event: 'view', productId: 'ZZ999999' }, 404],
    ['another customer’s order', { event: 'purchase', orderNumber: '99999999' }, 404],
  ])('%s → %i', async (_name, body, status) => {
    actAs(CASH);
    const before = (await stored()).total;
    const response = await call(POST, 'POST', PATH, { body, cookie: consented });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await stored()).total).toBe(before);
  });

  it('a guest’s purchase, another customer, not JSON, a form body and another site are refused', async () => {
    const before = (await stored()).total;
    actAs(null);
    expect(
      (await call(POST, 'POST', PATH, { body: { event: 'purchase', orderNumber }, cookie: consented })).status,
    ).toBe(401);
    actAs(demoCustomerId('dal', 'credit'));
    expect(
      (await call(POST, 'POST', PATH, { body: { event: 'purchase', orderNumber }, cookie: consented })).status,
    ).toBe(404);
    expect((await call(POST, 'POST', PATH, { rawBody: '{"event":', cookie: consented })).status).toBe(400);
    expect(
      (
        await call(POST, 'POST', PATH, {
          rawBody: 'event=view',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(415);
    expect(
      (
        await call(POST, 'POST', PATH, {
          body: { event: 'view', productId: options[0]!.productNumber },
          headers: { origin: 'http://evil.example' },
        })
      ).status,
    ).toBe(403);
    expect((await stored()).total).toBe(before);
  });
});
