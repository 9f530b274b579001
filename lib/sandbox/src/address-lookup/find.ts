// Find and Retrieve over the synthetic set, answering as Loqate's Capture Interactive service does: Find turns typed
// text (or a container id to drill into) into up to `Limit` Items — addresses, or Postcode / Street containers when
// the text names a place rather than a property — and Retrieve turns an address id into the full address.
import {
  type AddressContainer,
  type AddressSet,
  addressLines,
  countryOf,
  fold,
  type SandboxAddress,
} from './address-set.ts';
import type { Region } from './places.ts';

export interface FindItem {
  Id: string;
  Type: 'Address' | 'Postcode' | 'Street';
  Text: string;
  /** Matched character ranges: `start-end,…` in Text, then `;` and the same in Description. */
  Highlight: string;
  Description: string;
}

export interface FindRequest {
  text: string;
  container?: string;
  /** Regions the search covers (from `Countries`). */
  regions: ReadonlySet<Region>;
  limit: number;
}

/** Most items a container drill-down lists, whatever `Limit` says (a container is listed whole). */
export const CONTAINER_LIMIT = 100;

const ALL_PAF: readonly Region[] = ['ENG', 'WLS', 'SCT', 'NIR', 'GGY', 'JSY', 'IOM'];
/**
 * Regions for each accepted country code (ISO 3166 alpha-2 or alpha-3). Royal Mail's file, and so a GB search, also
 * covers the Channel Islands and the Isle of Man; asking for GG, JE or IM narrows to that island.
 */
export const COUNTRY_REGIONS: Readonly<Record<string, readonly Region[]>> = {
  GB: ALL_PAF,
  GBR: ALL_PAF,
  GG: ['GGY'],
  GGY: ['GGY'],
  JE: ['JSY'],
  JEY: ['JSY'],
  IM: ['IOM'],
  IMN: ['IOM'],
};

const PARTIAL_POSTCODE = /^[A-Z]{1,2}[0-9][0-9A-Z]?(?: ?[0-9][A-Z]{0,2})?$/;

const description = (address: SandboxAddress): string =>
  [address.locality, address.town, address.postcode].filter(Boolean).join(', ');

export const addressText = (address: SandboxAddress): string =>
  [address.company, ...addressLines(address).filter((line) => line !== address.locality)].filter(Boolean).join(', ');

const count = (n: number): string => `${n} Address${n === 1 ? '' : 'es'}`;

/** Ranges of the words in `text` that start with one of the tokens. */
function ranges(text: string, tokens: readonly string[]): string {
  const out: string[] = [];
  for (const match of text.matchAll(/[^\s,]+/g)) {
    const word = fold(match[0]).replace(/ /g, '');
    const token = tokens.find((t) => t.length > 0 && word.startsWith(t));
    if (token) out.push(`${match.index}-${match.index + Math.min(match[0].length, token.length)}`);
  }
  return out.join(',');
}

function item(id: string, type: FindItem['Type'], text: string, desc: string, tokens: readonly string[]): FindItem {
  const highlight = tokens.length > 0 ? `${ranges(text, tokens)};${ranges(desc, tokens)}` : '';
  return { Id: id, Type: type, Text: text, Highlight: highlight, Description: desc };
}

const addressItem = (address: SandboxAddress, tokens: readonly string[]): FindItem =>
  item(address.id, 'Address', addressText(address), description(address), tokens);

function containerItem(container: AddressContainer, tokens: readonly string[]): FindItem {
  const first = container.addresses[0]!;
  const n = container.addresses.length;
  const desc =
    container.type === 'Postcode'
      ? `${[first.street, first.locality, first.town].filter(Boolean).join(', ')} - ${count(n)}`
      : `${[first.locality, first.town].filter(Boolean).join(', ')} - ${count(n)}`;
  return item(container.id, container.type, container.text, desc, tokens);
}

/** The typed part of a postcode, spaces aside: `SW1A2` in `SW1A 2AA` is `0-6;`. */
function postcodeHighlight(postcode: string, typed: string): string {
  let end = 0;
  for (let seen = 0; end < postcode.length && seen < typed.length; end++) if (postcode[end] !== ' ') seen++;
  return `0-${end};`;
}

/** How well the tokens match an address: undefined when one does not match at all. */
function score(address: SandboxAddress, tokens: readonly string[]): { score: number; premise: boolean } | undefined {
  let total = 0;
  let premise = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    // A number already followed by more text is complete ("10 downing"); the last token may still be being typed.
    const whole = /^\d+$/.test(token) && i < tokens.length - 1;
    const test = (word: string) => (word === token ? 2 : !whole && word.startsWith(token) ? 1 : 0);
    let inPremiseWords = 0;
    for (const word of address.premiseWords) inPremiseWords = Math.max(inPremiseWords, test(word));
    let inPlaceWords = 0;
    for (const word of address.placeWords) inPlaceWords = Math.max(inPlaceWords, test(word));
    const best = Math.max(inPremiseWords, inPlaceWords);
    // A word the place has too does not make the text about one property ("Mill" in Mill House, Mill Lane).
    const inPremise = inPremiseWords > inPlaceWords;
    if (best === 0) return undefined;
    total += best;
    premise ||= inPremise;
  }
  return { score: total, premise };
}

