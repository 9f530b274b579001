// The adapter against the sandbox's address lookup, which speaks the provider's contract: find → drill down →
import { tmpdir } from 'node:os';
import path from 'node:path';
// retrieve, errors, and the one retry.
import { addressSet } from '@shop/sandbox/address-lookup/address-set';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_LOOKUP_ERROR_MESSAGE, AddressLookupError, toShippingAddressFields } from './address-lookup.ts';
import { addressLookupFromEnv } from './config.ts';
import { loqateAddressLookup } from './loqate.ts';

const KEY = 'CO11-MM22-ER33-CE44';
let sandbox: SandboxServer;
let baseUrl: string;

beforeAll(async () => {
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(tmpdir(), 'sandbox-mail-unused') },
    addressLookup: { keys: [KEY] },
  });
  baseUrl = (await sandbox.listen()).url;
});

afterAll(async () => {
  await sandbox.close();
});

const lookup = () => addressLookupFromEnv({ ADDRESS_LOOKUP_URL: baseUrl, ADDRESS_LOOKUP_KEY: `${KEY}, other` });
const set = addressSet();

/** A fetch that counts calls and fails the first `failures` of them in the given way, then goes to the sandbox. */
function flaky(failures: number, how: 'network' | 'http-503' | 'garbage') {
  const counter = { calls: 0 };
  const wrapped: typeof fetch = async (input, init) => {
    counter.calls++;
    if (counter.calls <= failures) {
      if (how === 'network') throw new TypeError('fetch failed');
      if (how === 'http-503') return new Response('busy', { status: 503 });
      return new Response('<html>proxy error</html>', { status: 200, headers: { 'content-type': 'text/html' } });
    }
    return fetch(input, init);
  };
  return { counter, fetch: wrapped };
}

describe('finding and retrieving an address', () => {
  it('postcode → container → addresses → the full address in the shop’s fields', async () => {
    const target = set.addresses.find((a) => a.town === 'Jersey' && a.buildingNumber && !a.subBuilding && !a.company)!;
    const [postcode, ...rest] = await lookup().find({ text: target.postcode.toLowerCase() });
    expect(rest).toEqual([]);
    expect(postcode).toMatchObject({ type: 'Postcode', isContainer: true, text: target.postcode });
    expect(postcode!.highlight).toEqual({ text: [[0, target.postcode.length]], description: [] });

    const inside = await lookup().find({ text: target.postcode, containerId: postcode!.id });
    expect(inside.every((s) => s.type === 'Address' && !s.isContainer)).toBe(true);
    const suggestion = inside.find((s) => s.id === target.id)!;
    expect(suggestion.text).toBe(`${target.buildingNumber} ${target.street}`);
    expect(suggestion.description).toBe(`${target.locality}, Jersey, ${target.postcode}`);

    const address = await lookup().retrieve(suggestion.id);
    expect(address).toEqual({
      id: target.id,
      company: '',
      subBuilding: '',
      buildingName: '',
      buildingNumber: target.buildingNumber,
      street: target.street,
      locality: target.locality,
      lines: [`${target.buildingNumber} ${target.street}`, target.locality, '', '', ''],
      town: 'Jersey',
      county: '',
      postcode: target.postcode,
      countryIso2: 'JE',
      countryName: 'Jersey',
      label: `${target.buildingNumber} ${target.street}\n${target.locality}\nJERSEY\n${target.postcode}`,
      type: 'Residential',
    });
    expect(toShippingAddressFields(address)).toEqual({
      flatNumber: '',
      houseName: '',
      houseNumber: target.buildingNumber,
      addressLine1: target.street,
      addressLine2: target.locality,
      addressLine3: '',
      town: 'Jersey',
      county: '',
      postcode: target.postcode,
      country: 'JE',
    });
  });

  it('a flat in Scotland keeps its flat, building, county and GB country; text highlights come back as ranges', async () => {
    const flat = set.addresses.find((a) => a.region === 'SCT' && a.subBuilding.startsWith('Flat') && a.buildingName)!;
    const suggestions = await lookup().find({ text: `${flat.subBuilding} ${flat.buildingName}`, limit: 100 });
    const suggestion = suggestions.find((s) => s.id === flat.id)!;
    expect(suggestion.highlight.text.length).toBeGreaterThanOrEqual(3);
    expect(suggestion.highlight.text[0]).toEqual([0, 4]);
    const address = await lookup().retrieve(flat.id);
    expect(address).toMatchObject({
      subBuilding: flat.subBuilding,
      buildingName: flat.buildingName,
      countryIso2: 'GB',
    });
    expect(address.county).toBe(flat.county);
    expect(address.county).not.toBe('');
  });

  it('a street is a container; countries and limit are passed on', async () => {
    const streets = await lookup().find({ text: 'Keswick', limit: 2 });
    expect(streets).toHaveLength(2);
    expect(streets.every((s) => s.type === 'Street' && s.isContainer)).toBe(true);
    const jerseyOnly = await lookup().find({ text: 'Rue', countries: ['JE'], limit: 100 });
    expect(jerseyOnly.length).toBeGreaterThan(0);
    expect(jerseyOnly.every((s) => s.id.startsWith('GB|RM|JSY|') || s.description.includes('Jersey'))).toBe(true);
    expect(await lookup().find({ text: 'Rue', countries: ['FR'] })).toEqual([]);
  });
});

