// Size charts per brand (centimetres), with how-to-measure copy. Clearhouse sells other brands' sizing, so has none.
import type { BrandCode } from '@shop/brands/brands';
import { SIZE_SETS, type SizeSetId } from '@shop/commerce/seed/sizes';

export interface SizeGuideSeed {
  slug: string;
  title: string;
  categorySlug: string;
  /** The catalogue's size runs this chart measures: only products sold in them show it. */
  sizeSets: readonly SizeSetId[];
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  howToMeasure: readonly string[];
}

const curve = (sizes: readonly number[], bust0: number, waist0: number, hip0: number, step: number) =>
  sizes.map((size, i) => [String(size), String(bust0 + i * step), String(waist0 + i * step), String(hip0 + i * step)]);

const womensMeasure = [
  '**Bust:** measure around the fullest part, keeping the tape level.',
  '**Waist:** measure around the narrowest part of your natural waistline.',
  '**Hip:** measure around the fullest part, about 20cm below your waist.',
];

export const SIZE_GUIDES: Partial<Record<BrandCode, SizeGuideSeed>> = {
  dal: {
    slug: 'womens',
    title: 'Women’s clothing sizes 14 to 32',
    categorySlug: 'dresses',
    sizeSets: ['plus'],
    columns: ['UK size', 'Bust (cm)', 'Waist (cm)', 'Hip (cm)'],
    rows: curve([14, 16, 18, 20, 22, 24, 26, 28, 30, 32], 102, 84, 110, 6),
    howToMeasure: womensMeasure,
  },
  awl: {
    slug: 'womens',
    title: 'Women’s clothing sizes',
    categorySlug: 'dresses',
    sizeSets: ['womens', 'knickers'],
    columns: ['UK size', 'Bust (cm)', 'Waist (cm)', 'Hip (cm)'],
    rows: curve([6, 8, 10, 12, 14, 16, 18, 20, 22], 79, 61, 86, 5),
    howToMeasure: womensMeasure,
  },
  jdw: {
    slug: 'womens',
    title: 'Women’s clothing sizes',
    categorySlug: 'womens-fashion',
    sizeSets: ['womens', 'womensClassic'],
    columns: ['UK size', 'Bust (cm)', 'Waist (cm)', 'Hip (cm)'],
    rows: curve([8, 10, 12, 14, 16, 18, 20, 22, 24], 84, 66, 91, 5),
    howToMeasure: womensMeasure,
  },
  cgn: {
    slug: 'mens-tops',
    title: 'Big and tall tops',
    categorySlug: 'shirts',
    sizeSets: ['bigTall', 'bigTallCollar', 'bigTallChest'],
    columns: ['Size', 'Chest (in)', 'Chest (cm)', 'Neck (in)'],
    rows: [
      ['2XL', '46–48', '117–122', '18'],
      ['3XL', '50–52', '127–132', '19'],
      ['4XL', '54–56', '137–142', '20'],
      ['5XL', '58–60', '147–152', '21'],
      ['6XL', '62–64', '157–163', '22'],
      ['7XL', '66–68', '168–173', '23'],
      ['8XL', '70', '178', '24'],
    ],
    howToMeasure: [
      '**Chest:** measure around the fullest part, under your arms, with the tape level.',
      '**Neck:** measure around the base of your neck, adding a finger’s width for comfort.',
    ],
  },
  pma: {
    slug: 'suits',
    title: 'Suit jacket sizes',
    categorySlug: 'suits',
    sizeSets: ['mensChest'],
    columns: ['Jacket size', 'Chest (cm)', 'Waist (cm)', 'Sleeve (cm)'],
    rows: [36, 38, 40, 42, 44, 46, 48].map((size, i) => [
      `${size}R`,
      String(91 + i * 5),
      String(76 + i * 5),
      String(62 + Math.floor(i / 2)),
    ]),
    howToMeasure: [
      '**Chest:** measure around the fullest part, arms relaxed at your sides.',
      '**Sleeve:** from the shoulder seam to the wrist bone, arm slightly bent.',
    ],
  },
  fw: {
    slug: 'kids',
    title: 'Children’s sizes',
    categorySlug: 'school-uniform',
    sizeSets: ['kids', 'school'],
    columns: ['Age', 'Height (cm)', 'Chest (cm)', 'Waist (cm)'],
    rows: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16].map((age, i) => [
      `${age}–${age + 1} years`,
      String(98 + i * 6),
      String(54 + i * 2.5),
      String(52 + i * 1.5),
    ]),
    howToMeasure: [
      '**Height:** stand straight against a wall without shoes.',
      'If your child is between sizes, choose the larger size so there’s room to grow.',
    ],
  },
  fsp: {
    slug: 'bras',
    title: 'Bra sizes',
    categorySlug: 'bras',
    sizeSets: ['bra', 'plusBra'],
    columns: ['Under-bust (cm)', 'Band size', 'Cup: bust minus under-bust'],
    rows: [
      ['68–72', '32', 'A 2.5cm · B 5cm · C 7.5cm'],
      ['73–77', '34', 'D 10cm · DD 12.5cm · E 15cm'],
      ['78–82', '36', 'F 17.5cm · FF 20cm · G 22.5cm'],
      ['83–87', '38', 'GG 25cm · H 27.5cm'],
      ['88–92', '40', 'HH 30cm · J 32.5cm'],
      ['93–97', '42', 'JJ 35cm · K 37.5cm'],
    ],
    howToMeasure: [
      '**Under-bust:** measure snugly around your ribcage, directly under your bust.',
      '**Bust:** measure loosely around the fullest part, wearing an unpadded bra.',
    ],
  },
  ihm: {
    slug: 'beds',
    title: 'Bed and mattress sizes',
    categorySlug: 'beds',
    sizeSets: ['bedFrame', 'bedding'],
    columns: ['Size', 'Width (cm)', 'Length (cm)'],
    rows: [
      ['Single', '90', '190'],
      ['Small double', '120', '190'],
      ['Double', '135', '190'],
      ['King', '150', '200'],
      ['Super king', '180', '200'],
    ],
    howToMeasure: ['Measure your bed frame’s inside width and length. Bedding follows the mattress size.'],
  },
};

