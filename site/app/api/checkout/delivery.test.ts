// Contract tests for the checkout delivery calls (spec §7 "Checkout delivery") over HTTP: bodies, answers, codes and
// messages; hostile bodies change nothing; another customer's bag or address is not found.
import { bagTablesFingerprint, type FixtureOption, pickOptions } from '@shop/commerce/bag/fixture';
import { demoCustomerId } from '@shop/commerce/seed/customers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { POST: addToBag } = await import('../shop/bag/addToBag/route.ts');
const { GET: deliveryAddress } = await import('./deliveryAddress/route.ts');
const { PUT: updateDeliveryAddress } = await import('./updateDeliveryAddress/route.ts');
const { GET: delivery } = await import('./delivery/route.ts');
const { PUT: updateDeliverySpeed } = await import('./updateDeliverySpeed/route.ts');
const { PUT: updateContactNumber } = await import('./updateDeliveryContactNumber/route.ts');
const { PUT: updateSessionDetails } = await import('./updateSessionDetails/route.ts');
const { GET: deliveryDetails } = await import('../delivery/delivery-details/route.ts');

const CASH = demoCustomerId('dal', 'cash');
const CREDIT = demoCustomerId('dal', 'credit');

let t: RouteTestDb;
let option: FixtureOption;

beforeAll(async () => {
  t = await openRouteTestDb();
  [option] = (await pickOptions(t.db, 'dal', 1)) as [FixtureOption];
}, 180_000);
afterAll(() => t?.dispose());

/** A new bag for the signed-in customer with one line of the picked option. */
async function bagFor(customerId: string, quantity = 1): Promise<string> {
  actAs(customerId);
  const response = await call(addToBag, 'POST', '/api/shop/bag/addToBag', {
    body: {
      cartId: null,
      siteId: 'DALBY',
      channel: 'new-headless-web',
      skuProductCode: option.productNumber,
      bosOfferCode: option.offerNumber,
      productOptionNo: option.optionNumber,
      quantity,
      unitPrice: 1,
    },
  });
  expect(response.status).toBe(200);
  return (await response.json()).cartId;
}

const goodAddress = {
  title: 'Ms',
  firstName: 'Nia',
  surName: 'Jones',
  houseNumber: '5',
  addressLine1: 'Castle Street',
  town: 'Cardiff',
  county: 'South Glamorgan',
  postcode: 'cf10 1bh',
  country: 'GB',
};

const put = (handler: Parameters<typeof call>[0], path: string, body: unknown) => call(handler, 'PUT', path, { body });

