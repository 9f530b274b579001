import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../log.ts';
import { createSandboxServer, type SandboxServer } from '../server.ts';
import { parseUkPostcode } from '../uk-postcodes.ts';
import { WEEKDAYS } from './finder.ts';

const KEY = 'test-parcel-key';
let sandbox: SandboxServer;
let base: string;

beforeAll(async () => {
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(tmpdir(), 'sandbox-mail-unused') },
    parcelShops: { keys: [KEY] },
  });
  base = (await sandbox.listen()).url;
});

afterAll(async () => {
  await sandbox.close();
});

interface Shop {
  id: string;
  name: string;
  type: string;
  address: { line1: string; line2: string; town: string; postcode: string };
  distanceMiles: number;
  openingHours: Array<{ day: string; open: string | null; close: string | null }>;
  services: string[];
}

const get = (path: string, key = KEY) => fetch(`${base}${path}`, { headers: { 'x-api-key': key } });
const search = async (query: string) => {
  const response = await get(`/parcel-shops?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { postcode: string; parcelShops: Shop[] };
};

describe('parcel shops near a postcode', () => {
  it('lists shops and lockers nearest first, each with its address, hours for every weekday and services', async () => {
    const found = await search('postcode=ls62ab');
    expect(found.postcode).toBe('LS6 2AB');
    expect(found.parcelShops).toHaveLength(10);
    const distances = found.parcelShops.map((shop) => shop.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(new Set(found.parcelShops.map((shop) => shop.id)).size).toBe(10);
    for (const shop of found.parcelShops) {
      expect(shop.id).toMatch(/^EVRI-LS6-\d{2}$/);
      expect(['SHOP', 'LOCKER']).toContain(shop.type);
      expect(shop.name).not.toBe('');
      expect(shop.address.line1).toMatch(/^\d+ \w/);
      expect(shop.address.town).toBe('Leeds');
      expect(parseUkPostcode(shop.address.postcode)?.outward).toBe('LS6');
      expect(shop.distanceMiles).toBeGreaterThan(0);
      expect(shop.distanceMiles).toBeLessThan(5);
      expect(shop.openingHours.map((h) => h.day)).toEqual([...WEEKDAYS]);
      for (const h of shop.openingHours) {
        if (h.open === null) expect(h.close).toBeNull();
        else expect(h.open < h.close!).toBe(true);
      }
      expect(shop.services.length).toBeGreaterThan(0);
    }
  });

  it('answers the same for the same postcode, and differently placed shoppers see different distances', async () => {
    const once = await search('postcode=LS6%202AB');
    const again = await search('postcode=LS6 2AB');
    expect(again).toEqual(once);
    const elsewhere = await search('postcode=LS6 4QT');
    expect(elsewhere.parcelShops.map((s) => s.distanceMiles)).not.toEqual(once.parcelShops.map((s) => s.distanceMiles));
  });

  it('filters by type and service, and limits', async () => {
    const lockers = await search('postcode=LS6 2AB&type=locker&limit=20');
    expect(lockers.parcelShops.every((s) => s.type === 'LOCKER')).toBe(true);
    for (const locker of lockers.parcelShops) {
      expect(locker.openingHours.every((h) => h.open === '00:00' && h.close === '23:59')).toBe(true);
    }
    const collection = await search('postcode=LS6 2AB&service=COLLECTION&limit=20');
    expect(collection.parcelShops.length).toBeGreaterThan(0);
    expect(collection.parcelShops.every((s) => s.services.includes('COLLECTION'))).toBe(true);
    expect((await search('postcode=LS6 2AB&limit=2')).parcelShops).toHaveLength(2);
  });

  it('remote islands have fewer points, farther away', async () => {
    const lewis = await search('postcode=HS1 2AB');
    expect(lewis.parcelShops.length).toBeGreaterThanOrEqual(3);
    expect(lewis.parcelShops.length).toBeLessThanOrEqual(5);
    expect(lewis.parcelShops[0]!.address.town).toBe('Isle of Lewis');
    expect(Math.max(...lewis.parcelShops.map((s) => s.distanceMiles))).toBeGreaterThan(5);
  });

  it('one point by its id, the same as in the search', async () => {
    const [first] = (await search('postcode=CF10 1AA')).parcelShops;
    const response = await get(`/parcel-shops/${first!.id}`);
    expect(response.status).toBe(200);
    const { distanceMiles: _distance, ...rest } = first!;
    expect(await response.json()).toEqual(rest);
    for (const id of ['EVRI-CF10-99', 'EVRI-QQ1-01', 'nonsense']) {
      const missing = await get(`/parcel-shops/${id}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: 'parcel_shop_not_found', message: expect.any(String) });
    }
  });
});

describe('refusals', () => {
  it.each([
    ['no postcode', 'limit=3', 400, 'postcode_required', 'Enter a postcode to find parcel shops near it.'],
    ['an empty postcode', 'postcode=%20', 400, 'postcode_required', 'Enter a postcode to find parcel shops near it.'],
    ['a postcode in a bad format', 'postcode=LS6', 400, 'invalid_postcode', '"LS6" is not a valid UK postcode.'],
    ['text', 'postcode=%3Cscript%3E', 400, 'invalid_postcode', '"<script>" is not a valid UK postcode.'],
    ['a postcode in no UK area', 'postcode=AA1 1AA', 404, 'unknown_postcode', "We can't find the postcode AA1 1AA."],
    [
      'a BFPO postcode',
      'postcode=BF1 4FB',
      404,
      'no_parcel_shops',
      'There are no parcel shops for British Forces (BFPO) addresses.',
    ],
    ['a limit over 20', 'postcode=LS6 2AB&limit=21', 400, 'invalid_limit', expect.any(String)],
    ['a limit of 0', 'postcode=LS6 2AB&limit=0', 400, 'invalid_limit', expect.any(String)],
    ['an unknown service', 'postcode=LS6 2AB&service=ALL', 400, 'invalid_service', expect.any(String)],
    ['an unknown type', 'postcode=LS6 2AB&type=PO', 400, 'invalid_type', 'type must be SHOP or LOCKER.'],
  ])('%s', async (_name, query, status, error, message) => {
    const response = await get(`/parcel-shops?${query}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error, message });
  });

  it('a missing or wrong API key', async () => {
    for (const key of ['', 'wrong']) {
      const response = await get('/parcel-shops?postcode=LS6 2AB', key);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'invalid_api_key', message: expect.any(String) });
      expect((await get('/parcel-shops/EVRI-LS6-01', key)).status).toBe(401);
    }
  });
});