/** Answers a Find (the request has been checked); the set's own order breaks ties, so answers are stable. */
export function find(set: AddressSet, request: FindRequest): FindItem[] | 'unknown-container' {
  const inScope = (region: Region) => request.regions.has(region);
  const tokens = fold(request.text).split(' ').filter(Boolean);

  if (request.container) {
    const container = set.containers.get(request.container);
    if (!container) return 'unknown-container';
    if (!inScope(container.region)) return [];
    return container.addresses.slice(0, CONTAINER_LIMIT).map((address) => addressItem(address, []));
  }

  const upper = request.text.trim().toUpperCase().replace(/\s+/g, ' ');
  if (PARTIAL_POSTCODE.test(upper)) {
    const compact = upper.replace(' ', '');
    const exact = set.postcodes.find((container) => container.compact === compact);
    // A whole outward code ("IV2") lists its own postcodes before longer districts that start the same way (IV26).
    const outward = upper.split(' ')[0]!;
    const ownDistrict = (container: AddressContainer) => (container.text.startsWith(`${outward} `) ? 0 : 1);
    const postcodes = exact
      ? [exact]
      : set.postcodes
          .filter((container) => container.compact.startsWith(compact) && inScope(container.region))
          .sort((a, b) => ownDistrict(a) - ownDistrict(b));
    if (postcodes.length > 0) {
      return postcodes
        .filter((container) => inScope(container.region))
        .slice(0, request.limit)
        .map((container) => ({
          ...containerItem(container, []),
          Highlight: postcodeHighlight(container.text, compact),
        }));
    }
  }

  if (tokens.length === 0) return [];
  type Hit = { order: number; score: number; item: () => FindItem };
  const hits: Hit[] = [];
  const streets = new Map<string, Hit & { addresses: SandboxAddress[] }>();
  set.addresses.forEach((address, order) => {
    if (!inScope(address.region)) return;
    const matched = score(address, tokens);
    if (!matched) return;
    if (matched.premise) {
      hits.push({ order, score: matched.score, item: () => addressItem(address, tokens) });
      return;
    }
    // The text names a street or place, not a property: offer the street to drill into.
    const street = streets.get(address.streetContainerId);
    if (street) {
      street.addresses.push(address);
      street.score = Math.max(street.score, matched.score);
      return;
    }
    const entry: Hit & { addresses: SandboxAddress[] } = {
      order,
      score: matched.score,
      addresses: [address],
      item: () =>
        entry.addresses.length === 1
          ? addressItem(entry.addresses[0]!, tokens)
          : containerItem(set.containers.get(address.streetContainerId)!, tokens),
    };
    streets.set(address.streetContainerId, entry);
    hits.push(entry);
  });
  return hits
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, request.limit)
    .map((hit) => hit.item());
}

/** Retrieve's Item for an address: Loqate's field names, '' for what the address does not have. */
export function retrieveItem(address: SandboxAddress): Record<string, string | number> {
  const lines = addressLines(address);
  const country = countryOf(address);
  return {
    Id: address.id,
    DomesticId: String(address.udprn),
    Language: 'ENG',
    LanguageAlternatives: 'ENG',
    Department: '',
    Company: address.company,
    SubBuilding: address.subBuilding,
    BuildingNumber: address.buildingNumber,
    BuildingName: address.buildingName,
    SecondaryStreet: '',
    Street: address.street,
    Block: '',
    Neighbourhood: '',
    District: address.locality,
    City: address.town,
    Line1: lines[0] ?? '',
    Line2: lines[1] ?? '',
    Line3: lines[2] ?? '',
    Line4: lines[3] ?? '',
    Line5: lines[4] ?? '',
    AdminAreaName: address.county,
    AdminAreaCode: '',
    Province: address.county,
    ProvinceName: address.county,
    ProvinceCode: '',
    PostalCode: address.postcode,
    CountryName: country.name,
    CountryIso2: country.iso2,
    CountryIso3: country.iso3,
    CountryIsoNumber: country.number,
    SortingNumber1: '',
    SortingNumber2: '',
    Barcode: '',
    POBoxNumber: '',
    Label: [address.company, ...lines, address.town.toUpperCase(), address.postcode].filter(Boolean).join('\n'),
    Type: address.type,
    DataLevel: 'Premise',
  };
}
