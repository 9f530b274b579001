// Size runs per audience. A product takes a contiguous run of its set (most carry the whole run); some sets
// carry a price step per size (bedding, beds, rugs, TVs).
import type { Rng } from './prng.ts';

export interface SizeRun {
  sizes: string[];
  /** Extra pence added per step up the run, as a fraction of the product price (e.g. 0.2 = +20% per size). */
  priceStep?: number;
}

export interface SizeSetDef {
  sizes: readonly string[];
  /** Smallest run a product may carry (defaults to the whole set). */
  minRun?: number;
  /** Probability that a product carries the whole set when minRun allows less. */
  fullChance?: number;
  /** Longest run a product may carry (defaults to the whole set). */
  maxRun?: number;
  priceStep?: number;
}

const range = (from: number, to: number, step = 1, fmt: (n: number) => string = String) => {
  const out: string[] = [];
  for (let n = from; n <= to; n += step) out.push(fmt(n));
  return out;
};

const cross = (waists: readonly number[], legs: readonly number[]) =>
  legs.flatMap((leg) => waists.map((waist) => `W${waist} L${leg}`));

export const SIZE_SETS = {
  // women
  womens: { sizes: range(6, 22, 2), minRun: 6, fullChance: 0.6 },
  womensClassic: { sizes: range(8, 24, 2), minRun: 7, fullChance: 0.6 },
  plus: { sizes: range(18, 32, 2), minRun: 6, fullChance: 0.65 },
  womensShoe: { sizes: range(3, 8), minRun: 5, fullChance: 0.7 },
  wideShoe: { sizes: range(3, 9, 1, (n) => `${n} EEE`), minRun: 5, fullChance: 0.6 },
  // men
  mens: { sizes: ['S', 'M', 'L', 'XL', 'XXL'], minRun: 4, fullChance: 0.7 },
  mens3xl: { sizes: ['S', 'M', 'L', 'XL', 'XXL', '3XL'], minRun: 5, fullChance: 0.6 },
  mensCollar: { sizes: ['14.5"', '15"', '15.5"', '16"', '16.5"', '17"', '17.5"', '18"'], minRun: 6, fullChance: 0.6 },
  mensChest: {
    sizes: ['36R', '38R', '40R', '42R', '44R', '46R', '38L', '40L', '42L', '44L', '46L'],
    minRun: 8,
    fullChance: 0.5,
  },
  mensWaist: { sizes: cross(range(30, 40, 2).map(Number), [30, 32, 34]), minRun: 12, fullChance: 0.5 },
  mensShoe: { sizes: range(6, 12), minRun: 6, fullChance: 0.7 },
  bigTall: { sizes: ['XL', '2XL', '3XL', '4XL', '5XL'], minRun: 4, fullChance: 0.7 },
  bigTallCollar: { sizes: ['17.5"', '18"', '18.5"', '19"', '20"', '21"', '22"'], minRun: 5, fullChance: 0.6 },
  bigTallChest: { sizes: range(46, 60, 2, (n) => `${n}" Chest`), minRun: 6, fullChance: 0.6 },
  bigTallWaist: { sizes: cross(range(40, 56, 2).map(Number), [32, 34]), minRun: 12, fullChance: 0.5 },
  bigTallShoe: { sizes: range(11, 15), minRun: 4, fullChance: 0.7 },
  // lingerie
  bra: {
    sizes: [
      '30D',
      '32A',
      '32B',
      '32C',
      '32D',
      '32DD',
      '34A',
      '34B',
      '34C',
      '34D',
      '34DD',
      '34E',
      '36B',
      '36C',
      '36D',
      '36DD',
      '36E',
      '38B',
      '38C',
      '38D',
      '38DD',
      '38E',
      '40C',
      '40D',
      '40DD',
      '42D',
      '42DD',
    ],
    minRun: 10,
    maxRun: 16,
    fullChance: 0,
  },
  plusBra: {
    sizes: [
      '38C',
      '38D',
      '38DD',
      '38E',
      '40C',
      '40D',
      '40DD',
      '40E',
      '42C',
      '42D',
      '42DD',
      '42E',
      '44D',
      '44DD',
      '44E',
      '46DD',
      '46E',
      '48E',
      '48F',
      '48G',
    ],
    minRun: 10,
    maxRun: 14,
    fullChance: 0,
  },
  lingerieAlpha: { sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'], minRun: 5, fullChance: 0.6 },
  knickers: { sizes: range(8, 22, 2), minRun: 6, fullChance: 0.7 },
  // children
  kids: { sizes: ['3-4 yrs', '5-6 yrs', '7-8 yrs', '9-10 yrs', '11-12 yrs', '13-14 yrs'], minRun: 5, fullChance: 0.6 },
  school: {
    sizes: ['4-5 yrs', '6-7 yrs', '8-9 yrs', '10-11 yrs', '12-13 yrs', '14-15 yrs', '15-16 yrs'],
    minRun: 6,
    fullChance: 0.7,
  },
  baby: {
    sizes: ['Newborn', '0-3 mths', '3-6 mths', '6-12 mths', '12-18 mths', '18-24 mths'],
    minRun: 5,
    fullChance: 0.7,
  },
  kidsShoe: {
    sizes: [
      'Infant 7',
      'Infant 8',
      'Infant 9',
      'Infant 10',
      'Junior 11',
      'Junior 12',
      'Junior 13',
      'Adult 1',
      'Adult 2',
      'Adult 3',
    ],
    minRun: 7,
    fullChance: 0.5,
  },
  // accessories
  socks: { sizes: ['UK 4-7', 'UK 6-8.5', 'UK 7-11'], minRun: 2, fullChance: 0.6 },
  bigSocks: { sizes: ['UK 11-14'] },
  tights: { sizes: ['S', 'M', 'L', 'XL'], minRun: 3, fullChance: 0.7 },
  oneSize: { sizes: ['One Size'] },
  // home
  bedding: { sizes: ['Single', 'Double', 'King', 'Super King'], minRun: 3, fullChance: 0.7, priceStep: 0.22 },
  bedFrame: {
    sizes: ['Single', 'Small Double', 'Double', 'King', 'Super King'],
    minRun: 3,
    fullChance: 0.6,
    priceStep: 0.12,
  },
  rug: {
    sizes: ['80 x 150 cm', '120 x 170 cm', '160 x 230 cm', '200 x 290 cm'],
    minRun: 3,
    fullChance: 0.6,
    priceStep: 0.65,
  },
  sofaSeats: { sizes: ['2 Seater', '3 Seater', '4 Seater'], minRun: 2, fullChance: 0.5, priceStep: 0.18 },
  cushion: { sizes: ['43 x 43 cm', '58 x 58 cm'], minRun: 1, fullChance: 0.5, priceStep: 0.35 },
  towels: { sizes: ['Hand Towel', 'Bath Towel', 'Bath Sheet'], minRun: 3, priceStep: 0.55 },
  tvScreen: { sizes: ['43"', '50"', '55"', '65"'], minRun: 3, fullChance: 0.5, priceStep: 0.28 },
} as const satisfies Record<string, SizeSetDef>;

export type SizeSetId = keyof typeof SIZE_SETS;

/** The size run one product carries. */
export function pickSizeRun(setId: SizeSetId, rng: Rng): SizeRun {
  const set: SizeSetDef = SIZE_SETS[setId];
  const all = [...set.sizes];
  const minRun = Math.min(set.minRun ?? all.length, all.length);
  const maxRun = Math.min(set.maxRun ?? all.length, all.length);
  let sizes = all;
  if (minRun < all.length && (maxRun < all.length || !rng.chance(set.fullChance ?? 1))) {
    const length = rng.int(minRun, Math.min(maxRun, all.length - 1));
    const start = rng.int(0, all.length - length);
    sizes = all.slice(start, start + length);
  }
  return set.priceStep ? { sizes, priceStep: set.priceStep } : { sizes };
}