describe('failures', () => {
  it('an error entry is an AddressLookupError the shop shows with the spec’s message, not retried', async () => {
    const { counter, fetch } = flaky(0, 'network');
    const wrongKey = loqateAddressLookup({ baseUrl, key: 'AA11-AA11-AA11-AA11', fetch, retryDelayMs: 0 });
    const error = await wrongKey.find({ text: 'London' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AddressLookupError);
    expect(error).toMatchObject({ kind: 'refused', providerCode: '2', providerDescription: 'Unknown key' });
    expect(counter.calls).toBe(1);
    expect(ADDRESS_LOOKUP_ERROR_MESSAGE).toBe('Something went wrong on our end. Please, try again.');

    await expect(lookup().find({ text: '' })).rejects.toMatchObject({ kind: 'refused', providerCode: '1001' });
  });

  it('an unknown id or container is not_found', async () => {
    await expect(lookup().retrieve('GB|RM|A|1')).rejects.toMatchObject({ kind: 'not_found', providerCode: '1001' });
    await expect(lookup().retrieve(set.postcodes[0]!.id)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(lookup().find({ text: 'x', containerId: 'GB|RM|ENG|NOPE' })).rejects.toMatchObject({
      kind: 'not_found',
      providerCode: '1004',
    });
  });

  it.each(['network', 'http-503', 'garbage'] as const)(
    'a %s failure is retried once and then succeeds',
    async (how) => {
      const { counter, fetch } = flaky(1, how);
      const client = loqateAddressLookup({ baseUrl, key: KEY, fetch, retryDelayMs: 0 });
      const target = set.addresses[42]!;
      expect((await client.retrieve(target.id)).postcode).toBe(target.postcode);
      expect(counter.calls).toBe(2);
    },
  );

  it('is retried at most once: two failures are an unavailable error after exactly two calls', async () => {
    const { counter, fetch } = flaky(2, 'http-503');
    const client = loqateAddressLookup({ baseUrl, key: KEY, fetch, retryDelayMs: 0 });
    await expect(client.find({ text: 'London' })).rejects.toMatchObject({ kind: 'unavailable', status: 503 });
    expect(counter.calls).toBe(2);
  });

  it('a provider that cannot be reached is unavailable after two attempts', async () => {
    const { counter, fetch: counting } = flaky(0, 'network');
    const client = loqateAddressLookup({ baseUrl: 'http://127.0.0.1:9', key: KEY, fetch: counting, retryDelayMs: 0 });
    const error = await client.find({ text: 'London' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AddressLookupError', kind: 'unavailable' });
    expect(counter.calls).toBe(2);
  });
});
