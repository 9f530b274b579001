// Contract tests for the checkout's provider-backed calls, against the sandbox's address lookup and parcel-shop finder
// (real HTTP on a free port): parcel-shop search and select, and the two address lookup calls (find, retrieve).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bagTablesFingerprint, type FixtureOption, pickOptions } from '@shop/commerce/bag/fixture';
import { demoCustomerId } from '@shop/commerce/seed/customers';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { POST: addToBag } = await import('../shop/bag/addToBag/route.ts');
const { GET: parcelShops } = await import('./parcel-shops/route.ts');
const { PUT: selectParcelShop } = await import('./selectParcelShopAddress/route.ts');
const { PUT: updateDeliverySpeed } = await import('./updateDeliverySpeed/route.ts');
const { GET: find } = await import('./billingAddress/route.ts');
const { GET: retrieve } = await import('./autoSuggestBillingAddress/route.ts');

const CASH = demoCustomerId('dal', 'cash');
let t: RouteTestDb;
let sandbox: SandboxServer;
let option: FixtureOption;

beforeAll(async () => {
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(tmpdir(), 'sandbox-mail-unused') },
    parcelShops: { keys: ['route-test-parcel-key'] },
    addressLookup: { keys: ['RT11-RT22-RT33-RT44'] },
  });
  const { url } = await sandbox.listen();
  process.env.PARCEL_SHOPS_URL = url;
  process.env.PARCEL_SHOPS_API_KEY = 'route-test-parcel-key';
  process.env.ADDRESS_LOOKUP_URL = url;
  process.env.ADDRESS_LOOKUP_KEY = 'RT11-RT22-RT33-RT44';
  t = await openRouteTestDb();
  [option] = (await pickOptions(t.db, 'dal', 1)) as [FixtureOption];
}, 180_000);
afterAll(async () => {
  await t?.dispose();
  await sandbox?.close();
});

async function bag(): Promise<string> {
  actAs(CASH);
  const response = await call(addToBag, 'POST', '/api/shop/bag/addToBag', {
    body: {
      cartId: null,
      siteId: 'DALBY',
      channel: 'new-headless-web',
      skuProductCode: option.productNumber,
      bosOfferCode: option.offerNumber,
      productOptionNo: option.optionNumber,
      quantity: 1,
      unitPrice: 1,
    },
  });
  return (await response.json()).cartId;
}

describe('parcel shops', () => {
  it('search lists collection points near a postcode, nearest first; a bad postcode answers 400 with an empty message', async () => {
    actAs(CASH);
    const response = await call(parcelShops, 'GET', '/api/checkout/parcel-shops?postcode=ls6%202ab');
    expect(response.status).toBe(200);
    const found = await response.json();
    expect(found.postcode).toBe('LS6 2AB');
    expect(found.parcelShops.length).toBeGreaterThan(2);
    expect(found.parcelShops[0]).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    for (const shop of found.parcelShops) expect(shop.services).toContain('COLLECTION');
    const bad = await call(parcelShops, 'GET', '/api/checkout/parcel-shops?postcode=NOT%20A%20PC');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: '' });
    actAs(null);
    expect((await call(parcelShops, 'GET', '/api/checkout/parcel-shops?postcode=LS6%202AB')).status).toBe(401);
  });

  it('select stores the carrier’s own shop (not the shopper’s description); a speed change clears it', async () => {
    const cartId = await bag();
    const { parcelShops: shops } = await (
      await call(parcelShops, 'GET', '/api/checkout/parcel-shops?postcode=M4%201EW')
    ).json();
    const shop = shops[0];
    const chosen = await call(selectParcelShop, 'PUT', '/api/checkout/selectParcelShopAddress', {
      body: {
        cartId,
        parcelShopId: shop.id,
        description: 'Free money here',
        address: '1 Nowhere',
        postcode: 'M4 1EW',
        expressCollectSelected: false,
      },
    });
    expect(chosen.status).toBe(200);
    const view = await chosen.json();
    expect(view.deliveryMode).toBe('HPS');
    expect(view.parcelShop).toMatchObject({ id: shop.id, description: shop.name, postcode: shop.address.postcode });
    expect(view.hpsDeliveryDetails).toMatchObject({ selected: true, parcelShopName: shop.name });
    expect(view.totalDeliveryCharge).toBe(view.hpsDeliveryDetails.charge);

    const collect = await (
      await call(selectParcelShop, 'PUT', '/api/checkout/selectParcelShopAddress', {
        body: { cartId, parcelShopId: shop.id, postcode: 'M4 1EW', expressCollectSelected: true },
      })
    ).json();
    expect(collect.deliveryMode).toBe('EXPRESS_COLLECT');
    expect(collect.expressCollectDeliveryDetails).toMatchObject({ expressCollectSelected: true, pandpCost: 399 });

    const standard = await (
      await call(updateDeliverySpeed, 'PUT', '/api/checkout/updateDeliverySpeed', {
        body: { cartId, deliveryModeCode: 'STANDARD' },
      })
    ).json();
    expect(standard.parcelShop).toBeNull();

    const before = await bagTablesFingerprint(t.db);
    const unknown = await call(selectParcelShop, 'PUT', '/api/checkout/selectParcelShopAddress', {
      body: { cartId, parcelShopId: 'EVRI-ZZ9-99', postcode: 'M4 1EW', expressCollectSelected: false },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'PARCEL_SHOP_NOT_FOUND' });
    expect(await bagTablesFingerprint(t.db)).toBe(before);
  });
});

describe('address lookup (find, retrieve)', () => {
  it('finds by postcode, drills into the container, and retrieves an address in the form’s fields', async () => {
    actAs(CASH);
    const first = await (await call(find, 'GET', '/api/checkout/billingAddress?text=LS6')).json();
    expect(first.Items.length).toBeGreaterThan(0);
    const container = first.Items.find((item: { Type: string }) => item.Type !== 'Address');
    expect(container).toBeDefined();
    const inside = await (
      await call(find, 'GET', `/api/checkout/billingAddress?text=LS6&containerId=${encodeURIComponent(container.Id)}`)
    ).json();
    const address = inside.Items.find((item: { Type: string }) => item.Type === 'Address');
    expect(address).toBeDefined();
    const full = await (
      await call(
        retrieve,
        'GET',
        `/api/checkout/autoSuggestBillingAddress?suggestionId=${encodeURIComponent(address.Id)}`,
      )
    ).json();
    expect(full.Items[0]).toMatchObject({ Id: address.Id, CountryIso2: 'GB' });
    expect(full.address).toMatchObject({ postcode: expect.stringMatching(/^LS6 /), country: 'GB' });
    expect(full.address.town.length).toBeGreaterThan(0);
  });

  it('refuses under 3 characters, and an unknown id answers the spec’s error entry', async () => {
    actAs(CASH);
    expect((await call(find, 'GET', '/api/checkout/billingAddress?text=LS')).status).toBe(400);
    const unknown = await call(retrieve, 'GET', '/api/checkout/autoSuggestBillingAddress?suggestionId=GB%7CNOPE');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      message: 'Something went wrong on our end. Please, try again.',
      Items: [{ Description: 'Something went wrong on our end. Please, try again.' }],
    });
    actAs(null);
    expect((await call(find, 'GET', '/api/checkout/billingAddress?text=LS6')).status).toBe(401);
  });
});
