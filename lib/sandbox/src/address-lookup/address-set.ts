// The synthetic UK address set behind the address-lookup stand-in: several thousand addresses generated from
// `places.ts` by a seeded generator, so every run (and every machine) gets the same streets, postcodes and ids.
// Addresses mix numbered houses, flats in named blocks, numbered flats, "14A"-style numbers, named houses (most in
// villages and on the islands) and businesses, with Welsh, Gaelic and Norman-French street names where they belong.
import { hashSeed, type Seeded, seeded } from '../seeded.ts';
import { INWARD_LETTERS } from '../uk-postcodes.ts';
import { PLACES, type Place, REGION_COUNTRY, type Region } from './places.ts';

export interface SandboxAddress {
  /** Loqate-style id of the address: `GB|RM|A|<udprn>`. */
  id: string;
  /** Unique delivery point reference (8 digits, invented). */
  udprn: number;
  company: string;
  subBuilding: string;
  buildingName: string;
  buildingNumber: string;
  street: string;
  /** Dependent locality: a village or parish inside the post town ('' when none). */
  locality: string;
  town: string;
  county: string;
  postcode: string;
  region: Region;
  type: 'Residential' | 'Commercial';
  postcodeContainerId: string;
  streetContainerId: string;
  /** Folded words of the premise (company, flat, building name, number) and of the place (street…postcode). */
  premiseWords: readonly string[];
  placeWords: readonly string[];
}

export interface AddressContainer {
  id: string;
  type: 'Postcode' | 'Street';
  /** `SW1A 2AA` or `Mill Lane`. */
  text: string;
  region: Region;
  /** Postcode containers: the postcode without its space, for prefix search. */
  compact: string;
  addresses: SandboxAddress[];
}

export interface AddressSet {
  addresses: readonly SandboxAddress[];
  byId: ReadonlyMap<string, SandboxAddress>;
  containers: ReadonlyMap<string, AddressContainer>;
  /** Postcode containers in postcode order. */
  postcodes: readonly AddressContainer[];
}

