// UK postcodes as Royal Mail formats them, shared by the address-lookup and parcel-shop stand-ins: the format check,
// normalisation ("sw1a2aa" → "SW1A 2AA") and the postcode areas with their main post town.

/** Outward code (area + district, optional sub-district letter) and inward code (sector digit + unit letters). */
const POSTCODE =
  /^([A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]))([0-9][ABD-HJLNP-UW-Z]{2})$/;
/** Letters Royal Mail uses in the unit part of the inward code (never C, I, K, M, O, V). */
export const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

export interface UkPostcode {
  /** `SW1A 2AA` */
  formatted: string;
  /** `SW1A2AA` */
  compact: string;
  outward: string;
  inward: string;
  /** The letters of the outward code: `SW`. */
  area: string;
}

/** Parses a full postcode in any case and spacing; undefined when it is not a valid UK format. */
export function parseUkPostcode(text: string): UkPostcode | undefined {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  const match = POSTCODE.exec(compact);
  if (!match) return undefined;
  const outward = match[1]!;
  const inward = match[2]!;
  return { formatted: `${outward} ${inward}`, compact, outward, inward, area: /^[A-Z]+/.exec(outward)![0] };
}

/** Every postcode area with the post town it is named after (BF is British Forces Post Office). */
export const POSTCODE_AREAS: Readonly<Record<string, string>> = {
  AB: 'Aberdeen',
  AL: 'St Albans',
  B: 'Birmingham',
  BA: 'Bath',
  BB: 'Blackburn',
  BD: 'Bradford',
  BF: 'BFPO',
  BH: 'Bournemouth',
  BL: 'Bolton',
  BN: 'Brighton',
  BR: 'Bromley',
  BS: 'Bristol',
  BT: 'Belfast',
  CA: 'Carlisle',
  CB: 'Cambridge',
  CF: 'Cardiff',
  CH: 'Chester',
  CM: 'Chelmsford',
  CO: 'Colchester',
  CR: 'Croydon',
  CT: 'Canterbury',
  CV: 'Coventry',
  CW: 'Crewe',
  DA: 'Dartford',
  DD: 'Dundee',
  DE: 'Derby',
  DG: 'Dumfries',
  DH: 'Durham',
  DL: 'Darlington',
  DN: 'Doncaster',
  DT: 'Dorchester',
  DY: 'Dudley',
  E: 'London',
  EC: 'London',
  EH: 'Edinburgh',
  EN: 'Enfield',
  EX: 'Exeter',
  FK: 'Falkirk',
  FY: 'Blackpool',
  G: 'Glasgow',
  GL: 'Gloucester',
  GU: 'Guildford',
  GY: 'Guernsey',
  HA: 'Harrow',
  HD: 'Huddersfield',
  HG: 'Harrogate',
  HP: 'Hemel Hempstead',
  HR: 'Hereford',
  HS: 'Isle of Lewis',
  HU: 'Hull',
  HX: 'Halifax',
  IG: 'Ilford',
  IM: 'Isle of Man',
  IP: 'Ipswich',
  IV: 'Inverness',
  JE: 'Jersey',
  KA: 'Kilmarnock',
  KT: 'Kingston upon Thames',
  KW: 'Kirkwall',
  KY: 'Kirkcaldy',
  L: 'Liverpool',
  LA: 'Lancaster',
  LD: 'Llandrindod Wells',
  LE: 'Leicester',
  LL: 'Llandudno',
  LN: 'Lincoln',
  LS: 'Leeds',
  LU: 'Luton',
  M: 'Manchester',
  ME: 'Rochester',
  MK: 'Milton Keynes',
  ML: 'Motherwell',
  N: 'London',
  NE: 'Newcastle upon Tyne',
  NG: 'Nottingham',
  NN: 'Northampton',
  NP: 'Newport',
  NR: 'Norwich',
  NW: 'London',
  OL: 'Oldham',
  OX: 'Oxford',
  PA: 'Paisley',
  PE: 'Peterborough',
  PH: 'Perth',
  PL: 'Plymouth',
  PO: 'Portsmouth',
  PR: 'Preston',
  RG: 'Reading',
  RH: 'Redhill',
  RM: 'Romford',
  S: 'Sheffield',
  SA: 'Swansea',
  SE: 'London',
  SG: 'Stevenage',
  SK: 'Stockport',
  SL: 'Slough',
  SM: 'Sutton',
  SN: 'Swindon',
  SO: 'Southampton',
  SP: 'Salisbury',
  SR: 'Sunderland',
  SS: 'Southend-on-Sea',
  ST: 'Stoke-on-Trent',
  SW: 'London',
  SY: 'Shrewsbury',
  TA: 'Taunton',
  TD: 'Galashiels',
  TF: 'Telford',
  TN: 'Tonbridge',
  TQ: 'Torquay',
  TR: 'Truro',
  TS: 'Middlesbrough',
  TW: 'Twickenham',
  UB: 'Southall',
  W: 'London',
  WA: 'Warrington',
  WC: 'London',
  WD: 'Watford',
  WF: 'Wakefield',
  WN: 'Wigan',
  WR: 'Worcester',
  WS: 'Walsall',
  WV: 'Wolverhampton',
  YO: 'York',
  ZE: 'Shetland',
};
