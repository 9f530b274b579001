// Property test: malformed and hostile requests to every bag and saved-items route always get a 4xx with a clear
// message — never a 5xx — and change nothing (every bag and saved-items row is byte-for-byte the same afterwards).
import { bagTablesFingerprint, type FixtureOption, pickOptions } from '@shop/commerce/bag/fixture';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';

vi.setConfig({ testTimeout: 120_000 });

const routes = {
  addToBag: (await import('./addToBag/route.ts')).POST,
  editBag: (await import('./editBag/route.ts')).PUT,
  cartMerge: (await import('./cartMerge/route.ts')).PUT,
  promoCode: (await import('./promoCode/route.ts')).PUT,
  promotions: (await import('./promotions/route.ts')).POST,
  bag: (await import('./route.ts')).GET,
  promoDescription: (await import('./promoDescription/route.ts')).GET,
  deliverySubscription: (await import('../p/promotionsDeliverySubscription/route.ts')).POST,
  addItemToSFL: (await import('../../save-for-later/addItemToSFL/route.ts')).POST,
  removeItemsFromSFL: (await import('../../save-for-later/removeItemsFromSFL/route.ts')).PUT,
  updateSFLItem: (await import('../../save-for-later/updateSFLItem/route.ts')).PUT,
  mergeSFLItems: (await import('../../save-for-later/mergeSFLItems/route.ts')).PUT,
};

let t: RouteTestDb;
let cartId = '';
let wishlistId = '';
let o: FixtureOption;

type Write = {
  name: keyof typeof routes;
  method: string;
  path: () => string;
  valid: () => Record<string, unknown>;
  required: string[];
};
let writes: Write[] = [];

beforeAll(async () => {
  t = await openRouteTestDb();
  [o] = (await pickOptions(t.db, 'dal', 1)) as [FixtureOption];
  const product = {
    productNo: o.productNumber,
    productOptionNo: o.optionNumber,
    offerNumber: o.offerNumber,
    quantity: 1,
  };
  const bagBody = {
    siteId: 'DALBY',
    channel: 'new-headless-web',
    skuProductCode: o.productNumber,
    bosOfferCode: o.offerNumber,
    productOptionNo: o.optionNumber,
    quantity: 1,
    unitPrice: o.price,
  };
  cartId = (await (await call(routes.addToBag, 'POST', '/api/shop/bag/addToBag', { body: bagBody })).json()).cartId;
  wishlistId = (
    await (
      await call(routes.addItemToSFL, 'POST', '/api/save-for-later/addItemToSFL', {
        body: { products: [product], wishlistId: '' },
      })
    ).json()
  ).wishlistId;
  const q = () => `?wishlistId=${wishlistId}`;
  writes = [
    {
      name: 'addToBag',
      method: 'POST',
      path: () => '/api/shop/bag/addToBag',
      valid: () => ({ ...bagBody, cartId }),
      required: Object.keys(bagBody),
    },
    {
      name: 'editBag',
      method: 'PUT',
      path: () => '/api/shop/bag/editBag',
      valid: () => ({ ...bagBody, cartId, quantity: 3 }),
      required: ['cartId', ...Object.keys(bagBody)],
    },
    {
      name: 'cartMerge',
      method: 'PUT',
      path: () => '/api/shop/bag/cartMerge',
      valid: () => ({ cartId, channel: 'new-headless-web', siteId: 'DALBY' }),
      required: ['channel', 'siteId'],
    },
    {
      name: 'promoCode',
      method: 'PUT',
      path: () => '/api/shop/bag/promoCode',
      valid: () => ({ claimCodeName: 'FREESHIP', promoCodeAction: 'Add', siteId: 'DALBY', cartId }),
      required: ['promoCodeAction', 'siteId', 'cartId'],
    },
    {
      name: 'promotions',
      method: 'POST',
      path: () => '/api/shop/bag/promotions',
      valid: () => ({
        channel: 'new-headless-web',
        productCodes_offerNumber: [],
        productCategoryCodes: [],
        tradingTitle: 'DAL',
        cartTotal: 100,
        cashCreditIndicator: 2,
        loyaltyIndicator: false,
        vipIndicator: false,
        firstOrderIndicator: true,
        delvrySubsIndicator: false,
        proactiveOfferRejected: false,
      }),
      required: [
        'channel',
        'tradingTitle',
        'cartTotal',
        'cashCreditIndicator',
        'loyaltyIndicator',
        'firstOrderIndicator',
      ],
    },
    {
      name: 'deliverySubscription',
      method: 'POST',
      path: () => '/api/shop/p/promotionsDeliverySubscription',
      valid: () => ({
        websiteIdentifier: 'DALBY',
        productCodes_offerNumber: [],
        accountType: 'DS',
        delvrySubsEndDate: '',
      }),
      required: ['websiteIdentifier', 'accountType'],
    },
    {
      name: 'addItemToSFL',
      method: 'POST',
      path: () => '/api/save-for-later/addItemToSFL',
      valid: () => ({ products: [{ ...product, quantity: 2 }], wishlistId }),
      required: ['products'],
    },
    {
      name: 'removeItemsFromSFL',
      method: 'PUT',
      path: () => `/api/save-for-later/removeItemsFromSFL${q()}`,
      valid: () => ({ actionType: 'ALL', products: [product] }),
      required: ['actionType', 'products'],
    },
    {
      name: 'updateSFLItem',
      method: 'PUT',
      path: () => `/api/save-for-later/updateSFLItem${q()}`,
      valid: () => ({ product: { ...product, quantity: 5 } }),
      required: ['product'],
    },
  ];
}, 180_000);
afterAll(() => t?.dispose());

