// The seeded reviews behind the catalogue's star counts: for a product with n ratings averaging a, exactly n approved
// reviews whose stars sum to round(a × n), spread over 1–5 as real ratings are (not all the same), with titles, text,
// nicknames, dates and fit answers — all a pure function of the product (no clock), so every run shows the same ones.
import { seeded } from '../seeded.ts';
import type { FeedProduct } from './catalogue.ts';
import type { Fit, Review } from './types.ts';

/** Seeded reviews are dated back from here, never from the clock. */
const SEED_EPOCH = Date.UTC(2026, 9, 31, 12, 0, 0);
const DAY_MS = 86_400_000;

const NICKNAMES = [
  'Sarah from Leeds',
  'JoB',
  'Mancunian Mum',
  'Priya K',
  'Tom H',
  'Gran of 5',
  'Ellie R',
  'CardiffCath',
  'Dave the Rave',
  'Aisha',
  'Kirsty M',
  'Yorkshire Lass',
  'Pete in Bristol',
  'Nadia',
  'Hannah B',
  'Sue W',
  'Bex',
  'Liam O',
  'Morag',
  'Gemma from Kent',
  'Olu A',
  'Rach',
  'Fiona in Fife',
  'Jas',
  'Ben T',
  'Carol',
  'Sian',
  'Ruth from Derby',
];

const TITLES: Record<number, readonly string[]> = {
  5: ['Love it', 'Perfect', 'Really pleased', 'Excellent quality', 'Would buy again', 'Fabulous'],
  4: ['Very nice', 'Good buy', 'Happy with it', 'Nice quality', 'Pretty good'],
  3: ['It’s OK', 'Average', 'Mixed feelings', 'Does the job'],
  2: ['Disappointed', 'Not great', 'Not as pictured', 'Expected better'],
  1: ['Sent it back', 'Poor quality', 'Would not recommend', 'Very disappointed'],
};

const OPENINGS: Record<number, readonly string[]> = {
  5: [
    'Absolutely love this {name}.',
    'This {name} is even better than the pictures.',
    'Bought the {name} last month and it is great.',
  ],
  4: ['Really nice {name} overall.', 'The {name} arrived quickly and looks good.', 'Pleased with this {name}.'],
  3: [
    'The {name} is fine but nothing special.',
    'Some good points about the {name}, some not.',
    'The {name} is OK for the price.',
  ],
  2: [
    'I wanted to like the {name} but it let me down.',
    'The {name} was not what I expected.',
    'Not impressed with the {name}.',
  ],
  1: [
    'Unfortunately the {name} went straight back.',
    'The {name} was poor from the start.',
    'Really disappointed with the {name}.',
  ],
};

const DETAILS: Record<number, readonly string[]> = {
  5: [
    'The colour is lovely and it washes well.',
    'Great quality for the money and it feels well made.',
    'I have had lots of compliments.',
  ],
  4: [
    'The material is nice, just a little thinner than I hoped.',
    'Good value and comfortable.',
    'Delivery was quick and it was well packed.',
  ],
  3: [
    'The colour was slightly different from the photos.',
    'It is comfortable but the stitching could be better.',
    'It does what it should.',
  ],
  2: [
    'The fabric bobbled after a couple of washes.',
    'The colour looked dull compared with the website.',
    'The finish felt cheap.',
  ],
  1: [
    'A seam came apart the first time I used it.',
    'It looked nothing like the photos.',
    'The quality is not acceptable at this price.',
  ],
};

const FIT_TEXT: Record<Fit, string> = {
  small: 'It runs small, so I would size up.',
  true: 'True to size for me.',
  large: 'It comes up large; consider a size down.',
};

/** Stars for n reviews summing to `total`: level, then pairs moved apart (r, r → r−1, r+1) so the spread looks real. */
function starsFor(count: number, total: number, random: ReturnType<typeof seeded>): number[] {
  const stars = Array.from({ length: count }, (_, i) => Math.floor(total / count) + (i < total % count ? 1 : 0));
  for (let step = 0; step < count * 2; step++) {
    const a = random.int(0, count - 1);
    const b = random.int(0, count - 1);
    if (a === b || stars[a]! <= 1 || stars[b]! >= 5) continue;
    // Skewed: moving a star up more often than down keeps a "mostly fives, some ones" shape.
    if (random.chance(0.35)) {
      stars[a]!--;
      stars[b]!++;
    }
  }
  return stars;
}

/** The star total in [n, 5n] nearest a × n whose average rounds (2 decimals) to a itself, so the figures agree exactly. */
function starTotal(count: number, average: number): number {
  const clamp = (value: number) => Math.min(count * 5, Math.max(count, value));
  const guess = clamp(Math.round(average * count));
  for (const step of [0, 1, -1, 2, -2, 3, -3]) {
    const total = clamp(guess + step);
    if (Math.round((total / count) * 100) / 100 === average) return total;
  }
  return guess;
}

export function seededReviews(product: FeedProduct): Review[] {
  const count = product.ratingCount;
  if (count === 0 || product.ratingAverage === null) return [];
  const random = seeded(`reviews:${product.productId}`);
  const total = starTotal(count, product.ratingAverage);
  const stars = starsFor(count, total, random);
  const worn = ['apparel', 'footwear', 'lingerie'].includes(product.group);
  const name = product.name.toLowerCase();
  let at = SEED_EPOCH;
  return stars.map((rating, index) => {
    at -= random.int(1, 36) * 3_600_000 + random.int(0, 3) * DAY_MS;
    const fit: Fit | null = worn ? (random.chance(0.7) ? 'true' : random.chance(0.5) ? 'small' : 'large') : null;
    const text = [
      random.pick(OPENINGS[rating]!).replace('{name}', name),
      random.pick(DETAILS[rating]!),
      fit && random.chance(0.6) ? FIT_TEXT[fit] : '',
    ]
      .filter(Boolean)
      .join(' ');
    const submittedAt = new Date(at).toISOString();
    return {
      id: `s-${product.productId}-${index + 1}`,
      productId: product.productId,
      status: 'APPROVED',
      reasonCode: null,
      rating,
      title: random.pick(TITLES[rating]!),
      text,
      nickname: random.pick(NICKNAMES),
      userId: null,
      fit,
      sizeBought: worn && product.sizes.length > 1 ? random.pick(product.sizes) : null,
      isRecommended: rating >= 4 ? true : rating <= 2 ? false : random.chance(0.5),
      verifiedPurchaser: random.chance(0.75),
      incentivised: false,
      photoIds: [],
      helpful: random.chance(0.4) ? random.int(1, 24) : 0,
      notHelpful: random.chance(0.15) ? random.int(1, 5) : 0,
      submittedAt,
      moderatedAt: submittedAt,
    } satisfies Review;
  });
}
