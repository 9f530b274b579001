// Builds each brand's catalogue in memory, deterministically: the same brand definition always yields the same
// categories, products, options and illustrations (PRNG streams seeded per brand and category; no clock, no network).
import type { StockStatus } from '../db/schema.ts';
import { SEED_BRANDS, type SeedBrand, type SeedCategory } from './brands.ts';
import { COLOURS, type ColourName } from './colours.ts';
import { IMAGE_HEIGHT, IMAGE_WIDTH, type PrintPattern, renderIllustration } from './illustrations.ts';
import { KINDS, type KindDef, type KindGroup, type KindId } from './kinds.ts';
import { createRng, type Rng } from './prng.ts';
import { pickSizeRun } from './sizes.ts';

/** Bump when the generator's output changes on purpose (the seed then re-applies every brand). */
export const SEED_VERSION = 'catalogue-1';

export interface SeedCategoryRow {
  slug: string;
  name: string;
  description: string;
  position: number;
}

export interface SeedOptionRow {
  optionNumber: string;
  size: string;
  colour: string;
  variantCode: string;
  sku: string;
  stockStatus: StockStatus;
  pricePence: number | null;
  position: number;
}

export interface SeedImage {
  body: string;
  width: number;
  height: number;
  alt: string;
}

export interface SeedProductRow {
  productNumber: string;
  offerNumber: string;
  name: string;
  productBrand: string;
  categorySlug: string;
  productType: string;
  description: string;
  colour: string;
  colourFamily: string;
  pricePence: number;
  wasPricePence: number | null;
  ratingAverage: number | null;
  ratingCount: number;
  position: number;
  createdOrder: number;
  options: SeedOptionRow[];
  /** One picture per colourway, in colourway (option) order: the main colour's first. */
  images: SeedImage[];
}

export interface BrandCatalogue {
  brandCode: string;
  brandName: string;
  categories: SeedCategoryRow[];
  products: SeedProductRow[];
}

const PRINTS: readonly (readonly [PrintPattern, string])[] = [
  ['floral', 'Floral Print'],
  ['stripe', 'Stripe'],
  ['spot', 'Spot Print'],
  ['check', 'Check'],
  ['geometric', 'Geometric Print'],
];

const kebab = (value: string) => value.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

