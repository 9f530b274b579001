// Parcel shops and lockers near a postcode, as a carrier's finder (Evri's ParcelShop finder) lists them. Each postcode
// district has its own seeded set of points (the same for every shopper in it, with the same ids on every run); the
// shopper's postcode gets its own spot in the district, so distances — and the order — differ from postcode to
// postcode. Remote districts (islands, the far north-west) have fewer points, farther away.

import { STREET_TYPES, STREET_WORDS, SURNAMES } from '../address-lookup/address-set.ts';
import { PLACES } from '../address-lookup/places.ts';
import { hashSeed, type Seeded, seeded } from '../seeded.ts';
import { INWARD_LETTERS, POSTCODE_AREAS, type UkPostcode } from '../uk-postcodes.ts';

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type ParcelShopService = 'COLLECTION' | 'DROP_OFF' | 'RETURNS' | 'PRINT_IN_STORE';
export const SERVICES: readonly ParcelShopService[] = ['COLLECTION', 'DROP_OFF', 'RETURNS', 'PRINT_IN_STORE'];

export interface OpeningHours {
  day: Weekday;
  /** `HH:MM` (24-hour clock, London time); both null on a day it is closed. */
  open: string | null;
  close: string | null;
}

export interface ParcelShop {
  /** `EVRI-<district>-<nn>`, e.g. `EVRI-LS6-03`. */
  id: string;
  name: string;
  type: 'SHOP' | 'LOCKER';
  address: { line1: string; line2: string; town: string; postcode: string };
  openingHours: OpeningHours[];
  services: ParcelShopService[];
}

interface PlacedShop extends ParcelShop {
  /** Position in miles from the district's centre. */
  x: number;
  y: number;
}

/** Districts the carriers treat as remote (Highlands and Islands, Scilly, the Crown Dependencies). */
const REMOTE: ReadonlyArray<[area: string, from: number, to: number]> = [
  ['AB', 31, 56],
  ['HS', 0, 99],
  ['IV', 0, 99],
  ['KA', 27, 28],
  ['KW', 0, 99],
  ['PA', 20, 80],
  ['PH', 15, 50],
  ['TR', 21, 25],
  ['ZE', 0, 99],
  ['GY', 0, 99],
  ['JE', 0, 99],
  ['IM', 0, 99],
];

export function isRemote(postcode: Pick<UkPostcode, 'area' | 'outward'>): boolean {
  const district = Number(/\d+/.exec(postcode.outward)?.[0] ?? -1);
  return REMOTE.some(([area, from, to]) => area === postcode.area && district >= from && district <= to);
}

/** Post town of a district: the address set's where it has one, else the town the area is named after. */
const DISTRICT_TOWNS = new Map(PLACES.flatMap((place) => place.districts.map((d) => [d, place.town] as const)));
const townOf = (postcode: Pick<UkPostcode, 'area' | 'outward'>): string =>
  DISTRICT_TOWNS.get(postcode.outward) ?? POSTCODE_AREAS[postcode.area] ?? postcode.area;

const hours = (weekdays: [string, string] | null, saturday: [string, string] | null, sunday: [string, string] | null) =>
  WEEKDAYS.map((day): OpeningHours => {
    const slot = day === 'SUNDAY' ? sunday : day === 'SATURDAY' ? saturday : weekdays;
    return { day, open: slot?.[0] ?? null, close: slot?.[1] ?? null };
  });

interface Template {
  name: (rng: Seeded, town: string) => string;
  hours: () => OpeningHours[];
}
const SHOPS: readonly Template[] = [
  {
    name: (rng) => `${rng.pick(STREET_WORDS)} Convenience Store`,
    hours: () => hours(['07:00', '22:00'], ['07:00', '22:00'], ['08:00', '22:00']),
  },
  {
    name: (rng) => `${rng.pick(SURNAMES)} News`,
    hours: () => hours(['06:00', '19:00'], ['06:00', '19:00'], ['07:00', '13:00']),
  },
  {
    name: (rng) => `${rng.pick(STREET_WORDS)} Pharmacy`,
    hours: () => hours(['09:00', '18:00'], ['09:00', '13:00'], null),
  },
  { name: (_rng, town) => `${town} Dry Cleaners`, hours: () => hours(['08:30', '17:30'], ['09:00', '16:00'], null) },
  {
    name: (rng) => `${rng.pick(STREET_WORDS)} Food & Wine`,
    hours: () => hours(['08:00', '23:00'], ['08:00', '23:00'], ['09:00', '22:00']),
  },
  {
    name: (rng) => `${rng.pick(STREET_WORDS)} Service Station`,
    hours: () => hours(['06:00', '23:00'], ['06:00', '23:00'], ['06:00', '23:00']),
  },
  {
    name: (rng) => `${rng.pick(SURNAMES)} Hardware`,
    hours: () => hours(['08:30', '17:30'], ['08:30', '17:00'], ['10:00', '16:00']),
  },
];
const LOCKER_SITES = ['Car Park', 'Railway Station', 'Retail Park', 'Leisure Centre', 'Superstore'];

