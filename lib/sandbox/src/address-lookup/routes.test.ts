import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../log.ts';
import { createSandboxServer, type SandboxServer } from '../server.ts';
import { parseUkPostcode } from '../uk-postcodes.ts';
import { addressSet, buildAddressSet } from './address-set.ts';
import { FIND_PATH, RETRIEVE_PATH } from './routes.ts';

const KEY = 'TE11-ST22-KE33-YY44';
let sandbox: SandboxServer;
let base: string;

beforeAll(async () => {
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: path.join(tmpdir(), 'sandbox-mail-unused') },
    addressLookup: { keys: [KEY] },
  });
  base = (await sandbox.listen()).url;
});

afterAll(async () => {
  await sandbox.close();
});

type Item = Record<string, string | number>;

const call = async (path: string, params: Record<string, string>): Promise<Item[]> => {
  const response = await fetch(`${base}${path}?${new URLSearchParams({ Key: KEY, ...params })}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as { Items: Item[] };
  expect(Object.keys(body)).toEqual(['Items']);
  return body.Items;
};
const find = (params: Record<string, string>) => call(FIND_PATH, params);
const retrieve = (params: Record<string, string>) => call(RETRIEVE_PATH, params);

const set = addressSet();
const sample = (predicate: (a: (typeof set.addresses)[number]) => boolean) => {
  const found = set.addresses.find(predicate);
  if (!found) throw new Error('no such address in the set');
  return found;
};

describe('the synthetic address set', () => {
  it('holds several thousand addresses across the UK, the Channel Islands and the Isle of Man', () => {
    expect(set.addresses.length).toBeGreaterThan(5000);
    expect(set.addresses.length).toBeLessThan(12000);
    const regions = new Set(set.addresses.map((a) => a.region));
    expect([...regions].sort()).toEqual(['ENG', 'GGY', 'IOM', 'JSY', 'NIR', 'SCT', 'WLS']);
    const areas = new Set(set.addresses.map((a) => parseUkPostcode(a.postcode)?.area));
    for (const area of ['IV', 'HS', 'KW', 'ZE', 'PA', 'GY', 'JE', 'IM', 'BT', 'CF', 'LL', 'EH', 'G', 'SW', 'TR']) {
      expect(areas, area).toContain(area);
    }
  });

  it('gives every address a valid postcode and a unique id, the same on every build', () => {
    for (const address of set.addresses) expect(parseUkPostcode(address.postcode)?.formatted).toBe(address.postcode);
    expect(new Set(set.addresses.map((a) => a.id)).size).toBe(set.addresses.length);
    const again = buildAddressSet();
    expect(again.addresses.map((a) => [a.id, a.postcode, a.street])).toEqual(
      set.addresses.map((a) => [a.id, a.postcode, a.street]),
    );
  });

  it('mixes numbered houses, flats, named houses and businesses', () => {
    expect(set.addresses.some((a) => a.subBuilding.startsWith('Flat') && a.buildingName)).toBe(true);
    expect(set.addresses.some((a) => /^\d+A$/.test(a.buildingName))).toBe(true);
    expect(set.addresses.some((a) => a.buildingName && !a.buildingNumber && !a.subBuilding)).toBe(true);
    expect(set.addresses.some((a) => a.company && a.type === 'Commercial')).toBe(true);
  });
});

describe('Find', () => {
  it('a full postcode is one Postcode container; drilling into it lists its addresses; Retrieve gives one in full', async () => {
    const target = sample((a) => a.town === 'Inverness' && a.buildingNumber !== '' && !a.subBuilding && !a.company);
    const containers = await find({ Text: target.postcode.toLowerCase().replace(' ', '') });
    expect(containers).toHaveLength(1);
    const inPostcode = set.addresses.filter((a) => a.postcode === target.postcode);
    expect(containers[0]).toEqual({
      Id: target.postcodeContainerId,
      Type: 'Postcode',
      Text: target.postcode,
      Highlight: expect.stringMatching(/^0-\d+;/),
      Description: `${target.street}, Inverness - ${inPostcode.length} Addresses`,
    });

    const items = await find({ Text: target.postcode, Container: target.postcodeContainerId });
    expect(items.map((i) => i.Id)).toEqual(inPostcode.map((a) => a.id));
    expect(
      items.every((i) => i.Type === 'Address' && String(i.Description).endsWith(`Inverness, ${target.postcode}`)),
    ).toBe(true);

    const [full] = await retrieve({ Id: target.id });
    expect(full).toMatchObject({
      Id: target.id,
      BuildingNumber: target.buildingNumber,
      Street: target.street,
      Line1: `${target.buildingNumber} ${target.street}`,
      City: 'Inverness',
      Province: 'Inverness-shire',
      PostalCode: target.postcode,
      CountryIso2: 'GB',
      CountryName: 'United Kingdom',
      Type: 'Residential',
    });
    expect(full!.Label).toBe(`${target.buildingNumber} ${target.street}\nINVERNESS\n${target.postcode}`);
  });

  it('a partial postcode lists the postcodes that start with it, its own district first', async () => {
    const items = await find({ Text: 'IV2', Limit: '100' });
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((i) => i.Type === 'Postcode' && String(i.Text).startsWith('IV2'))).toBe(true);
    const own = items.map((i) => String(i.Text).startsWith('IV2 '));
    expect(own.indexOf(false) === -1 || own.slice(own.indexOf(false)).every((x) => !x)).toBe(true);
  });

  it('a house number and street find the address itself, highlighted', async () => {
    const target = sample((a) => a.town === 'Belfast' && a.buildingNumber !== '' && !a.subBuilding && !a.company);
    const items = await find({ Text: `${target.buildingNumber} ${target.street} belf` });
    expect(items[0]).toMatchObject({
      Id: target.id,
      Type: 'Address',
      Text: `${target.buildingNumber} ${target.street}`,
    });
    expect(items[0]!.Highlight).toMatch(/^0-\d+(,\d+-\d+)*;.*\d+-\d+/);
  });

  it('a street name is a Street container to drill into', async () => {
    const target = sample((a) => a.town === 'Cardiff' && set.containers.get(a.streetContainerId)!.addresses.length > 3);
    const street = set.containers.get(target.streetContainerId)!;
    const items = await find({ Text: `${target.street}, Cardiff` });
    const container = items.find((i) => i.Id === street.id);
    expect(container).toMatchObject({ Type: 'Street', Text: target.street });
    expect(container!.Description).toMatch(new RegExp(`Cardiff - ${street.addresses.length} Addresses$`));
    const inside = await find({ Text: '', Container: street.id });
    expect(inside.map((i) => i.Id)).toEqual(street.addresses.map((a) => a.id));
  });

  it('finds named houses with accents typed or not, flats and businesses', async () => {
    const welsh = sample((a) => a.buildingName === 'Tŷ Gwyn');
    expect((await find({ Text: `ty gwyn ${welsh.street}`, Limit: '100' })).map((i) => i.Id)).toContain(welsh.id);
    const flat = sample((a) => a.subBuilding === 'Flat 2' && a.buildingName !== '' && a.town === 'Edinburgh');
    const flats = await find({ Text: `flat 2 ${flat.buildingName}`, Limit: '100' });
    expect(flats.map((i) => i.Id)).toContain(flat.id);
    expect(flats.find((i) => i.Id === flat.id)!.Text).toBe(`Flat 2, ${flat.buildingName}, ${flat.street}`);
    const shop = sample((a) => a.company !== '');
    const shops = await find({ Text: `${shop.company} ${shop.postcode}`, Limit: '100' });
    expect(shops.map((i) => i.Id)).toContain(shop.id);
  });

  it('Limit caps the answer (10 by default); text that matches nothing is no Items', async () => {
    expect(await find({ Text: 'London' })).toHaveLength(10);
    expect(await find({ Text: 'London', Limit: '3' })).toHaveLength(3);
    expect(await find({ Text: 'zzqx' })).toEqual([]);
  });

  it('GB covers the Channel Islands and the Isle of Man; GG, JE and IM narrow to them; other countries find nothing', async () => {
    const jersey = sample((a) => a.region === 'JSY' && a.buildingNumber !== '');
    const [full] = await retrieve({ Id: jersey.id });
    expect(full).toMatchObject({ City: 'Jersey', CountryIso2: 'JE', CountryIso3: 'JEY', Province: '' });
    expect(full!.District).not.toBe('');
    const [manx] = await retrieve({ Id: sample((a) => a.region === 'IOM').id });
    expect(manx).toMatchObject({ City: 'Isle of Man', CountryIso2: 'IM' });

    const street = await find({ Text: jersey.street, Countries: 'JE', Limit: '100' });
    expect(street.length).toBeGreaterThan(0);
    for (const item of street) expect(String(item.Id)).toMatch(/^GB\|RM\|(JSY\||A\|)/);
    expect((await find({ Text: jersey.street, Limit: '100' })).map((i) => i.Id)).toEqual(
      expect.arrayContaining(street.map((i) => i.Id)),
    );
    expect(await find({ Text: jersey.postcode, Countries: 'FR' })).toEqual([]);
    expect(await find({ Text: jersey.postcode, Countries: 'GB,IM' })).toHaveLength(1);
  });

  it('takes its parameters from a POST body too, names in any case', async () => {
    const target = sample((a) => a.region === 'NIR');
    const response = await fetch(`${base}${FIND_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: KEY, text: target.postcode }),
    });
    expect(((await response.json()) as { Items: Item[] }).Items).toMatchObject([{ Id: target.postcodeContainerId }]);
  });
});