function lowerNoun(noun: string): string {
  return noun
    .split(' ')
    .map((word) => (/[0-9]|^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

const isPlural = (noun: string) => /[^s]s$/.test(noun);

function sizeCode(size: string): string {
  return size.toUpperCase().replace(/[^A-Z0-9]+/g, '') || 'OS';
}

/** A shelf price in pence from whole pounds: £24.99, £25.00, £24.50; bigger items £449.00 or £449.99. */
function shelfPrice(pounds: number, rng: Rng): number {
  if (pounds >= 100) {
    const rounded = Math.max(109, Math.round(pounds / 10) * 10 - 1);
    return rng.chance(0.6) ? rounded * 100 : rounded * 100 + 99;
  }
  const whole = Math.max(2, pounds);
  return rng.weighted([
    [whole * 100 - 1, 55],
    [whole * 100, 30],
    [whole * 100 - 50, 15],
  ] as const);
}

function wasPrice(price: number, discount: number): number {
  const raw = price / (1 - discount);
  const pounds = Math.ceil(raw / 100);
  let was = price % 100 === 99 ? pounds * 100 - 1 : pounds * 100;
  if (was <= price) was = price + 500;
  return was;
}

function ratingFor(rng: Rng, unratedChance: number): { ratingAverage: number | null; ratingCount: number } {
  if (rng.chance(unratedChance)) return { ratingAverage: null, ratingCount: 0 };
  const ratingCount = Math.max(1, Math.floor(Math.exp(rng.next() * Math.log(420))));
  const target = Math.min(5, Math.max(1, 3.3 + rng.next() * 1.7 - (rng.chance(0.08) ? 1.2 : 0)));
  const stars = Math.min(ratingCount * 5, Math.max(ratingCount, Math.round(target * ratingCount)));
  return { ratingAverage: Math.round((stars / ratingCount) * 100) / 100, ratingCount };
}

function stockStatuses(count: number, rng: Rng, clearance: boolean): StockStatus[] {
  const roll = rng.next();
  if (roll < 0.03) return Array.from({ length: count }, () => 'OUT_OF_STOCK');
  if (roll < 0.045) return Array.from({ length: count }, () => 'OUT_OF_STOCK_NOT_RETURNING');
  const weights: readonly (readonly [StockStatus, number])[] = clearance
    ? [
        ['IN_STOCK', 62],
        ['LOW_STOCK', 22],
        ['OUT_OF_STOCK', 6],
        ['OUT_OF_STOCK_NOT_RETURNING', 10],
      ]
    : [
        ['IN_STOCK', 80],
        ['LOW_STOCK', 10],
        ['OUT_OF_STOCK', 7],
        ['OUT_OF_STOCK_NOT_RETURNING', 3],
      ];
  return Array.from({ length: count }, () => rng.weighted(weights));
}

const WOMENSWEAR_ONLY =
  /Mom|Palazzo|Peplum|Swing|Pussy Bow|Tie Neck|Jeggings|Treggings|Shape Enhancing|Ruched|Flutter|Boyfriend/;
const ADULT_ONLY = /Mom|Pussy Bow|Kitten Heel|Dinner|Shape Enhancing|Boyfriend/;

function fitsAudience(word: string, menswear: boolean, childSizes: boolean): boolean {
  if (menswear && WOMENSWEAR_ONLY.test(word)) return false;
  if (childSizes && ADULT_ONLY.test(word)) return false;
  return true;
}

function nounsFor(kind: KindDef, category: SeedCategory, menswear: boolean, childSizes: boolean): readonly string[] {
  const school = category.slug.includes('school');
  let nouns = kind.nouns.filter((noun) => noun.includes('School') === school);
  if (nouns.length === 0) nouns = kind.nouns.filter((noun) => !noun.includes('School'));
  nouns = nouns.filter((noun) => fitsAudience(noun, menswear, childSizes));
  return nouns.length > 0 ? nouns : kind.nouns;
}

function stylesFor(kind: KindDef, menswear: boolean, childSizes: boolean): readonly string[] {
  const styles = kind.styles.filter((style) => fitsAudience(style, menswear, childSizes));
  return styles.length > 0 ? styles : kind.styles;
}

const FABRIC_WORDS = [
  'Egyptian Cotton',
  'Faux Leather',
  'Faux Fur',
  'Linen Look',
  'Mango Wood',
  'Cast Iron',
  'Stainless Steel',
  'Non Stick',
  'Jersey',
  'Crepe',
  'Linen',
  'Satin',
  'Cotton',
  'Poplin',
  'Twill',
  'Velvet',
  'Boucle',
  'Chenille',
  'Cord',
  'Leather',
  'Suede',
  'Wool',
  'Merino',
  'Lambswool',
  'Cashmere',
  'Fleece',
  'Waffle',
  'Modal',
  'Chiffon',
  'Denim',
  'Tweed',
  'Flannel',
  'Oak',
  'Walnut',
  'Rattan',
  'Glass',
  'Ceramic',
  'Brass',
  'Metal',
  'Stoneware',
  'Porcelain',
  'Jute',
  'Bamboo',
  'Silk',
  'Lace',
  'Microfibre',
  'Enamelled',
  'Aluminium',
  'Straw',
  'Felt',
  'Terracotta',
  'Percale',
  'Mesh',
  'Canvas',
  'Sherpa',
];

const FABRIC_PATTERNS = FABRIC_WORDS.map((fabric) => [fabric, new RegExp(`\\b${fabric}\\b`, 'i')] as const);

/** The material a description names: one matching the style's fabric word when there is one. */
function materialFor(kind: KindDef, style: string, rng: Rng): string {
  const word = /Trim|Effect/.test(style) ? undefined : FABRIC_PATTERNS.find(([, pattern]) => pattern.test(style))?.[0];
  if (word) {
    const matching = kind.materials.filter((material) => material.toLowerCase().includes(word.toLowerCase()));
    if (matching.length > 0) return rng.pick(matching);
    return word.toLowerCase();
  }
  return rng.pick(kind.materials);
}

function labelFor(brand: SeedBrand, group: KindGroup, kindId: KindId, childSizes: boolean, rng: Rng): string {
  const homeGroups: readonly KindGroup[] = ['home', 'furniture', 'electrical'];
  const tailoring: readonly KindId[] = ['suit', 'blazer', 'coat', 'trousers'];
  const labels = brand.labels.filter(([label]) => {
    if (/Kids/.test(label)) return childSizes;
    if (/Home|Living/.test(label)) return homeGroups.includes(group);
    if (/Tailoring/.test(label)) return tailoring.includes(kindId);
    return true;
  });
  return rng.weighted(labels.length > 0 ? labels : brand.labels);
}

function describe(args: {
  rng: Rng;
  brand: SeedBrand;
  kind: KindDef;
  noun: string;
  style: string;
  colour: ColourName;
  printLabel: string | null;
  sizes: readonly string[];
}): string {
  const { rng, brand, kind, noun, style, colour, printLabel, sizes } = args;
  const thing = lowerNoun(noun);
  const plural = isPlural(noun);
  const these = plural ? 'these' : 'this';
  const are = plural ? 'are' : 'is';
  const material = materialFor(kind, style, rng);
  const colourWords = printLabel
    ? `${colour.toLowerCase()} ${printLabel.toLowerCase().replace(' print', '')} print`
    : colour.toLowerCase();
  const group: KindGroup = kind.group;
  const intros: Record<KindGroup, readonly string[]> = {
    apparel: [
      `Our ${thing} ${are} made from ${material} for easy, all-day comfort.`,
      `Cut from ${material}, ${these} ${thing} ${are} a wardrobe favourite you will reach for again and again.`,
      `Made from ${material} in ${colourWords}, ${these} ${thing} ${are} easy to dress up or down.`,
    ],
    lingerie: [
      `Made from ${material}, ${these} ${thing} ${are} designed to feel as good as ${plural ? 'they look' : 'it looks'}.`,
      `Our ${thing} ${are} crafted from ${material} in ${colourWords}.`,
    ],
    footwear: [
      `Made from ${material}, ${these} ${thing} ${are} designed for comfort from morning to night.`,
      `Step out in ${these} ${thing} in ${colourWords}, made from ${material}.`,
    ],
    accessory: [
      `Made from ${material}, ${these} ${thing} ${are} the finishing touch for any outfit.`,
      `Add ${these} ${thing} in ${colourWords} to your collection, made from ${material}.`,
    ],
    furniture: [
      `Made from ${material}, ${these} ${thing} ${are} built for comfort and made to last.`,
      `Upgrade your space with ${these} ${thing} in ${colourWords}, made from ${material}.`,
    ],
    home: [
      `Made from ${material}, ${these} ${thing} ${are} an easy way to refresh any room.`,
      `Add warmth to your home with ${these} ${thing} in ${colourWords}, made from ${material}.`,
    ],
    electrical: [
      `Finished in ${material}, ${these} ${thing} ${are} built for everyday use.`,
      `Make life easier with ${these} ${thing}, finished in ${material}.`,
    ],
    gift: [
      `A thoughtful present, ${these} ${thing} ${plural ? 'come' : 'comes'} with ${material}.`,
      `Treat someone special to ${these} ${thing}, made with ${material}.`,
    ],
  };
  const sentences = [rng.pick(intros[group])];
  const features = rng.sample(kind.features, rng.int(2, 3));
  if (features.length === 3) {
    sentences.push(`Features include ${features[0]}, ${features[1]} and ${features[2]}.`);
  } else if (features.length === 2) {
    sentences.push(
      rng.pick([`It has ${features[0]} and ${features[1]}.`, `Look out for ${features[0]} and ${features[1]}.`]),
    );
  }
  if (kind.dimensions && sizes.length === 1) {
    const [h, w, d] = kind.dimensions;
    sentences.push(
      `Dimensions: H ${args.rng.int(h[0], h[1])} x W ${args.rng.int(w[0], w[1])} x D ${args.rng.int(d[0], d[1])} cm.`,
    );
  }
  sentences.push(brand.audienceLine(sizes, group));
  sentences.push(rng.pick(kind.care));
  return sentences.join(' ');
}

interface ProductContext {
  brand: SeedBrand;
  clearance: boolean;
  /** Names taken so far in the brand (the normal catalogue's names are unique); null: names may repeat (scale). */
  names: Set<string> | null;
  /** The next product and offer numbers (drawn from the brand's numbers stream). */
  nextNumbers: () => { productNumber: string; offerNumber: string };
  render: (input: Parameters<typeof renderIllustration>[0]) => string;
}

/** Where the colour-prefixed fallback name for a base stopped counting, so repeats do not rescan from 2. */
const suffixFrom = new WeakMap<Set<string>, Map<string, number>>();

function uniqueName(names: Set<string>, colour: string, print: string | undefined, style: string, noun: string) {
  let name = [colour, print, style, noun].filter(Boolean).join(' ');
  if (!names.has(name)) return name;
  const base = [colour, style, noun].join(' ');
  const next = suffixFrom.get(names) ?? new Map<string, number>();
  suffixFrom.set(names, next);
  let suffix = next.get(base) ?? 2;
  while (names.has(name)) name = `${base} ${suffix++}`;
  next.set(base, suffix);
  return name;
}

/** One product of a category, drawing from the category's stream in a fixed order. */
function buildProduct(ctx: ProductContext, category: SeedCategory, rng: Rng, position: number): SeedProductRow {
  const { brand, clearance, names } = ctx;
  const item = rng.weighted(category.items.map((entry) => [entry, entry.weight ?? 1] as const));
  const kind: KindDef = KINDS[item.kind];
  const run = pickSizeRun(item.sizes, rng);
  const childSizes = /^(kids|school|baby|kidsShoe)$/.test(item.sizes);

  const print = rng.chance(kind.printChance ?? 0) ? rng.pick(PRINTS) : null;
  const colour = rng.pick(kind.colours);
  const menswear = brand.code === 'cgn' || brand.code === 'pma' || /^(mens|boys)/.test(category.slug);
  const nouns = nounsFor(kind, category, menswear, childSizes);
  const styles = stylesFor(kind, menswear, childSizes);
  let name = '';
  let noun = '';
  let style = '';
  if (names) {
    for (let attempt = 0; attempt < 12; attempt++) {
      noun = rng.pick(nouns);
      style = rng.pick(styles);
      const candidate = [print?.[1], style, noun].filter(Boolean).join(' ');
      if (!names.has(candidate)) {
        name = candidate;
        break;
      }
    }
    if (!name) name = uniqueName(names, colour, print?.[1], style, noun);
    names.add(name);
  } else {
    noun = rng.pick(nouns);
    style = rng.pick(styles);
    name = [print?.[1], style, noun].filter(Boolean).join(' ');
  }

  const { productNumber, offerNumber } = ctx.nextNumbers();

  const colours: ColourName[] = [colour];
  if (rng.chance(kind.extraColourChance ?? 0)) {
    const other = rng.pick(kind.colours.filter((c) => c !== colour));
    colours.push(other);
  }

  const range = item.price ?? [
    Math.max(2, Math.round(category.price[0] * (item.priceFactor ?? 1))),
    Math.max(3, Math.round(category.price[1] * (item.priceFactor ?? 1))),
  ];
  const pricePence = shelfPrice(rng.int(range[0], range[1]), rng);
  const onSale = rng.chance(brand.saleRate);
  const discount = onSale ? rng.pick(clearance ? [0.3, 0.4, 0.5, 0.6, 0.7] : [0.2, 0.25, 0.3, 0.4, 0.5]) : 0;
  const wasPricePence = onSale ? wasPrice(pricePence, discount) : null;
  const rating = ratingFor(rng, clearance ? 0.3 : 0.2);

  const optionCount = colours.length * run.sizes.length;
  const statuses = stockStatuses(optionCount, rng, clearance);
  const options: SeedOptionRow[] = [];
  const skus = new Set<string>();
  colours.forEach((optionColour) => {
    const colourCode = COLOURS[optionColour].code;
    run.sizes.forEach((size, sizeIndex) => {
      const index = options.length;
      let sku = `${productNumber}-${colourCode}-${sizeCode(size)}`;
      if (skus.has(sku)) sku = `${sku}-${index + 1}`;
      skus.add(sku);
      const step =
        run.priceStep && sizeIndex > 0 ? Math.round((pricePence * run.priceStep * sizeIndex) / 100) * 100 : 0;
      options.push({
        optionNumber: `${productNumber}${String(index + 1).padStart(2, '0')}`,
        size,
        colour: optionColour,
        variantCode: `${productNumber}-${colourCode}`,
        sku,
        stockStatus: statuses[index] ?? 'IN_STOCK',
        pricePence: step > 0 ? pricePence + step : null,
        position: index + 1,
      });
    });
  });

  const description = describe({
    rng,
    brand,
    kind,
    noun,
    style,
    colour,
    printLabel: print?.[1] ?? null,
    sizes: run.sizes,
  });
  const productId = productNumber.toLowerCase();
  // Each colourway is drawn in its own colour; ids inside each SVG stay unique when two show on one page.
  const images = colours.map((imageColour, index) => ({
    body: ctx.render({
      art: kind.art,
      colour: COLOURS[imageColour].hex,
      pattern: print?.[0] ?? 'plain',
      id: index === 0 ? productId : `${productId}-${COLOURS[imageColour].code.toLowerCase()}`,
    }),
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
    alt: `${name} in ${imageColour}`,
  }));

  return {
    productNumber,
    offerNumber,
    name,
    productBrand: labelFor(brand, kind.group, item.kind, childSizes, rng),
    categorySlug: category.slug,
    productType: kebab(item.kind),
    description,
    colour,
    colourFamily: COLOURS[colour].family,
    pricePence,
    wasPricePence,
    ratingAverage: rating.ratingAverage,
    ratingCount: rating.ratingCount,
    position,
    createdOrder: 0,
    options,
    images,
  };
}

/** Generates one brand's full catalogue. Pure and deterministic. */
export function generateBrandCatalogue(brand: SeedBrand): BrandCatalogue {
  const numbers = createRng(`${brand.code}:numbers`);
  const order = createRng(`${brand.code}:order`);
  let sequence = numbers.int(100_000, 400_000);
  const ctx: ProductContext = {
    brand,
    clearance: brand.saleRate > 0.5,
    names: new Set<string>(),
    nextNumbers: () => {
      sequence += numbers.int(1, 97);
      return { productNumber: `${brand.prefix}${sequence}`, offerNumber: String(numbers.int(100_000, 999_999)) };
    },
    render: renderIllustration,
  };

  const categories: SeedCategoryRow[] = brand.categories.map((category, index) => ({
    slug: category.slug,
    name: category.name,
    description: category.description,
    position: index + 1,
  }));

  const products: SeedProductRow[] = [];
  for (const category of brand.categories) {
    const rng = createRng(`${brand.code}:${category.slug}`);
    const positions = rng.shuffle(Array.from({ length: category.count }, (_, i) => i + 1));
    for (let i = 0; i < category.count; i++) products.push(buildProduct(ctx, category, rng, positions[i] ?? i + 1));
  }

  // Newest-first order: a shuffled sequence across the whole brand.
  const created = order.shuffle(products.map((_, i) => i + 1));
  products.forEach((product, i) => {
    product.createdOrder = created[i] ?? i + 1;
  });

  return { brandCode: brand.code, brandName: brand.name, categories, products };
}

/** Scale products' numbers: the brand's prefix and eight digits from 50,000,000 (the normal catalogue's have six). */
export const SCALE_NUMBER_BASE = 50_000_000;
/** Matches scale product numbers (PostgreSQL regular expression, for `product_number ~ …`). */
export const SCALE_NUMBER_PATTERN = '^[A-Z]{2}5[0-9]{7}$';

/** How many scale products each category gets: `extra` shared out in proportion to the categories' normal counts. */
export function scaleCategoryCounts(brand: SeedBrand, extra: number): number[] {
  const total = brand.categories.reduce((sum, category) => sum + category.count, 0);
  const counts = brand.categories.map((category) => Math.floor((extra * category.count) / total));
  let left = extra - counts.reduce((sum, n) => sum + n, 0);
  for (let i = 0; left > 0; i = (i + 1) % counts.length, left--) counts[i] = (counts[i] ?? 0) + 1;
  return counts;
}

/**
 * The scale catalogue's extra products for one brand (on top of the normal catalogue, up to `productsPerBrand` in
 * all), one at a time so that 100,000 never sit in memory together. Deterministic: streams of their own per brand and
 * category, so the normal catalogue is unchanged. Listed after the normal products in merchandising order and newest
 * first among them; names may repeat, as in a real catalogue of that size.
 */
export function* generateScaleProducts(brand: SeedBrand, productsPerBrand: number): Generator<SeedProductRow> {
  const normal = brand.categories.reduce((sum, category) => sum + category.count, 0);
  const extra = Math.max(0, productsPerBrand - normal);
  if (extra === 0) return;
  const numbers = createRng(`${brand.code}:scale-numbers`);
  const created = createRng(`${brand.code}:scale-order`).shuffle(Array.from({ length: extra }, (_, i) => i + 1));
  let sequence = SCALE_NUMBER_BASE;
  // Drawings depend only on art, colour and print: each is drawn once and given the product's ids.
  const drawings = new Map<string, string>();
  const ctx: ProductContext = {
    brand,
    clearance: brand.saleRate > 0.5,
    names: null,
    nextNumbers: () => {
      sequence += numbers.int(1, 9);
      return { productNumber: `${brand.prefix}${sequence}`, offerNumber: String(numbers.int(100_000, 999_999)) };
    },
    render: (input) => {
      const key = `${input.art}|${input.colour}|${input.pattern}`;
      let drawing = drawings.get(key);
      if (drawing === undefined) {
        drawing = renderIllustration({ ...input, id: 'SCALEID' });
        drawings.set(key, drawing);
      }
      return drawing.replaceAll('SCALEID', input.id.replace(/[^a-zA-Z0-9_-]/g, ''));
    },
  };
  const counts = scaleCategoryCounts(brand, extra);
  let index = 0;
  for (const [c, category] of brand.categories.entries()) {
    const count = counts[c] ?? 0;
    const rng = createRng(`${brand.code}:${category.slug}:scale`);
    const positions = rng.shuffle(Array.from({ length: count }, (_, i) => category.count + i + 1));
    for (let i = 0; i < count; i++) {
      const product = buildProduct(ctx, category, rng, positions[i] ?? category.count + i + 1);
      product.createdOrder = normal + (created[index] ?? index + 1);
      index++;
      yield product;
    }
  }
}

export function seedBrandCodes(): string[] {
  return SEED_BRANDS.map((brand) => brand.code);
}

export function generateCatalogue(codes?: readonly string[]): BrandCatalogue[] {
  const wanted = codes ? new Set(codes) : null;
  const unknown = codes?.filter((code) => !SEED_BRANDS.some((brand) => brand.code === code)) ?? [];
  if (unknown.length > 0) throw new Error(`Unknown brand code(s): ${unknown.join(', ')}`);
  return SEED_BRANDS.filter((brand) => !wanted || wanted.has(brand.code)).map(generateBrandCatalogue);
}

export type { KindId };
