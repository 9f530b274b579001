// Contract test for POST /api/shop/p/analytics: page views, promotions, experiments and conversions recorded with the
// identifiers consent allows (none without consent for analytics: private, and the cookies removed), checked against
// the shop's own catalogue and orders; hostile bodies are 4xx with nothing recorded.
import { listAnalyticsEvents } from '@shop/commerce/analytics';
import { type FixtureOption, pickOptions } from '@shop/commerce/bag/fixture';
import { recordOrder } from '@shop/commerce/orders/orders';
import { demoCustomerId } from '@shop/commerce/seed/customers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_SESSION_COOKIE } from '@/lib/analytics/client.ts';
import { actAs, call, cookieOf, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';
import { formatTrackingCookie, VISITOR_COOKIE } from '@/lib/tracking/ids.ts';

vi.setConfig({ testTimeout: 30_000 });

const { POST } = await import('./route.ts');

const CASH = demoCustomerId('dal', 'cash');
const PATH = '/api/shop/p/analytics';
let t: RouteTestDb;
let options: FixtureOption[];
let orderNumber = '';

const visitorId = Buffer.alloc(16, 3).toString('base64');
const sessionId = Buffer.alloc(16, 4).toString('base64');
const later = Date.now() + 60 * 60 * 1000;
const idCookies = [
  `${VISITOR_COOKIE}=${encodeURIComponent(formatTrackingCookie({ id: visitorId, expiresAt: later }))}`,
  `${ANALYTICS_SESSION_COOKIE}=${encodeURIComponent(formatTrackingCookie({ id: sessionId, expiresAt: later }))}`,
].join('; ');
const withConsent = (categories: string) => `cookieConsent=${encodeURIComponent(`v1:${categories}`)}; ${idCookies}`;

const events = () => listAnalyticsEvents(t.db, 'dal', { limit: 1000 });
const send = (body: unknown, cookie = withConsent('1.2.4')) => call(POST, 'POST', PATH, { body, cookie });

beforeAll(async () => {
  t = await openRouteTestDb();
  options = await pickOptions(t.db, 'dal', 1);
  orderNumber = (
    await recordOrder(t.db, {
      brandCode: 'dal',
      customerId: CASH,
      cartId: '2b6a7c1e-2f4d-4e5a-8b9c-1d2e3f4a5b6c',
      deliveryMethod: 'STANDARD',
      lines: options.map((option) => ({ ...option, productName: 'Line', quantity: 1, unitPricePence: 1500 })),
      payment: { method: 'card', cardType: '001', panSuffix: '1111', authorisationId: 'auth-analytics' },
    })
  ).orderNumber;
}, 180_000);

afterAll(async () => {
  await t?.dispose();
});

describe('with consent for analytics', () => {
  it('a product page view carries the analytics session, the visitor and the customer, and the product’s number', async () => {
    actAs(CASH);
    const product = options[0]!.productNumber;
    const response = await send({
      kind: 'visit',
      recordType: 'product',
      path: `/shop/p/${product.toLowerCase()}`,
      recordId: product.toLowerCase(),
    });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ recorded: true, private: false });
    expect((await events())[0]).toMatchObject({
      kind: 'visit',
      recordType: 'product',
      recordId: product,
      private: false,
      visitorId,
      sessionId,
      customerId: CASH,
    });
  });

  it('analytics without recommendations: the session and the customer, not the long-lived visitor id', async () => {
    actAs(null);
    const response = await send({ kind: 'visit', recordType: 'basket', path: '/shop/bag' }, withConsent('1.2'));
    expect(response.status).toBe(202);
    expect((await events())[0]).toMatchObject({ recordType: 'basket', private: false, visitorId: null, sessionId });
    expect(cookieOf(response, VISITOR_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
  });

  it('the customer’s own order as a conversion; a promotion and an experiment as events', async () => {
    actAs(CASH);
    const path = '/checkout/order-confirmation';
    expect((await send({ kind: 'order', recordType: 'conversion', path, recordId: orderNumber })).status).toBe(202);
    expect(
      (await send({ kind: 'visit', recordType: 'event', path: '/', eventName: 'promo_view', recordId: 'k1a2' })).status,
    ).toBe(202);
    expect(
      (
        await send({
          kind: 'visit',
          recordType: 'event',
          path: '/',
          eventName: 'experiment',
          recordId: 'sticky-add-to-bag',
          variant: 'sticky',
        })
      ).status,
    ).toBe(202);
    const [experiment, promo, conversion] = await events();
    expect(conversion).toMatchObject({ kind: 'order', recordType: 'conversion', recordId: orderNumber });
    expect(promo).toMatchObject({ recordType: 'event', eventName: 'promo_view', recordId: 'k1a2' });
    expect(experiment).toMatchObject({ eventName: 'experiment', recordId: 'sticky-add-to-bag', variant: 'sticky' });
  });
});

describe('without consent for analytics nothing identifies the shopper', () => {
  it.each([
    ['no choice yet', idCookies],
    ['everything refused', withConsent('1')],
    ['recommendations but not analytics', withConsent('1.3.4.5')],
  ])('%s: private, no identifier stored, the analytics cookie removed', async (_name, cookie) => {
    actAs(CASH);
    const response = await send(
      { kind: 'visit', recordType: 'category', path: '/shop/c/dresses', recordId: 'dresses' },
      cookie,
    );
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ recorded: true, private: true });
    const [event] = await events();
    expect(event).toMatchObject({
      recordType: 'category',
      private: true,
      visitorId: null,
      sessionId: null,
      customerId: null,
    });
    expect(cookieOf(response, ANALYTICS_SESSION_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
  });
});

describe('hostile requests are 4xx and record nothing', () => {
  it.each([
    ['a script as the path', { kind: 'visit', recordType: 'basket', path: '<script>' }, 400],
    ['a path with a query', { kind: 'visit', recordType: 'basket', path: '/shop/bag?email=a@b.c' }, 400],
    ['an unknown kind', { kind: 'click', recordType: 'basket', path: '/' }, 400],
    ['an order that is not a conversion', { kind: 'order', recordType: 'basket', path: '/' }, 400],
    ['an event without its name', { kind: 'visit', recordType: 'event', path: '/' }, 400],
    [
      'an experiment without its variant',
      { kind: 'visit', recordType: 'event', path: '/', eventName: 'experiment', recordId: 'x' },
      400,
    ],
    ['a visitor id in the body', { kind: 'visit', recordType: 'basket', path: '/', visitorId }, 400],
    [
      'a product this shop does not sell',
      { kind: 'visit', recordType: 'product', path: '/', recordId: 'ZZ999999' },
      404,
    ],
    ['another customer’s order', { kind: 'order', recordType: 'conversion', path: '/', recordId: '99999999' }, 404],
  ])('%s → %i', async (_name, body, status) => {
    actAs(CASH);
    const before = (await events()).length;
    const response = await send(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await events()).length).toBe(before);
  });

  it('a guest’s conversion, not JSON and another site are refused', async () => {
    const before = (await events()).length;
    actAs(null);
    expect((await send({ kind: 'order', recordType: 'conversion', path: '/', recordId: orderNumber })).status).toBe(
      401,
    );
    expect((await call(POST, 'POST', PATH, { rawBody: '{"kind":' })).status).toBe(400);
    expect(
      (
        await call(POST, 'POST', PATH, {
          body: { kind: 'visit', recordType: 'basket', path: '/shop/bag' },
          headers: { origin: 'http://evil.example' },
        })
      ).status,
    ).toBe(403);
    expect((await events()).length).toBe(before);
  });
});
