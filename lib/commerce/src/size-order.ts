// The natural order of size labels, for lists that gather sizes from many products (the listing's size filter). Each
// label is read as one sizing system (letter sizes, UK numbers, collar inches, chest fittings, waist and leg, bra band
// and cup, ages, bed sizes, dimensions, seats…) and a position inside it: systems stay together in a fixed order, and
// inside a system sizes run small to large (14.5" < 15" < 15.5", S < M < L < XL, 32D < 32DD < 34A). A label in no known
// system sorts after all of them, in natural text order.

interface SizeKey {
  /** The sizing system, in the order systems are listed. */
  system: number;
  /** Position inside the system, compared element by element. */
  rank: number[];
}

const LETTERS = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
const MULTI_XL = /^([2-6])XL$/;
const CUPS = ['AA', 'A', 'B', 'C', 'D', 'DD', 'E', 'F', 'FF', 'G', 'GG', 'H', 'HH', 'J', 'JJ', 'K'];
const FITTINGS = ['S', 'R', 'L'];
const KIDS_SHOE_STAGES = ['Infant', 'Junior', 'Adult'];
const BED_SIZES = ['Single', 'Small Double', 'Double', 'King', 'Super King', 'Emperor'];
const TOWELS = ['Face Cloth', 'Hand Towel', 'Bath Towel', 'Bath Sheet'];

type Reader = (label: string) => number[] | null;

const number = String.raw`(\d+(?:\.\d+)?)`;
const match = (pattern: RegExp, read: (groups: string[]) => number[]): Reader => {
  return (label) => {
    const found = pattern.exec(label);
    return found ? read(found.slice(1)) : null;
  };
};
const listed =
  (names: readonly string[]): Reader =>
  (label) => {
    const index = names.findIndex((name) => name.toLowerCase() === label.toLowerCase());
    return index >= 0 ? [index] : null;
  };

/** The sizing systems, in display order; the first that reads a label claims it. */
const SYSTEMS: readonly Reader[] = [
  listed(['One Size']),
  // Letter sizes: XXS … XXL, then 3XL-6XL (2XL is XXL).
  (label) => {
    const upper = label.toUpperCase();
    const index = LETTERS.indexOf(upper);
    if (index >= 0) return [index];
    const multi = MULTI_XL.exec(upper);
    return multi ? [LETTERS.indexOf('XL') + Number(multi[1])] : null;
  },
  // UK clothing and shoe numbers (6, 8, 10…; 3, 4, 5…).
  match(new RegExp(`^${number}$`), ([n]) => [Number(n)]),
  // Wide-fit shoes (4 EEE).
  match(new RegExp(`^${number} (E+|Wide)$`, 'i'), ([n, fit]) => [Number(n), fit?.length ?? 0]),
  // Collar and screen sizes in inches (14.5", 15").
  match(new RegExp(`^${number}"$`), ([n]) => [Number(n)]),
  // Chest in inches (46" Chest).
  match(new RegExp(`^${number}" Chest$`, 'i'), ([n]) => [Number(n)]),
  // Tailoring: chest with a fitting (38R, 40L), regulars before longs.
  match(/^(\d+)([SRL])$/, ([n, fit]) => [FITTINGS.indexOf(fit ?? ''), Number(n)]),
  // Waist and leg (W32 L30): by waist, then leg.
  match(/^W(\d+) L(\d+)$/i, ([waist, leg]) => [Number(waist), Number(leg)]),
  // Bras: band, then cup.
  (label) => {
    const found = /^(\d+)([A-Z]{1,2})$/.exec(label);
    const cup = found ? CUPS.indexOf(found[2] ?? '') : -1;
    return found && cup >= 0 ? [Number(found[1]), cup] : null;
  },
  // Ages: newborn, months, then years, as months.
  (label) => {
    if (label.toLowerCase() === 'newborn') return [-1, 0];
    const found = /^(?:up to )?(\d+)(?:-(\d+))? (mths?|months?|yrs?|years?)$/i.exec(label);
    if (!found) return null;
    const scale = found[3]?.toLowerCase().startsWith('m') ? 1 : 12;
    const from = Number(found[1]) * scale;
    return [from, Number(found[2] ?? found[1]) * scale];
  },
  // Children's shoes: infant, junior, then adult sizes.
  (label) => {
    const found = /^(Infant|Junior|Adult) (\d+(?:\.\d+)?)$/i.exec(label);
    if (!found) return null;
    const stage = KIDS_SHOE_STAGES.findIndex((name) => name.toLowerCase() === found[1]?.toLowerCase());
    return [stage, Number(found[2])];
  },
  // Sock ranges (UK 4-7).
  match(new RegExp(`^UK ${number}-${number}$`, 'i'), ([from, to]) => [Number(from), Number(to)]),
  listed(BED_SIZES),
  // Seats (2 Seater).
  match(/^(\d+) Seater$/i, ([n]) => [Number(n)]),
  // Dimensions in centimetres (120 x 170 cm), by area, then width.
  match(new RegExp(`^${number} x ${number}(?: x ${number})? cm$`, 'i'), ([w, h, d]) => [
    Number(w) * Number(h) * Number(d ?? 1),
    Number(w),
  ]),
  listed(TOWELS),
];

function sizeKey(label: string): SizeKey {
  const trimmed = label.trim();
  for (const [system, read] of SYSTEMS.entries()) {
    const rank = read(trimmed);
    if (rank) return { system, rank };
  }
  return { system: SYSTEMS.length, rank: [] };
}

const natural = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

/** Compares two size labels in their natural order (see the file comment); a total order, ties broken by text. */
export function compareSizes(a: string, b: string): number {
  const left = sizeKey(a);
  const right = sizeKey(b);
  if (left.system !== right.system) return left.system - right.system;
  const length = Math.max(left.rank.length, right.rank.length);
  for (let i = 0; i < length; i += 1) {
    const difference = (left.rank[i] ?? 0) - (right.rank[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return natural.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Size labels in natural order (a new array). */
export function sortSizes(labels: readonly string[]): string[] {
  return [...labels].sort(compareSizes);
}
