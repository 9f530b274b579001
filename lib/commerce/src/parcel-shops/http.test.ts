// The adapter against the sandbox's parcel-shop finder, which speaks the carrier's contract.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelShopFinderFromEnv } from './config.ts';
import { httpParcelShopFinder } from './http.ts';
import { ParcelShopError, WEEKDAYS } from './parcel-shops.ts';

const KEY = 'commerce-parcel-key';
let sandbox: SandboxServer;
let baseUrl: string;

beforeAll(async () => {
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(tmpdir(), 'sandbox-mail-unused') },
    parcelShops: { keys: [KEY] },
  });
  baseUrl = (await sandbox.listen()).url;
});

afterAll(async () => {
  await sandbox.close();
});

const finder = () => parcelShopFinderFromEnv({ PARCEL_SHOPS_URL: baseUrl, PARCEL_SHOPS_API_KEY: KEY });

describe('searching for parcel shops', () => {
  it('finds collection points near a postcode, nearest first, typed', async () => {
    const found = await finder().search('ls6 2ab', { service: 'COLLECTION', limit: 5 });
    expect(found.postcode).toBe('LS6 2AB');
    expect(found.parcelShops).toHaveLength(5);
    const distances = found.parcelShops.map((shop) => shop.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const shop of found.parcelShops) {
      expect(shop.services).toContain('COLLECTION');
      expect(shop.openingHours.map((h) => h.day)).toEqual([...WEEKDAYS]);
      expect(shop.address.town).toBe('Leeds');
    }
    expect(await finder().search('LS6 2AB', { service: 'COLLECTION', limit: 5 })).toEqual(found);
  });

  it('gets one point by id (what selectParcelShopAddress checks), and undefined for an unknown id', async () => {
    const [nearest] = (await finder().search('EH9 1AB', { type: 'LOCKER', limit: 1 })).parcelShops;
    expect(nearest?.type).toBe('LOCKER');
    const { distanceMiles: _distance, ...shop } = nearest!;
    expect(await finder().get(nearest!.id)).toEqual(shop);
    expect(await finder().get('EVRI-EH9-99')).toBeUndefined();
    expect(await finder().get('../health')).toBeUndefined();
  });

  it.each([
    ['a postcode in a bad format', 'LS6', 400, 'invalid_postcode', '"LS6" is not a valid UK postcode.'],
    ['a postcode in no UK area', 'AA1 1AA', 404, 'unknown_postcode', "We can't find the postcode AA1 1AA."],
    [
      'a BFPO postcode',
      'BF1 4FB',
      404,
      'no_parcel_shops',
      'There are no parcel shops for British Forces (BFPO) addresses.',
    ],
  ])('%s is a ParcelShopError with the carrier’s message', async (_name, postcode, status, code, userMessage) => {
    const error = await finder()
      .search(postcode)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParcelShopError);
    expect(error).toMatchObject({ status, code, userMessage, retryable: false });
  });

  it('a wrong key is refused; a finder that cannot be reached is worth retrying', async () => {
    await expect(httpParcelShopFinder({ baseUrl, apiKey: 'wrong' }).search('LS6 2AB')).rejects.toMatchObject({
      status: 401,
      code: 'invalid_api_key',
      retryable: false,
    });
    const down = httpParcelShopFinder({ baseUrl: 'http://127.0.0.1:9', apiKey: KEY, timeoutMs: 2000 });
    await expect(down.search('LS6 2AB')).rejects.toMatchObject({ name: 'ParcelShopError', retryable: true });
  });

  it('an answer that is not the contract is an error, not a half-read list', async () => {
    const wrong = httpParcelShopFinder({
      baseUrl,
      apiKey: KEY,
      fetch: async () => Response.json({ postcode: 'LS6 2AB', parcelShops: [{ id: 'x' }] }),
    });
    await expect(wrong.search('LS6 2AB')).rejects.toMatchObject({ name: 'ParcelShopError', retryable: true });
  });
});