function shopsOfDistrict(postcode: Pick<UkPostcode, 'area' | 'outward'>): PlacedShop[] {
  const rng = seeded(`parcel-shops:${postcode.outward}`);
  const remote = isRemote(postcode);
  const town = townOf(postcode);
  const radius = remote ? 18 : 2;
  const count = remote ? rng.int(3, 5) : rng.int(10, 14);
  const shops: PlacedShop[] = [];
  for (let i = 1; i <= count; i++) {
    const angle = rng.next() * 2 * Math.PI;
    const distance = radius * Math.sqrt(rng.next());
    const locker = !remote && rng.chance(0.3);
    const street = `${rng.pick(STREET_WORDS)} ${rng.pick(STREET_TYPES)}`;
    const template = rng.pick(SHOPS);
    const shopName = locker
      ? `Evri Locker – ${street.split(' ')[0]} ${rng.pick(LOCKER_SITES)}`
      : template.name(rng, town);
    const services: ParcelShopService[] = locker
      ? ['COLLECTION', 'DROP_OFF', 'RETURNS']
      : SERVICES.filter((service) =>
          service === 'COLLECTION' ? rng.chance(0.85) : service === 'PRINT_IN_STORE' ? rng.chance(0.5) : true,
        );
    shops.push({
      id: `EVRI-${postcode.outward}-${String(i).padStart(2, '0')}`,
      name: shopName,
      type: locker ? 'LOCKER' : 'SHOP',
      address: {
        line1: `${rng.int(1, 240)} ${street}`,
        line2: locker ? shopName.replace('Evri Locker – ', '') : '',
        town,
        postcode: `${postcode.outward} ${rng.int(1, 9)}${rng.pick([...INWARD_LETTERS])}${rng.pick([...INWARD_LETTERS])}`,
      },
      openingHours: locker ? hours(['00:00', '23:59'], ['00:00', '23:59'], ['00:00', '23:59']) : template.hours(),
      services,
      x: distance * Math.cos(angle),
      y: distance * Math.sin(angle),
    });
  }
  return shops;
}

const strip = ({ x: _x, y: _y, ...shop }: PlacedShop): ParcelShop => shop;

/** The shopper's spot in the district (miles from its centre), from the full postcode. */
function spot(postcode: UkPostcode): { x: number; y: number } {
  const rng = seeded(hashSeed(`spot:${postcode.compact}`));
  const radius = (isRemote(postcode) ? 18 : 2) * 0.5;
  const angle = rng.next() * 2 * Math.PI;
  const distance = radius * Math.sqrt(rng.next());
  return { x: distance * Math.cos(angle), y: distance * Math.sin(angle) };
}

export interface NearbyParcelShop extends ParcelShop {
  /** Straight-line distance from the postcode, miles, one decimal place. */
  distanceMiles: number;
}

/** The district's points nearest the postcode first (ties by id), optionally only those offering a service. */
export function parcelShopsNear(
  postcode: UkPostcode,
  options: { limit: number; service?: ParcelShopService; type?: ParcelShop['type'] },
): NearbyParcelShop[] {
  const here = spot(postcode);
  return shopsOfDistrict(postcode)
    .filter(
      (shop) =>
        (!options.service || shop.services.includes(options.service)) && (!options.type || shop.type === options.type),
    )
    .map((shop) => ({
      ...strip(shop),
      distanceMiles: Math.max(0.1, Math.round(Math.hypot(shop.x - here.x, shop.y - here.y) * 10) / 10),
    }))
    .sort((a, b) => a.distanceMiles - b.distanceMiles || (a.id < b.id ? -1 : 1))
    .slice(0, options.limit);
}

/** One point by its id, or undefined. */
export function parcelShopById(id: string): ParcelShop | undefined {
  const match = /^EVRI-([A-Z]{1,2})([0-9][0-9A-Z]?[0-9A-Z]?)-\d{2}$/.exec(id);
  if (!match || !(match[1]! in POSTCODE_AREAS) || match[1] === 'BF') return undefined;
  const shop = shopsOfDistrict({ area: match[1]!, outward: `${match[1]}${match[2]}` }).find((s) => s.id === id);
  return shop && strip(shop);
}