/** Further charts for products the brand's main chart does not measure (shown on their product pages only). */
export const MORE_SIZE_GUIDES: Partial<Record<BrandCode, readonly SizeGuideSeed[]>> = {
  pma: [
    {
      slug: 'shirts',
      title: 'Shirt collar sizes',
      categorySlug: 'shirts',
      sizeSets: ['mensCollar'],
      columns: ['Collar size', 'Collar (cm)', 'Chest (cm)', 'Sleeve (cm)'],
      rows: [14.5, 15, 15.5, 16, 16.5, 17, 17.5, 18].map((inches, i) => [
        `${inches}"`,
        String(Math.round(inches * 2.54)),
        String(92 + i * 4),
        String(84 + Math.floor(i / 2)),
      ]),
      howToMeasure: [
        '**Collar:** measure around the base of your neck where the collar sits, with a finger under the tape.',
        '**Sleeve:** from the centre back of your neck, over the shoulder, to the wrist bone.',
      ],
    },
    {
      slug: 'knitwear',
      title: 'Knitwear and casual tops, S to XXL',
      categorySlug: 'knitwear',
      sizeSets: ['mens'],
      columns: ['Size', 'Chest (cm)', 'Waist (cm)'],
      rows: ['S', 'M', 'L', 'XL', 'XXL'].map((size, i) => [
        size,
        `${91 + i * 6}–${96 + i * 6}`,
        `${76 + i * 6}–${81 + i * 6}`,
      ]),
      howToMeasure: [
        '**Chest:** measure around the fullest part, under your arms, with the tape level.',
        '**Waist:** measure around your natural waistline, where you wear your trousers.',
      ],
    },
  ],
  ihm: [
    {
      slug: 'sofas',
      title: 'Sofa sizes',
      categorySlug: 'sofas',
      sizeSets: ['sofaSeats'],
      columns: ['Seats', 'Width (cm)', 'Depth (cm)', 'Height (cm)'],
      rows: [
        ['2 Seater', '170', '92', '86'],
        ['3 Seater', '208', '92', '86'],
        ['4 Seater', '240', '92', '86'],
      ],
      howToMeasure: [
        'Measure the space the sofa will stand in, leaving room to walk around it.',
        '**Access:** check the width of doorways, stairs and hallways on the way to the room.',
      ],
    },
  ],
};

/** Every chart of the brand: its main one first. */
export function sizeGuidesOf(code: BrandCode): SizeGuideSeed[] {
  const main = SIZE_GUIDES[code];
  return [...(main ? [main] : []), ...(MORE_SIZE_GUIDES[code] ?? [])];
}

/** Does the chart measure every size the product is sold in? */
export function guideFits(guide: SizeGuideSeed, sizes: readonly string[]): boolean {
  const measured = new Set<string>(guide.sizeSets.flatMap((id) => [...SIZE_SETS[id].sizes]));
  return sizes.length > 0 && sizes.every((size) => measured.has(size));
}
