// Contract tests of the credit application's address calls (spec §7: addressFields, then updateCustomerAddress) on a
// real database, with the sandbox's address lookup over HTTP: the premise and postcode find the full address; the
// confirmed one becomes the applicant's account address; three hostile bodies each are 400 and change nothing;
// another customer's address is not found; a guest is 401; a lookup that cannot be reached is the spec's message.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADDRESS_LOOKUP_ERROR_MESSAGE, type LookedUpAddress } from '@shop/commerce/address-lookup/address-lookup';
import { addressLookupFromEnv } from '@shop/commerce/address-lookup/config';
import { ADDRESS_MESSAGES } from '@shop/commerce/checkout/address';
import { readAccountAddresses } from '@shop/commerce/credit/account-address';
import { demoCustomerId } from '@shop/commerce/seed/customers';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actAs, call, openRouteTestDb, type RouteTestDb } from '@/lib/bag/route-test-kit.ts';

vi.setConfig({ testTimeout: 30_000 });

const { POST: addressFields } = await import('./addressFields/route.ts');
const { PUT: updateCustomerAddress } = await import('./updateCustomerAddress/route.ts');

const CASH = demoCustomerId('dal', 'cash');
const NEW = demoCustomerId('dal', 'new');
const KEY = 'CA11-CA22-CA33-CA44';
let t: RouteTestDb;
let sandbox: SandboxServer;
/** A real address of the sandbox's set with a building number, found through the lookup itself. */
let known: LookedUpAddress;

beforeAll(async () => {
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(tmpdir(), 'sandbox-mail-unused') },
    addressLookup: { keys: [KEY] },
  });
  const { url } = await sandbox.listen();
  process.env.ADDRESS_LOOKUP_URL = url;
  process.env.ADDRESS_LOOKUP_KEY = KEY;
  t = await openRouteTestDb();
  const lookup = addressLookupFromEnv();
  const [container] = (await lookup.find({ text: 'LS6', limit: 10 })).filter((item) => item.isContainer);
  const inside = await lookup.find({ text: 'LS6', containerId: container!.id, limit: 100 });
  for (const item of inside.filter((i) => !i.isContainer)) {
    const found = await lookup.retrieve(item.id);
    if (found.buildingNumber && !found.subBuilding) {
      known = found;
      break;
    }
  }
  expect(known).toBeDefined();
}, 180_000);
afterAll(async () => {
  await t?.dispose();
  await sandbox?.close();
});

const as = (customerId: string | null) => {
  actAs(customerId);
};
const find = (body: unknown) => call(addressFields, 'POST', '/api/creditapp/addressFields', { body });
const update = (body: unknown) => call(updateCustomerAddress, 'PUT', '/api/creditapp/updateCustomerAddress', { body });
const accountAddresses = (customerId: string) => readAccountAddresses(t.db, customerId);