describe('errors come back as one Items entry, as the provider answers them', () => {
  const error = (code: string, description: string) => [
    { Error: code, Description: description, Cause: expect.any(String), Resolution: expect.any(String) },
  ];

  it.each([
    ['a wrong key', { Key: 'AA11-AA11-AA11-AA11', Text: 'London' }, '2', 'Unknown key'],
    ['no key', { Key: '', Text: 'London' }, '2', 'Unknown key'],
    ['empty text and no container', { Text: '' }, '1001', 'Text or Container Required'],
    ['blank text', { Text: '   ' }, '1001', 'Text or Container Required'],
    ['a limit of 0', { Text: 'London', Limit: '0' }, '1002', 'Limit Invalid'],
    ['a limit that is not a number', { Text: 'London', Limit: '5; DROP' }, '1002', 'Limit Invalid'],
    ['a malformed country list', { Text: 'London', Countries: 'G-B' }, '1003', 'Countries Invalid'],
    ['an unknown container', { Text: 'x', Container: 'GB|RM|ENG|NOPE' }, '1004', 'Container Invalid'],
    ['text over 200 characters', { Text: 'a'.repeat(201) }, '1005', 'Text Too Long'],
  ])('Find with %s', async (_name, params, code, description) => {
    expect(await find(params)).toEqual(error(code, description));
  });

  it.each([
    ['a wrong key', { Key: 'wrong', Id: set.addresses[0]!.id }, '2', 'Unknown key'],
    ['an unknown id', { Id: 'GB|RM|A|1' }, '1001', 'Id Invalid'],
    ['no id', {}, '1001', 'Id Invalid'],
    ['a container id', { Id: set.addresses[0]!.postcodeContainerId }, '1001', 'Id Invalid'],
  ])('Retrieve with %s', async (_name, params, code, description) => {
    expect(await retrieve(params)).toEqual(error(code, description));
  });
});