describe('checkout delivery calls', () => {
  it('a guest is asked to sign in (401 SIGN_IN_REQUIRED)', async () => {
    const cartId = await bagFor(CASH);
    actAs(null);
    const response = await call(delivery, 'GET', `/api/checkout/delivery?cartId=${cartId}`);
    expect(response.status).toBe(401);
    const addresses = await call(deliveryAddress, 'GET', '/api/checkout/deliveryAddress');
    expect(addresses.status).toBe(401);
    expect(await addresses.json()).toMatchObject({ code: 'SIGN_IN_REQUIRED' });
  });

  it('deliveryAddress lists the saved addresses, the default first', async () => {
    actAs(CASH);
    const response = await call(deliveryAddress, 'GET', '/api/checkout/deliveryAddress');
    expect(response.status).toBe(200);
    const { addresses } = await response.json();
    expect(addresses.map((a: { addressDetails: { postcode: string } }) => a.addressDetails.postcode)).toEqual([
      'LS6 2AB',
      'EH2 2PB',
    ]);
    expect(addresses[0].addressDetails).toMatchObject({ isDefaultDeliveryAddress: true, firstName: 'Amelia' });
    expect(addresses[1].addressDetails).toMatchObject({ isDefaultDeliveryAddress: false, addressDescription: 'Work' });
  });

  it('delivery answers the cart with the five delivery-details blocks, standard selected, dal’s charges', async () => {
    const cartId = await bagFor(CASH);
    const response = await call(delivery, 'GET', `/api/checkout/delivery?cartId=${cartId}`);
    expect(response.status).toBe(200);
    const view = await response.json();
    const under50 = view.orderValue < 5000;
    expect(view.deliveryMode).toBe('STANDARD');
    expect(view.standardDeliveryDetails).toMatchObject({ selected: true, standardPandPCost: under50 ? 499 : 0 });
    expect(view.expressDeliveryDetails).toMatchObject({ selected: false, pandpCost: 699, displayCutOff: '20:00' });
    expect(view.nominatedDeliveryDetails.lowestPrice).toBe(699);
    expect(view.nominatedDeliveryDetails.nominatedDaySlots.length).toBeGreaterThan(5);
    expect(view.hpsDeliveryDetails).toMatchObject({ available: true, selected: false });
    expect(view.expressCollectDeliveryDetails).toMatchObject({ available: true, expressCollectSelected: false });
    expect(view.cutOff).toMatchObject({ despatchDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(view.orderTotal).toBe(view.orderValue + view.totalDeliveryCharge);
    const details = await call(deliveryDetails, 'GET', `/api/delivery/delivery-details?cartId=${cartId}`);
    expect(await details.json()).toEqual({ standardDeliveryDate: view.standardDeliveryDetails.deliveryDate });
  });

  it('updateDeliverySpeed prices next day, a timed nominated slot, and refuses a day not on offer', async () => {
    const cartId = await bagFor(CASH);
    const express = await (
      await put(updateDeliverySpeed, '/api/checkout/updateDeliverySpeed', { cartId, deliveryModeCode: 'EXPRESS' })
    ).json();
    expect(express).toMatchObject({ deliveryMode: 'EXPRESS', totalDeliveryCharge: 699 });
    expect(express.orderTotal).toBe(express.orderValue + 699);
    const day = express.nominatedDeliveryDetails.nominatedDaySlots[1].date;
    const nominated = await (
      await put(updateDeliverySpeed, '/api/checkout/updateDeliverySpeed', {
        cartId,
        deliveryModeCode: 'NOM',
        nominatedDate: day,
        timeFrame: 'MORNING',
        standardDeliveryDate: express.standardDeliveryDetails.deliveryDate,
      })
    ).json();
    expect(nominated).toMatchObject({ deliveryMode: 'NOM', totalDeliveryCharge: 899 });
    expect(nominated.nominatedDeliveryDetails).toMatchObject({
      selected: true,
      nominatedDate: day,
      timeFrame: 'MORNING',
    });
    const before = await bagTablesFingerprint(t.db);
    const refused = await put(updateDeliverySpeed, '/api/checkout/updateDeliverySpeed', {
      cartId,
      deliveryModeCode: 'NOM',
      nominatedDate: '2020-01-01',
      timeFrame: 'ALL_DAY',
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'NOMINATED_DAY_UNAVAILABLE' });
    expect(await bagTablesFingerprint(t.db)).toBe(before);
  });

  it('updateDeliveryAddress: a saved address by id, a new one (saved, normalised), and field errors for a bad one', async () => {
    const cartId = await bagFor(CASH);
    const addresses = (await (await call(deliveryAddress, 'GET', '/api/checkout/deliveryAddress')).json()).addresses;
    const work = addresses[1].addressId;
    const chosen = await put(updateDeliveryAddress, '/api/checkout/updateDeliveryAddress', {
      cartId,
      siteId: 'DALBY',
      addressId: work,
    });
    expect(chosen.status).toBe(200);
    expect((await chosen.json()).deliveryAddress).toMatchObject({ postcode: 'EH2 2PB', town: 'Edinburgh' });

    const added = await (
      await put(updateDeliveryAddress, '/api/checkout/updateDeliveryAddress', {
        cartId,
        siteId: 'DALBY',
        address: goodAddress,
      })
    ).json();
    expect(added.deliveryAddress).toMatchObject({ postcode: 'CF10 1BH', country: 'GB', surName: 'Jones' });
    expect(added.shippingAddress).toMatchObject({ postcode: 'CF10 1BH' });

    const before = await bagTablesFingerprint(t.db);
    const bad = await put(updateDeliveryAddress, '/api/checkout/updateDeliveryAddress', {
      cartId,
      siteId: 'DALBY',
      address: { ...goodAddress, postcode: 'XX1 1XX', firstName: '' },
    });
    expect(bad.status).toBe(400);
    const answer = await bad.json();
    expect(answer.code).toBe('ADDRESS_INVALID');
    expect(answer.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'firstName' })]));
    const badPostcode = await put(updateDeliveryAddress, '/api/checkout/updateDeliveryAddress', {
      cartId,
      siteId: 'DALBY',
      address: { ...goodAddress, postcode: 'XX1 1XX' },
    });
    expect(await badPostcode.json()).toMatchObject({
      code: 'ADDRESS_INVALID',
      errors: [{ field: 'postcode', message: 'Enter a real postcode, like LS6 2AB' }],
    });
    expect(await bagTablesFingerprint(t.db)).toBe(before);
  });

  it('an address in the Highlands and Islands withdraws next day and resets the speed to standard', async () => {
    const cartId = await bagFor(CASH);
    await put(updateDeliverySpeed, '/api/checkout/updateDeliverySpeed', { cartId, deliveryModeCode: 'EXPRESS' });
    const moved = await (
      await put(updateDeliveryAddress, '/api/checkout/updateDeliveryAddress', {
        cartId,
        siteId: 'DALBY',
        address: { ...goodAddress, town: 'Stornoway', county: 'Isle of Lewis', postcode: 'HS1 2AA' },
        saveAddress: false,
      })
    ).json();
    expect(moved.deliveryMode).toBe('STANDARD');
    expect(moved.expressDeliveryDetails.expressAvailableAtAddress).toBe(false);
    expect(moved.nominatedDeliveryDetails.availableAtAddress).toBe(false);
    const refused = await put(updateDeliverySpeed, '/api/checkout/updateDeliverySpeed', {
      cartId,
      deliveryModeCode: 'EXPRESS',
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'DELIVERY_UNAVAILABLE',
      message: 'Next Day delivery isn’t available to the Highlands and Islands.',
    });
  });

  it('updateDeliveryContactNumber keeps a UK number in national format and refuses anything else', async () => {
    const cartId = await bagFor(CASH);
    const ok = await (
      await put(updateContactNumber, '/api/checkout/updateDeliveryContactNumber', {
        cartId,
        contactNumber: '+44 7700 900982',
      })
    ).json();
    expect(ok.contactNumber).toBe('07700 900982');
    expect(ok.directDispatchContactNumber).toBe('07700 900982');
    for (const contactNumber of ['12345', '+1 415 555 2671', '09098 790000', '+33 1 23 45 67 89']) {
      const refused = await put(updateContactNumber, '/api/checkout/updateDeliveryContactNumber', {
        cartId,
        contactNumber,
      });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        code: 'CONTACT_NUMBER_INVALID',
        message: 'Enter a UK phone number, like 07700 900 982',
      });
    }
  });

  it('updateSessionDetails keeps the device details; a bad IP address is refused', async () => {
    const cartId = await bagFor(CASH);
    const body = {
      cartId,
      firstOrderOnWebPlaced: false,
      deviceFingerPrintId: 'fp-123',
      externalIpAddress: '81.2.69.160',
    };
    expect((await put(updateSessionDetails, '/api/checkout/updateSessionDetails', body)).status).toBe(200);
    const refused = await put(updateSessionDetails, '/api/checkout/updateSessionDetails', {
      ...body,
      externalIpAddress: 'not-an-ip',
    });
    expect(refused.status).toBe(400);
  });

  it('another customer’s bag or saved address is not found, and nothing changes', async () => {
    const cashCart = await bagFor(CASH);
    const cashAddresses = (await (await call(deliveryAddress, 'GET', '/api/checkout/deliveryAddress')).json())
      .addresses;
    const creditCart = await bagFor(CREDIT);
    const before = await bagTablesFingerprint(t.db);
    const theirBag = await put(updateDeliverySpeed, '/api/checkout/updateDeliverySpeed', {
      cartId: cashCart,
      deliveryModeCode: 'EXPRESS',
    });
    expect(theirBag.status).toBe(404);
    expect((await theirBag.json()).code).toBe('CART_NOT_FOUND_CUSTOMER_MISMATCH');
    const theirAddress = await put(updateDeliveryAddress, '/api/checkout/updateDeliveryAddress', {
      cartId: creditCart,
      siteId: 'DALBY',
      addressId: cashAddresses[0].addressId,
    });
    expect(theirAddress.status).toBe(404);
    expect((await theirAddress.json()).code).toBe('ADDRESS_NOT_FOUND');
    expect(await bagTablesFingerprint(t.db)).toBe(before);
  });

  it('hostile bodies: three per call answer 4xx and change nothing', async () => {
    const cartId = await bagFor(CASH);
    const before = await bagTablesFingerprint(t.db);
    const cases: [Parameters<typeof call>[0], string, string[]][] = [
      [
        updateDeliveryAddress,
        '/api/checkout/updateDeliveryAddress',
        [
          JSON.stringify({ cartId, siteId: 'DALBY', address: { ...goodAddress, town: 'x'.repeat(5000) } }),
          JSON.stringify({ cartId, siteId: 'NOTOURS', address: goodAddress }),
          JSON.stringify({ cartId, siteId: 'DALBY', addressId: -1 }),
        ],
      ],
      [
        updateDeliverySpeed,
        '/api/checkout/updateDeliverySpeed',
        [
          JSON.stringify({ cartId, deliveryModeCode: 'TELEPORT' }),
          JSON.stringify({ cartId, deliveryModeCode: 'NOM', nominatedDate: "2026-01-01'; drop table bags;--" }),
          '{"cartId": ',
        ],
      ],
      [
        updateContactNumber,
        '/api/checkout/updateDeliveryContactNumber',
        [
          JSON.stringify({ cartId, contactNumber: { $ne: '' } }),
          JSON.stringify({ cartId: 'not a cart id!', contactNumber: '07700900982' }),
          JSON.stringify({ cartId, contactNumber: '0'.repeat(100) }),
        ],
      ],
      [
        updateSessionDetails,
        '/api/checkout/updateSessionDetails',
        [
          JSON.stringify({
            cartId,
            firstOrderOnWebPlaced: 'yes',
            deviceFingerPrintId: 'x',
            externalIpAddress: '1.1.1.1',
          }),
          JSON.stringify([1, 2, 3]),
          JSON.stringify({
            cartId,
            firstOrderOnWebPlaced: true,
            deviceFingerPrintId: '',
            externalIpAddress: '1.1.1.1',
          }),
        ],
      ],
    ];
    for (const [handler, path, bodies] of cases) {
      for (const rawBody of bodies) {
        const response = await call(handler, 'PUT', path, { rawBody });
        expect(response.status, `${path} ${rawBody.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
    }
    const crossSite = await call(updateDeliverySpeed, 'PUT', '/api/checkout/updateDeliverySpeed', {
      body: { cartId, deliveryModeCode: 'EXPRESS' },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect(await bagTablesFingerprint(t.db)).toBe(before);
  });
});