describe('POST /api/creditapp/addressFields', () => {
  it('finds the address at a house number and postcode (any spacing and case) in the account address fields', async () => {
    as(CASH);
    const response = await find({
      houseNumber: known.buildingNumber,
      flatId: '',
      houseName: '',
      postCode: known.postcode.replace(' ', '').toLowerCase(),
    });
    expect(response.status).toBe(200);
    const { addresses } = await response.json();
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toEqual({
      flatNumber: '',
      houseNumberAndSuffix: known.buildingNumber,
      houseName: known.buildingName,
      addressLine1: known.street,
      addressLine2: known.locality,
      addressLine3: '',
      town: known.town,
      county: known.county,
      postcode: known.postcode,
      country: known.countryName,
      isoCountryCode: known.countryIso2,
    });
  });

  it('a number nobody lives at is 404 with the reason; a guest is 401', async () => {
    as(CASH);
    const none = await find({ houseNumber: '99999', postCode: known.postcode });
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({
      code: 'ADDRESS_NOT_FOUND',
      message: expect.stringContaining('postcode'),
    });
    as(null);
    expect((await find({ houseNumber: known.buildingNumber, postCode: known.postcode })).status).toBe(401);
  });

  it('three hostile bodies are 400 with the form’s messages', async () => {
    as(CASH);
    const hostile: [unknown, string][] = [
      [{ houseNumber: '', houseName: '', flatId: '', postCode: known.postcode }, ADDRESS_MESSAGES.building],
      [{ houseNumber: '1; DROP TABLE customers', postCode: known.postcode }, 'house number like 14 or 14A'],
      [{ houseNumber: '14', postCode: '<script>', customerId: NEW }, ADDRESS_MESSAGES.postcode],
    ];
    for (const [body, message] of hostile) {
      const response = await find(body);
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.code).toBe('VALIDATION_ERROR');
      expect(answer.message).toContain(message);
    }
  });

  it('a lookup that cannot be reached is 503 with the spec’s message', async () => {
    as(CASH);
    const url = process.env.ADDRESS_LOOKUP_URL;
    process.env.ADDRESS_LOOKUP_URL = 'http://127.0.0.1:9';
    try {
      const response = await find({ houseNumber: known.buildingNumber, postCode: known.postcode });
      expect(response.status).toBe(503);
      expect((await response.json()).message).toBe(ADDRESS_LOOKUP_ERROR_MESSAGE);
    } finally {
      process.env.ADDRESS_LOOKUP_URL = url;
    }
  });
});

describe('PUT /api/creditapp/updateCustomerAddress', () => {
  it('three hostile bodies are 400 and change nothing', async () => {
    as(CASH);
    const before = await accountAddresses(CASH);
    const good = {
      houseNumberAndSuffix: '7',
      addressLine1: 'Rosemary Lane',
      town: 'Leeds',
      postcode: 'LS6 2AB',
    };
    const hostile: [unknown, string][] = [
      [{ addressDetails: { ...good, addressLine1: 'x'.repeat(5000) } }, ADDRESS_MESSAGES.tooLong],
      [{ addressDetails: { ...good, postcode: "LS6'; --" } }, ADDRESS_MESSAGES.postcode],
      [{ addressDetails: { ...good, isoCountryCode: 'US' }, customerId: NEW }, 'Unrecognized key'],
    ];
    for (const [body, message] of hostile) {
      const response = await update(body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
    const raw = await call(updateCustomerAddress, 'PUT', '/api/creditapp/updateCustomerAddress', {
      rawBody: '{"addressDetails":',
    });
    expect(raw.status).toBe(400);
    expect(await accountAddresses(CASH)).toEqual(before);
  });

  it('the address found becomes the applicant’s account address; another customer’s address id is 404', async () => {
    as(CASH);
    const [before] = await accountAddresses(CASH);
    expect(before).toBeDefined();
    const { addresses } = await (await find({ houseNumber: known.buildingNumber, postCode: known.postcode })).json();
    const newBefore = await accountAddresses(NEW);
    const response = await update({ addressDetails: { ...addresses[0], addressId: before!.id } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ addressId: before!.id, addressDetails: addresses[0] });
    const after = await accountAddresses(CASH);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: before!.id,
      houseNo: known.buildingNumber,
      addressLine1: known.street,
      town: known.town,
      postCode: known.postcode,
      countryIso: known.countryIso2,
    });
    expect(await accountAddresses(NEW)).toEqual(newBefore);

    // The new customer names the cash customer's address: not found, and neither address changes.
    as(NEW);
    const theirs = await update({
      addressDetails: { ...addresses[0], addressLine1: 'Hijack Street', addressId: before!.id },
    });
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).code).toBe('ADDRESS_NOT_FOUND');
    expect(await accountAddresses(CASH)).toEqual(after);
    expect(await accountAddresses(NEW)).toEqual(newBefore);
    as(null);
    expect((await update({ addressDetails: addresses[0] })).status).toBe(401);
  });
});
