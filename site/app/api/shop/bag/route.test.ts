// Contract tests for the bag calls (spec §7) over HTTP: real Requests into the route handlers, a real database.
import { decryptCartId } from '@shop/commerce/bag/cart-id';
import { BAG_MESSAGES } from '@shop/commerce/bag/errors';
import { type FixtureOption, markBagPaid, pickOptions, twoSizes } from '@shop/commerce/bag/fixture';
import { customers } from '@shop/commerce/db/schema-customers';
import { PROMO_MESSAGES } from '@shop/commerce/promotions/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, addToBagBody, call, cookieOf, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { POST: addPost, PUT: addPut } = await import('./addToBag/route.ts');
const { GET: getBag } = await import('./route.ts');
const { GET: count } = await import('./cartItemCount/route.ts');
const { PUT: edit } = await import('./editBag/route.ts');
const { PUT: merge } = await import('./cartMerge/route.ts');
const { PUT: promoCode } = await import('./promoCode/route.ts');
const { GET: promoDescription } = await import('./promoDescription/route.ts');
const { POST: promotions } = await import('./promotions/route.ts');
const { GET: cutoff } = await import('../cutoff/route.ts');
const { POST: deliverySubscription } = await import('../p/promotionsDeliverySubscription/route.ts');

const THIRTY_DAYS = 30 * 24 * 60 * 60;
let t: RouteTestDb;
let items: FixtureOption[];

beforeAll(async () => {
  t = await openRouteTestDb();
  items = (await pickOptions(t.db, 'dal', 20)).sort((a, b) => a.price - b.price);
}, 180_000);
afterAll(() => t?.dispose());

const item = (i: number) => items[i] as FixtureOption;

async function newBag(o = item(0), quantity = 1) {
  const response = await call(addPost, 'POST', '/api/shop/bag/addToBag', { body: addToBagBody(o, { quantity }) });
  expect(response.status).toBe(200);
  return (await response.json()) as { cartId: string; bagItemsCount: number; cartEntries: { quantity: number }[] };
}

describe('GET cartItemCount', () => {
  it('reads zero with no bag and sets no cookie', async () => {
    const response = await call(count, 'GET', '/api/shop/bag/cartItemCount');
    expect(await response.json()).toEqual({ code: 'SUCCESS', cartId: '', itemCount: 0 });
    expect(cookieOf(response, 'cartId')).toBeNull();
  });

  it('counts units and stores the cartId cookie for 30 days', async () => {
    const bag = await newBag(item(0), 3);
    const response = await call(count, 'GET', '/api/shop/bag/cartItemCount', { cookie: `cartId=${bag.cartId}` });
    const answer = await response.json();
    expect(answer).toMatchObject({ code: 'SUCCESS', itemCount: 3 });
    expect(decryptCartId(answer.cartId)).toBe(decryptCartId(bag.cartId));
    const cookie = cookieOf(response, 'cartId');
    expect(cookie?.maxAge).toBe(THIRTY_DAYS);
    expect(cookie?.raw).toMatch(/HttpOnly/);
  });
});

