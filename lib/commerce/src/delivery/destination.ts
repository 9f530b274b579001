// Where a parcel goes, from its postcode: which bank-holiday calendar the delivery day follows, and which of the UK's
// special areas it is in (carriers treat the Highlands and Islands, Northern Ireland, the Channel Islands, the Isle of
// Man and British Forces addresses differently). The format check is the `postcode` package's; the area rules are
// ours, from the carriers' published lists (anchors-checkout-credit.md §5).
import { isValid, toArea, toDistrict, toNormalised, toOutcode } from 'postcode';
import type { HolidayDivision } from './calendar.ts';

export type Territory =
  | 'mainland'
  | 'highlands-and-islands'
  | 'northern-ireland'
  | 'channel-islands'
  | 'isle-of-man'
  | 'bfpo';

export interface Destination {
  /** Normalised: upper case with one space ("LS6 2AB", "BFPO 1234"). */
  postcode: string;
  outcode: string;
  area: string;
  division: HolidayDivision;
  territory: Territory;
  /** Nominated-day delivery is not offered here (remote areas and offshore). */
  nominatedExcluded: boolean;
}

const BFPO = /^BFPO\s*(\d{1,4})$/;

/** "ls62ab" → "LS6 2AB"; a BFPO number → "BFPO 1234"; null when it is not a UK postcode. */
export function normalisePostcode(input: string): string | null {
  const compact = input.trim().toUpperCase().replace(/\s+/g, ' ');
  const bfpo = BFPO.exec(compact);
  if (bfpo) return `BFPO ${bfpo[1]}`;
  // The format check accepts some unallocated areas (ZZ1 1ZZ); the checks below keep to real ones.
  return isValid(compact) ? toNormalised(compact) : null;
}

const scottishAreas = new Set([
  'AB',
  'DD',
  'DG',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'ZE',
]);
/** The UK's postcode areas: anything else that looks like a postcode is not one we can deliver to. */
const ukAreas = new Set(
  (
    'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN EX FK FY G ' +
    'GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG NN NP NR NW ' +
    'OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ TR TS TW UB W WA WC ' +
    'WD WF WN WR WS WV YO ZE'
  ).split(' '),
);

/** District number ranges that carriers class as the Highlands and Islands (with their remote surcharges). */
const remoteDistricts: Record<string, [number, number][]> = {
  AB: [[31, 56]],
  FK: [[17, 21]],
  HS: [[1, 9]],
  IV: [[1, 63]],
  KA: [[27, 28]],
  KW: [[1, 17]],
  PA: [[20, 80]],
  PH: [[15, 50]],
  TR: [[21, 25]],
  ZE: [[1, 3]],
};

function districtNumber(district: string, area: string): number {
  return Number.parseInt(district.slice(area.length), 10);
}

function inRanges(number: number, ranges: [number, number][] | undefined): boolean {
  return (ranges ?? []).some(([low, high]) => number >= low && number <= high);
}

/** The destination of a normalised or raw postcode, or null when it is not a UK postcode we deliver to. */
export function destinationOf(input: string): Destination | null {
  const postcode = normalisePostcode(input);
  if (!postcode) return null;
  if (postcode.startsWith('BFPO')) {
    return {
      postcode,
      outcode: 'BFPO',
      area: 'BF',
      division: 'england-and-wales',
      territory: 'bfpo',
      nominatedExcluded: true,
    };
  }
  const area = toArea(postcode) ?? '';
  const outcode = toOutcode(postcode) ?? '';
  if (!ukAreas.has(area)) return null;
  const number = districtNumber(toDistrict(postcode) ?? '', area);
  const division: HolidayDivision =
    area === 'BT'
      ? 'northern-ireland'
      : scottishAreas.has(area) || isScottishTd(number, area)
        ? 'scotland'
        : 'england-and-wales';
  const territory: Territory =
    area === 'BT'
      ? 'northern-ireland'
      : area === 'JE' || area === 'GY'
        ? 'channel-islands'
        : area === 'IM'
          ? 'isle-of-man'
          : inRanges(number, remoteDistricts[area])
            ? 'highlands-and-islands'
            : 'mainland';
  return {
    postcode,
    outcode,
    area,
    division,
    territory,
    nominatedExcluded: territory !== 'mainland' && territory !== 'northern-ireland',
  };
}

/** TD is the Scottish Borders except TD15 (Berwick-upon-Tweed, England). */
function isScottishTd(number: number, area: string): boolean {
  return area === 'TD' && number !== 15;
}