/** Lower-case ASCII words: accents dropped, apostrophes removed, everything else a separator. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const words = (...parts: string[]): string[] => fold(parts.join(' ')).split(' ').filter(Boolean);

export const STREET_WORDS = [
  'Church',
  'Mill',
  'Station',
  'Victoria',
  'Albert',
  'Queen',
  'King',
  'Park',
  'Manor',
  'Chapel',
  'School',
  'Green',
  'Hill',
  'Meadow',
  'Orchard',
  'Oak',
  'Ash',
  'Elm',
  'Willow',
  'Beech',
  'Cedar',
  'Rowan',
  'Holly',
  'Hawthorn',
  'Primrose',
  'Bridge',
  'Castle',
  'Abbey',
  'Priory',
  'Market',
  'North',
  'South',
  'West',
  'East',
  'New',
  'Old',
  'Long',
  'Broad',
  'High',
  'Grange',
  'Windsor',
  'York',
  'Regent',
  'Albion',
  'Wellington',
  'Nelson',
  'Princes',
  'Clarence',
  'Salisbury',
  'Springfield',
  'Fairfield',
  'Highfield',
  'Brook',
  'River',
  'Westfield',
  'Ivy',
  'Laburnum',
  'Sycamore',
  'Chestnut',
  'Poplar',
  'Heather',
  'Bracken',
  'Kestrel',
  'Heron',
  'Lark',
  'Swallow',
  'Harbour',
  'Quarry',
  'Forge',
];
export const STREET_TYPES = [
  'Road',
  'Street',
  'Lane',
  'Avenue',
  'Close',
  'Drive',
  'Way',
  'Crescent',
  'Gardens',
  'Terrace',
  'Place',
  'Grove',
  'Row',
  'Walk',
  'Square',
  'Mews',
  'View',
  'Rise',
];
const SCOTTISH_TYPES = ['Brae', 'Wynd', 'Loan', 'Vennel', 'Park', 'Gardens', 'Street', 'Road', 'Crescent', 'Place'];
const WELSH_STREETS = [
  'Heol y Bont',
  'Heol yr Eglwys',
  'Stryd Fawr',
  'Ffordd y Castell',
  'Heol Glyndŵr',
  'Ffordd Dewi',
  'Penlan',
  'Maes y Parc',
  'Heol Tir Coch',
  'Lôn y Felin',
  'Glan y Môr',
  'Ffordd Bryn',
  'Heol Llys',
  'Maes Hyfryd',
  'Lôn Goed',
];
const GAELIC_STREETS = [
  'Sràid na h-Eaglais',
  'Bayhead',
  'Ceann a Bhàigh',
  'Cromwell Street',
  'Achmore Road',
  'Seaforth Road',
  'Kenneth Street',
  'Lochside',
  'Sràid a Chaisteil',
  'Ardconnel Terrace',
  'Culduthel Road',
  'Glenurquhart Road',
  'Tobermory Road',
  'Shore Street',
  'Mill Brae',
];
const NORMAN_STREETS = [
  'Rue des Landes',
  'Rue de la Fosse',
  'Rue du Pont',
  'Rue de la Mare',
  'Rue des Vaux',
  'Rue du Moulin',
  'Le Mont Millais',
  'La Route de la Haule',
  'Les Ruettes',
  'Rue à Don',
  'La Grande Route',
  'Les Camps du Moulin',
];
const HOUSE_NAMES = [
  'Rose Cottage',
  'Ivy Cottage',
  'The Old Forge',
  'The Old School House',
  'Hillside',
  'Sea View',
  'The Croft',
  'Glebe House',
  'Orchard House',
  'Meadow View',
  'The Barn',
  'Brook House',
  'Woodlands',
  'Holly Lodge',
  'Fern Cottage',
  'Stable Cottage',
  'The Old Rectory',
  'Mill House',
  'Harbour View',
  'Windyridge',
  'Highfield House',
  'Westview',
  'Ashgrove',
  'The Granary',
  'Lilac Cottage',
  'Pear Tree Cottage',
  'The Coach House',
  'Swallows Rest',
  'Greystones',
];
const WELSH_HOUSE_NAMES = [
  'Bryn Awel',
  'Tŷ Gwyn',
  'Bron Haul',
  'Pen y Bryn',
  'Glan yr Afon',
  'Hafod',
  'Cartref',
  'Tŷ Newydd',
  'Maes y Coed',
  'Min y Môr',
  'Llys Onnen',
  'Awelfryn',
];
const GAELIC_HOUSE_NAMES = [
  'Tigh na Mara',
  'Taigh Bàn',
  'Tigh an Uillt',
  'Cnoc Ard',
  'Achnacarry',
  'Ardlui',
  'Creag Dhubh',
  'Lochview',
  'Taigh a Chladaich',
  'Sgiath Dhubh',
  'Bealach',
  'Dùn Aluinn',
];
const BLOCK_TYPES = ['Court', 'House', 'Mansions', 'Apartments', 'Lodge', 'Point', 'Heights', 'Wharf'];
export const SURNAMES = [
  'Morgan',
  'Hughes',
  'Patel',
  'Campbell',
  'MacLeod',
  'Evans',
  'Smith',
  'Taylor',
  'Brown',
  'Wilson',
  'Murray',
  'Kelly',
  'Quinn',
  'Le Page',
  'Jones',
  'Begum',
  'Khan',
  'Robertson',
  'Ahmed',
  'Wright',
  'Ó Briain',
  'Le Cornu',
  'Quayle',
];
const BUSINESSES: ReadonlyArray<(name: string, place: string) => string> = [
  (n) => `${n} Bakery`,
  (n) => `${n} Stores`,
  (n) => `The ${n} Arms`,
  (n) => `${n} Dental Practice`,
  (n) => `${n} Hardware`,
  (_n, t) => `${t} Post Office`,
  (n) => `${n} & Sons`,
  (n) => `${n} Hair Studio`,
  (n) => `${n} Veterinary Surgery`,
  (n) => `${n} Newsagents`,
  (n) => `${n} Fish Bar`,
  (_n, t) => `${t} Pharmacy`,
];

type Kind = 'houses' | 'flats' | 'named' | 'shops';
const KIND_WEIGHTS: Record<Place['size'], ReadonlyArray<[Kind, number]>> = {
  city: [
    ['houses', 0.45],
    ['flats', 0.35],
    ['shops', 0.12],
    ['named', 0.08],
  ],
  town: [
    ['houses', 0.55],
    ['flats', 0.15],
    ['shops', 0.12],
    ['named', 0.18],
  ],
  village: [
    ['houses', 0.35],
    ['flats', 0.05],
    ['shops', 0.1],
    ['named', 0.5],
  ],
};
const POSTCODES_PER_PLACE: Record<Place['size'], number> = { city: 18, town: 11, village: 7 };
const ADDRESSES_PER_POSTCODE: Record<Place['size'], [number, number]> = {
  city: [8, 18],
  town: [6, 14],
  village: [3, 8],
};

function weighted<T>(rng: Seeded, choices: ReadonlyArray<[T, number]>): T {
  let roll = rng.next();
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

const slug = (text: string): string => fold(text).replace(/ /g, '-').toUpperCase();

function streetName(rng: Seeded, place: Place, used: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    let name: string;
    const roll = rng.next();
    if (place.flavour === 'welsh' && roll < 0.4) name = rng.pick(WELSH_STREETS);
    else if (place.flavour === 'gaelic' && roll < 0.4) name = rng.pick(GAELIC_STREETS);
    else if ((place.region === 'GGY' || place.region === 'JSY') && roll < 0.5) name = rng.pick(NORMAN_STREETS);
    else {
      const types = place.region === 'SCT' && rng.chance(0.4) ? SCOTTISH_TYPES : STREET_TYPES;
      name = `${rng.pick(STREET_WORDS)} ${rng.pick(types)}`;
    }
    if (attempt > 50) name = `${name} ${attempt}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

interface Premise {
  company?: string;
  subBuilding?: string;
  buildingName?: string;
  buildingNumber?: string;
}

interface StreetState {
  name: string;
  locality: string;
  nextNumber: number;
}

function premises(rng: Seeded, place: Place, kind: Kind, street: StreetState, count: number): Premise[] {
  const out: Premise[] = [];
  const number = (): string => {
    const value = street.nextNumber;
    street.nextNumber += rng.chance(0.85) ? 2 : 4;
    return String(value);
  };
  switch (kind) {
    case 'houses':
      while (out.length < count) {
        const n = number();
        const roll = rng.next();
        if (roll < 0.1) {
          out.push({ buildingNumber: n }, { buildingName: `${n}A` });
        } else if (roll < 0.2) {
          const floors = rng.chance(0.5) ? ['Ground Floor Flat', 'First Floor Flat'] : ['Flat 1', 'Flat 2', 'Flat 3'];
          for (const subBuilding of floors) out.push({ subBuilding, buildingNumber: n });
        } else {
          out.push({ buildingNumber: n });
        }
      }
      break;
    case 'flats': {
      const block = `${rng.pick(STREET_WORDS)} ${rng.pick(BLOCK_TYPES)}`;
      const buildingNumber = rng.chance(0.5) ? number() : undefined;
      const label = rng.chance(0.7) ? 'Flat' : 'Apartment';
      for (let i = 1; out.length < count; i++)
        out.push({ subBuilding: `${label} ${i}`, buildingName: block, buildingNumber });
      break;
    }
    case 'named': {
      const names =
        place.flavour === 'welsh'
          ? [...WELSH_HOUSE_NAMES, ...HOUSE_NAMES]
          : place.flavour === 'gaelic'
            ? [...GAELIC_HOUSE_NAMES, ...HOUSE_NAMES]
            : HOUSE_NAMES;
      const taken = new Set<string>();
      for (let guard = 0; out.length < count && guard < 200; guard++) {
        const name = rng.pick(names);
        if (taken.has(name)) continue;
        taken.add(name);
        out.push({ buildingName: name });
      }
      break;
    }
    case 'shops': {
      const taken = new Set<string>();
      const placeName = street.locality || place.town;
      for (let guard = 0; out.length < count && guard < 200; guard++) {
        const company = rng.pick(BUSINESSES)(rng.pick(SURNAMES), placeName);
        if (taken.has(company)) continue;
        taken.add(company);
        const buildingNumber = number();
        out.push({ company, buildingNumber });
        if (rng.chance(0.3)) out.push({ subBuilding: `Flat above`, buildingNumber });
      }
      break;
    }
  }
  return out.slice(0, Math.max(count, 1));
}

function generatePlace(place: Place, emit: (address: Omit<SandboxAddress, 'id' | 'udprn'>) => void): void {
  const rng = seeded(`addresses:${place.town}`);
  const usedStreets = new Set<string>();
  const usedPostcodes = new Set<string>();
  const localities = place.localities ?? [];
  const alwaysLocality =
    place.size === 'village' || place.region === 'GGY' || place.region === 'JSY' || place.region === 'IOM';
  let street: StreetState | undefined;
  const [fewest, most] = ADDRESSES_PER_POSTCODE[place.size];
  for (let i = 0; i < POSTCODES_PER_PLACE[place.size]; i++) {
    const outward = place.districts[i % place.districts.length]!;
    let inward: string;
    do {
      inward = `${rng.int(1, 9)}${rng.pick([...INWARD_LETTERS])}${rng.pick([...INWARD_LETTERS])}`;
    } while (usedPostcodes.has(`${outward} ${inward}`));
    const postcode = `${outward} ${inward}`;
    usedPostcodes.add(postcode);
    if (!street || !rng.chance(0.25)) {
      street = {
        name: streetName(rng, place, usedStreets),
        locality: localities.length > 0 && (alwaysLocality || rng.chance(0.3)) ? rng.pick(localities) : '',
        nextNumber: rng.int(1, 2),
      };
    }
    const kind = weighted(rng, KIND_WEIGHTS[place.size]);
    const region = place.region;
    for (const premise of premises(rng, place, kind, street, rng.int(fewest, most))) {
      const company = premise.company ?? '';
      const subBuilding = premise.subBuilding ?? '';
      const buildingName = premise.buildingName ?? '';
      const buildingNumber = premise.buildingNumber ?? '';
      emit({
        company,
        subBuilding,
        buildingName,
        buildingNumber,
        street: street.name,
        locality: street.locality,
        town: place.town,
        county: place.county,
        postcode,
        region,
        type: company ? 'Commercial' : 'Residential',
        postcodeContainerId: `GB|RM|${region}|${inward}-${outward}`,
        streetContainerId: `GB|RM|${region}|${slug(street.name)}-${slug(place.town)}`,
        premiseWords: words(company, subBuilding, buildingName, buildingNumber),
        placeWords: [
          ...words(street.name, street.locality, place.town),
          outward.toLowerCase(),
          inward.toLowerCase(),
          `${outward}${inward}`.toLowerCase(),
        ],
      });
    }
  }
}

/** Builds the whole set (a few milliseconds); the same every time. */
export function buildAddressSet(places: readonly Place[] = PLACES): AddressSet {
  const addresses: SandboxAddress[] = [];
  const byId = new Map<string, SandboxAddress>();
  const udprns = new Set<number>();
  const containers = new Map<string, AddressContainer>();
  for (const place of places) {
    generatePlace(place, (fields) => {
      // The reference depends on the address itself, not on its position, so adding places keeps existing ids.
      let udprn =
        10_000_000 +
        (hashSeed(
          `${fields.postcode}|${fields.company}|${fields.subBuilding}|${fields.buildingName}|${fields.buildingNumber}`,
        ) %
          89_999_999);
      while (udprns.has(udprn)) udprn = udprn === 99_999_999 ? 10_000_000 : udprn + 1;
      udprns.add(udprn);
      const address: SandboxAddress = { id: `GB|RM|A|${udprn}`, udprn, ...fields };
      addresses.push(address);
      byId.set(address.id, address);
      const add = (id: string, type: AddressContainer['type'], text: string, compact: string) => {
        let container = containers.get(id);
        if (!container) {
          container = { id, type, text, region: address.region, compact, addresses: [] };
          containers.set(id, container);
        }
        container.addresses.push(address);
      };
      add(address.postcodeContainerId, 'Postcode', address.postcode, address.postcode.replace(' ', ''));
      add(address.streetContainerId, 'Street', address.street, '');
    });
  }
  const postcodes = [...containers.values()]
    .filter((container) => container.type === 'Postcode')
    .sort((a, b) => (a.compact < b.compact ? -1 : a.compact > b.compact ? 1 : 0));
  return { addresses, byId, containers, postcodes };
}

let shared: AddressSet | undefined;
/** The set the routes serve, built on first use. */
export function addressSet(): AddressSet {
  shared ??= buildAddressSet();
  return shared;
}

/** The address as Royal Mail would print it: premise lines, thoroughfare, locality (the post town and postcode follow). */
export function addressLines(address: SandboxAddress): string[] {
  const numberedName = /^\d+[A-Z]?$/.test(address.buildingName);
  const number = address.buildingNumber || (numberedName ? address.buildingName : '');
  return [
    address.subBuilding,
    numberedName ? '' : address.buildingName,
    number ? `${number} ${address.street}` : address.street,
    address.locality,
  ].filter(Boolean);
}

export const countryOf = (address: SandboxAddress) => REGION_COUNTRY[address.region];