/** Values no required field accepts. */
const hostileValue = fc.constantFrom<unknown>(
  '',
  -1,
  0.5,
  1e308,
  null,
  true,
  {},
  { __proto__: { admin: true } },
  'x'.repeat(5000),
  "'; DROP TABLE bags; --",
  '\u0000\u202e',
  '../../../etc/passwd',
  '<script>alert(1)</script>',
);

async function expectRefusedUnchanged(response: Response, before: string) {
  expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const answer = (await response.json()) as { code?: unknown; message?: unknown };
  expect(typeof answer.code).toBe('string');
  expect(typeof answer.message === 'string' && answer.message.length > 0).toBe(true);
  expect(await bagTablesFingerprint(t.db)).toBe(before);
}

describe('hostile requests', () => {
  it('a valid body with one required field made hostile is refused and changes nothing', async () => {
    for (const write of writes) {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...write.required), hostileValue, async (field, value) => {
          const valid = write.valid();
          // `true` is hostile for every field but a boolean one.
          fc.pre(!(typeof value === 'boolean' && typeof valid[field] === 'boolean'));
          const before = await bagTablesFingerprint(t.db);
          const body = { ...valid, [field]: value };
          await expectRefusedUnchanged(await call(routes[write.name], write.method, write.path(), { body }), before);
        }),
        { numRuns: 25 },
      );
    }
  });

  it('any JSON value, any text and the wrong content type are refused and change nothing', async () => {
    const anyBody = fc.oneof(
      fc.jsonValue().map((value) => ({ rawBody: JSON.stringify(value) })),
      fc.string({ maxLength: 200 }).map((text) => ({ rawBody: text })),
      fc.constant({ rawBody: '{"quantity": 1', headers: {} }),
      fc.constant({ rawBody: 'quantity=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      fc.constant({ rawBody: JSON.stringify({ a: 'x'.repeat(70_000) }) }),
    );
    for (const write of writes) {
      await fc.assert(
        fc.asyncProperty(anyBody, async (options) => {
          const before = await bagTablesFingerprint(t.db);
          await expectRefusedUnchanged(await call(routes[write.name], write.method, write.path(), options), before);
        }),
        { numRuns: 20 },
      );
    }
  });

  it('hostile query strings on the reads are refused', async () => {
    const text = fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom("'--", '%00', 'A'.repeat(500)));
    await fc.assert(
      fc.asyncProperty(text, async (value) => {
        const before = await bagTablesFingerprint(t.db);
        const q = encodeURIComponent(value);
        await expectRefusedUnchanged(await call(routes.bag, 'GET', `/api/shop/bag?cartId=${q}A`), before);
        await expectRefusedUnchanged(
          await call(
            routes.promoDescription,
            'GET',
            `/api/shop/bag/promoDescription?promotionCode=${q}%21&tradingTitle=DAL`,
          ),
          before,
        );
      }),
      { numRuns: 40 },
    );
  });

  it('writes from another site are refused before anything runs', async () => {
    for (const write of writes) {
      const before = await bagTablesFingerprint(t.db);
      const response = await call(routes[write.name], write.method, write.path(), {
        body: write.valid(),
        headers: { origin: 'https://attacker.example' },
      });
      expect(response.status).toBe(403);
      expect(await bagTablesFingerprint(t.db)).toBe(before);
    }
    const merge = await call(routes.mergeSFLItems, 'PUT', `/api/save-for-later/mergeSFLItems?wishlistId=${wishlistId}`);
    expect(merge.status).toBe(401);
  });
});