describe('addToBag and the bag', () => {
  it('POST and PUT both add; the bag comes back in the spec shape with a 30-day cookie', async () => {
    const [small, large] = await twoSizes(t.db, 'dal');
    const first = await call(addPost, 'POST', '/api/shop/bag/addToBag', { body: addToBagBody(small) });
    expect(cookieOf(first, 'cartId')?.maxAge).toBe(THIRTY_DAYS);
    const { cartId } = await first.json();
    const second = await call(addPut, 'PUT', '/api/shop/bag/addToBag', { body: addToBagBody(large, { cartId }) });
    const cart = await second.json();
    expect(cart.cartEntries).toHaveLength(2);
    expect(cart.cartEntries[0]).toMatchObject({
      productNo: small.productNumber,
      productOptionNo: small.optionNumber,
      unitPrice: small.price,
      stockStatus: 'IN_STOCK',
      productDetails: { productNumber: small.productNumber, offerNumber: small.offerNumber },
    });
    for (const field of [
      'orderTotal',
      'orderValue',
      'totalDeliveryCharge',
      'deliveryChargeItems',
      'staggeredIncentives',
      'removedOutOfStockItems',
      'allItemsOutOfStock',
      'cartSummary',
    ]) {
      expect(cart, field).toHaveProperty(field);
    }
    const read = await call(getBag, 'GET', `/api/shop/bag?cartId=${encodeURIComponent(cartId)}`);
    expect((await read.json()).bagItemsCount).toBe(2);
  });

  it('never trusts the client price', async () => {
    const response = await call(addPost, 'POST', '/api/shop/bag/addToBag', {
      body: addToBagBody(item(1), { unitPrice: 1 }),
    });
    expect((await response.json()).cartEntries[0].unitPrice).toBe(item(1).price);
  });

  it('BASKET_LIMIT_EXCEEDED is a 400 with the server message, and the bag is unchanged', async () => {
    const bag = await newBag(item(2), 99);
    const response = await call(addPost, 'POST', '/api/shop/bag/addToBag', {
      body: addToBagBody(item(2), { cartId: bag.cartId }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'BASKET_LIMIT_EXCEEDED',
      message: BAG_MESSAGES.BASKET_LIMIT_EXCEEDED,
    });
    const read = await call(getBag, 'GET', '/api/shop/bag', { cookie: `cartId=${bag.cartId}` });
    expect((await read.json()).bagItemsCount).toBe(99);
  });

  it('refuses a product that does not match its offer with DATA_ERROR', async () => {
    const response = await call(addPost, 'POST', '/api/shop/bag/addToBag', {
      body: addToBagBody({ ...item(0), offerNumber: '123' }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('DATA_ERROR');
  });

  it('refuses another brand’s siteId, the wrong channel and a cross-site origin', async () => {
    const wrongSite = await call(addPost, 'POST', '/api/shop/bag/addToBag', {
      body: addToBagBody(item(0), { siteId: 'COGAN' }),
    });
    expect(wrongSite.status).toBe(400);
    const wrongChannel = await call(addPost, 'POST', '/api/shop/bag/addToBag', {
      body: addToBagBody(item(0), { channel: 'app' }),
    });
    expect(wrongChannel.status).toBe(400);
    const crossSite = await call(addPost, 'POST', '/api/shop/bag/addToBag', {
      body: addToBagBody(item(0)),
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('cart error codes reset the cart cookie', () => {
  it('another brand: 404 CART_NOT_FOUND_SITE_MISMATCH', async () => {
    const bag = await newBag();
    const response = await call(getBag, 'GET', '/api/shop/bag', { brand: 'cgn', cookie: `cartId=${bag.cartId}` });
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('CART_NOT_FOUND_SITE_MISMATCH');
    expect(cookieOf(response, 'cartId')?.maxAge).toBe(0);
  });

  it('another customer: 404 CART_NOT_FOUND_CUSTOMER_MISMATCH', async () => {
    actAs('cust-1');
    const bag = await newBag();
    actAs('cust-2');
    try {
      const response = await call(getBag, 'GET', '/api/shop/bag', { cookie: `cartId=${bag.cartId}` });
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('CART_NOT_FOUND_CUSTOMER_MISMATCH');
      expect(cookieOf(response, 'cartId')?.maxAge).toBe(0);
    } finally {
      actAs(null);
    }
  });

  it('a paid bag: 409 CART_PMNT_DONE; a forged id: 404 CART_NOT_FOUND; no bag: 404', async () => {
    const bag = await newBag();
    await markBagPaid(t.db, bag.cartId);
    const paid = await call(getBag, 'GET', '/api/shop/bag', { cookie: `cartId=${bag.cartId}` });
    expect(paid.status).toBe(409);
    expect((await paid.json()).code).toBe('CART_PMNT_DONE');
    expect(cookieOf(paid, 'cartId')?.maxAge).toBe(0);
    const forged = await call(getBag, 'GET', `/api/shop/bag?cartId=${'A'.repeat(86)}`);
    expect(forged.status).toBe(404);
    expect((await forged.json()).code).toBe('CART_NOT_FOUND');
    expect((await call(getBag, 'GET', '/api/shop/bag')).status).toBe(404);
  });
});

describe('editBag', () => {
  const editBody = (cartId: string, o: FixtureOption, quantity: number) => ({
    cartId,
    unitPrice: o.price,
    skuProductCode: o.productNumber,
    bosOfferCode: o.offerNumber,
    quantity,
    channel: 'new-headless-web',
    productOptionNo: o.optionNumber,
    siteId: 'DALBY',
  });

  it('changes a quantity, and 0 removes the line', async () => {
    const bag = await newBag(item(3));
    const changed = await call(edit, 'PUT', '/api/shop/bag/editBag', { body: editBody(bag.cartId, item(3), 4) });
    expect((await changed.json()).bagItemsCount).toBe(4);
    const removed = await call(edit, 'PUT', '/api/shop/bag/editBag', { body: editBody(bag.cartId, item(3), 0) });
    expect((await removed.json()).cartEntries).toEqual([]);
  });

  it('answers every change, read and count under the cart id the shopper holds, with a rising version', async () => {
    const bag = (await newBag(item(3))) as Awaited<ReturnType<typeof newBag>> & { version: number };
    const held = bag.cartId;
    const cookie = `cartId=${held}`;
    const edited = await (
      await call(edit, 'PUT', '/api/shop/bag/editBag', { body: editBody(held, item(3), 2) })
    ).json();
    const added = await (
      await call(addPost, 'POST', '/api/shop/bag/addToBag', { body: addToBagBody(item(4)), cookie })
    ).json();
    const read = await (await call(getBag, 'GET', `/api/shop/bag?cartId=${held}`)).json();
    const counted = await (await call(count, 'GET', '/api/shop/bag/cartItemCount', { cookie })).json();
    expect([edited.cartId, added.cartId, read.cartId, counted.cartId]).toEqual([held, held, held, held]);
    expect(edited.version).toBeGreaterThan(bag.version);
    expect(added.version).toBeGreaterThan(edited.version);
    expect(read.version).toBe(added.version);
    // Another bag's answer is never given the held id.
    const other = await newBag(item(5));
    expect(other.cartId).not.toBe(held);
    expect(decryptCartId(other.cartId)).not.toBe(decryptCartId(held));
  });

  it('a line that is not there: 404 ENTRY_NOT_FOUND; over 99: 400', async () => {
    const bag = await newBag(item(3));
    const missing = await call(edit, 'PUT', '/api/shop/bag/editBag', { body: editBody(bag.cartId, item(4), 2) });
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('ENTRY_NOT_FOUND');
    const tooMany = await call(edit, 'PUT', '/api/shop/bag/editBag', { body: editBody(bag.cartId, item(3), 100) });
    expect(tooMany.status).toBe(400);
  });
});

describe('cartMerge', () => {
  const body = (cartId: string) => ({ cartId, channel: 'new-headless-web', siteId: 'DALBY' });

  it('needs a signed-in customer (401)', async () => {
    const response = await call(merge, 'PUT', '/api/shop/bag/cartMerge', { body: body('') });
    expect(response.status).toBe(401);
  });

  it('joins the guest bag to the customer bag', async () => {
    actAs('merge-1');
    try {
      const own = await newBag(item(5));
      actAs(null);
      const guest = await newBag(item(5), 2);
      actAs('merge-1');
      const response = await call(merge, 'PUT', '/api/shop/bag/cartMerge', { body: body(guest.cartId) });
      const cart = await response.json();
      expect(decryptCartId(cart.cartId)).toBe(decryptCartId(own.cartId));
      expect(cart.bagItemsCount).toBe(3);
    } finally {
      actAs(null);
    }
  });
});

describe('promoCode, promoDescription and promotions', () => {
  const promo = (
    cartId: string,
    claimCodeName: string,
    promoCodeAction = 'Add',
    promoCodeType: string | null = null,
  ) => ({
    claimCodeName,
    promoCodeAction,
    siteId: 'DALBY',
    promoCodeType,
    cartId,
  });

  it('adds a valid code (promoType in staggeredIncentives[0]) and deletes it', async () => {
    const quantity = Math.ceil(4000 / item(0).price);
    const bag = await newBag(item(0), quantity);
    const added = await call(promoCode, 'PUT', '/api/shop/bag/promoCode', { body: promo(bag.cartId, 'DALSAVE10') });
    expect(added.status).toBe(200);
    const cart = await added.json();
    expect(cart.claimCodeName).toBe('DALSAVE10');
    expect(cart.staggeredIncentives[0].promoType).toBe('PERCENT_OFF');
    expect(cart.orderValue).toBe(cart.preDiscountOrderValueExcludingShippingCost - cart.promotionDiscount);
    const deleted = await call(promoCode, 'PUT', '/api/shop/bag/promoCode', {
      body: promo(bag.cartId, 'DALSAVE10', 'Delete'),
    });
    expect((await deleted.json()).claimCodeName).toBeNull();
  });

  it('answers 400 with each spec message', async () => {
    const bag = await newBag(item(0));
    for (const [code, message] of [
      ['WHAT', PROMO_MESSAGES.NOT_RECOGNISED],
      ['DALWINTER', PROMO_MESSAGES.EXPIRED],
      ['DALTAKE20', PROMO_MESSAGES.NOT_QUALIFIED],
    ] as const) {
      const response = await call(promoCode, 'PUT', '/api/shop/bag/promoCode', { body: promo(bag.cartId, code) });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(message);
    }
    const proactive = await call(promoCode, 'PUT', '/api/shop/bag/promoCode', {
      body: promo(bag.cartId, 'DALOFFER5', 'Add', 'Proactive'),
    });
    expect((await proactive.json()).message).toBe('Sorry, something went wrong. Please try again later.');
  });

  it('the shop’s own bag (Prefer: refusal=ok) gets a refusal as a 200 with refusedStatus 400; nothing else changes', async () => {
    const bag = await newBag(item(0));
    const prefer = { prefer: 'refusal=ok' };
    for (const [code, message, name] of [
      ['WHAT', PROMO_MESSAGES.NOT_RECOGNISED, 'PROMO_NOT_RECOGNISED'],
      ['DALWINTER', PROMO_MESSAGES.EXPIRED, 'PROMO_EXPIRED'],
      ['DALTAKE20', PROMO_MESSAGES.NOT_QUALIFIED, 'PROMO_NOT_QUALIFIED'],
    ] as const) {
      const response = await call(promoCode, 'PUT', '/api/shop/bag/promoCode', {
        body: promo(bag.cartId, code),
        headers: prefer,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('preference-applied')).toBe('refusal=ok');
      expect(await response.json()).toEqual({ code: name, message, refusedStatus: 400 });
    }
    const applied = await call(promoCode, 'PUT', '/api/shop/bag/promoCode', {
      body: promo(bag.cartId, 'DALWELCOME'),
      headers: prefer,
    });
    expect((await applied.json()).claimCodeName).toBe('DALWELCOME');
    const unknownBag = await call(promoCode, 'PUT', '/api/shop/bag/promoCode', {
      body: promo('not-a-cart', 'DALSAVE10'),
      headers: prefer,
    });
    expect(unknownBag.status).toBeGreaterThanOrEqual(400);
  });

  it('describes a code for this trading title, and not another brand’s', async () => {
    const ok = await call(
      promoDescription,
      'GET',
      '/api/shop/bag/promoDescription?promotionCode=dalsave10&tradingTitle=DAL',
    );
    expect(await ok.json()).toMatchObject({
      promotionCode: 'DALSAVE10',
      shortDescription: '10% off when you spend £40',
    });
    const other = await call(
      promoDescription,
      'GET',
      '/api/shop/bag/promoDescription?promotionCode=CGNSAVE10&tradingTitle=DAL',
    );
    expect(other.status).toBe(404);
    expect((await other.json()).message).toBe(PROMO_MESSAGES.NOT_RECOGNISED);
    const wrongTitle = await call(
      promoDescription,
      'GET',
      '/api/shop/bag/promoDescription?promotionCode=DALSAVE10&tradingTitle=CGN',
    );
    expect(wrongTitle.status).toBe(400);
  });

  it('lists eligible and potential promotions from the indicators', async () => {
    const body = {
      channel: 'new-headless-web',
      productCodes_offerNumber: [`${item(0).productNumber}_${item(0).offerNumber}`],
      productCategoryCodes: [],
      tradingTitle: 'DAL',
      cartTotal: 4500,
      cashCreditIndicator: 2,
      loyaltyIndicator: false,
      vipIndicator: false,
      firstOrderIndicator: false,
      delvrySubsIndicator: false,
      proactiveOfferRejected: false,
    };
    const cash = await (await call(promotions, 'POST', '/api/shop/bag/promotions', { body })).json();
    const codes = (list: { promotionCode: string }[]) => list.map((p) => p.promotionCode);
    expect(codes(cash.eligiblePromotions)).toContain('DALSAVE10');
    expect(codes(cash.eligiblePromotions)).not.toContain('DALWELCOME');
    expect(codes(cash.potentialPromotions)).toEqual(expect.arrayContaining(['DALTAKE20', 'DALOFFER5']));
    expect(codes([...cash.eligiblePromotions, ...cash.potentialPromotions])).not.toContain('DALPAY25');
    const credit = await (
      await call(promotions, 'POST', '/api/shop/bag/promotions', {
        body: { ...body, cashCreditIndicator: 3, firstOrderIndicator: true, proactiveOfferRejected: true },
      })
    ).json();
    expect(codes(credit.eligiblePromotions)).toContain('DALWELCOME');
    expect(codes(credit.potentialPromotions)).toContain('DALPAY25');
    expect(codes(credit.potentialPromotions)).not.toContain('DALOFFER5');
  });

  it('takes the VIP indicator from the customer record, never from the body', async () => {
    await t.db
      .insert(customers)
      .values([
        { id: 'vip-1', brandCode: 'dal', firstName: 'Vera', lastName: 'Ip', email: 'vip@example.com', vip: true },
        { id: 'plain-1', brandCode: 'dal', firstName: 'Paul', lastName: 'Lain', email: 'p@example.com' },
      ])
      .onConflictDoNothing();
    const body = {
      channel: 'new-headless-web',
      productCodes_offerNumber: [],
      productCategoryCodes: [],
      tradingTitle: 'DAL',
      cartTotal: 3500,
      cashCreditIndicator: 2,
      loyaltyIndicator: false,
      firstOrderIndicator: false,
      delvrySubsIndicator: false,
      proactiveOfferRejected: false,
    };
    const listed = async (customerId: string | null, vipIndicator: boolean) => {
      actAs(customerId);
      try {
        const answer = await (
          await call(promotions, 'POST', '/api/shop/bag/promotions', { body: { ...body, vipIndicator } })
        ).json();
        return [...answer.eligiblePromotions, ...answer.potentialPromotions].map(
          (p: { promotionCode: string }) => p.promotionCode,
        );
      } finally {
        actAs(null);
      }
    };
    expect(await listed('vip-1', false)).toContain('DALVIP15');
    expect(await listed('plain-1', true)).not.toContain('DALVIP15');
    expect(await listed(null, true)).not.toContain('DALVIP15');
  });
});

describe('cutoff and delivery subscription', () => {
  it('GET cutoff answers the next-day cut-off', async () => {
    const answer = await (await call(cutoff, 'GET', '/api/shop/cutoff')).json();
    expect(answer).toEqual({
      cutOffTime: expect.stringMatching(/Z$/),
      despatchDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      expressDeliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      displayCutOff: expect.any(String),
    });
    expect(new Date(answer.cutOffTime).getTime()).toBeGreaterThan(Date.now());
  });

  it('removeDS only when the bag holds a subscription the shopper already has', async () => {
    const body = (accountType: string, delvrySubsEndDate: string) => ({
      websiteIdentifier: 'DALBY',
      productCodes_offerNumber: ['DSUB365_365365', `${item(0).productNumber}_${item(0).offerNumber}`],
      accountType,
      delvrySubsEndDate,
    });
    const ask = async (b: unknown) =>
      call(deliverySubscription, 'POST', '/api/shop/p/promotionsDeliverySubscription', { body: b });
    expect((await (await ask(body('DS', '01/01/2099'))).json()).removeDS).toBe(true);
    expect((await (await ask(body('NONDS', ''))).json()).removeDS).toBe(false);
    expect((await (await ask(body('STA', ''))).json()).removeDS).toBe(true);
    expect((await ask(body('DS', '31/02/2027'))).status).toBe(400);
  });
});
