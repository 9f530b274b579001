import { describe, expect, it } from 'vitest';
import { stockStatusValues } from '../db/schema.ts';
import { SEED_BRANDS } from './brands.ts';
import { COLOURS, type ColourName } from './colours.ts';
import { generateCatalogue } from './generate.ts';
import { ART_KINDS, renderIllustration } from './illustrations.ts';
import { SIZE_SETS } from './sizes.ts';

const catalogue = generateCatalogue();
const byCode = new Map(catalogue.map((brand) => [brand.brandCode, brand]));
const allProducts = catalogue.flatMap((brand) => brand.products);

/** Minimal well-formedness check for the generated markup (elements and attributes only, no text nodes). */
function isWellFormedSvg(svg: string): boolean {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    if (svg.slice(last, match.index).trim() !== '') return false;
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      stack.push(name as string);
    }
  }
  return stack.length === 0 && last === svg.length;
}

describe('seed generator', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(generateCatalogue())).toBe(JSON.stringify(catalogue));
  });

  it('covers the nine brands with ≥8 categories and ≥150 products, one category longer than a page', () => {
    expect(catalogue.map((b) => b.brandCode).sort()).toEqual([
      'awl',
      'ccl',
      'cgn',
      'dal',
      'fsp',
      'fw',
      'ihm',
      'jdw',
      'pma',
    ]);
    for (const brand of catalogue) {
      expect(brand.categories.length, brand.brandCode).toBeGreaterThanOrEqual(8);
      expect(brand.products.length, brand.brandCode).toBeGreaterThanOrEqual(150);
      const perCategory = new Map<string, number>();
      for (const p of brand.products) perCategory.set(p.categorySlug, (perCategory.get(p.categorySlug) ?? 0) + 1);
      expect(Math.max(...perCategory.values()), brand.brandCode).toBeGreaterThan(36);
      expect([...perCategory.keys()].sort()).toEqual(brand.categories.map((c) => c.slug).sort());
    }
  });

  it('gives unique product numbers, option numbers and SKUs across the shop', () => {
    const numbers = allProducts.map((p) => p.productNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^[A-Z]{2}\d{6}$/);
    const options = allProducts.flatMap((p) => p.options);
    expect(new Set(options.map((o) => o.optionNumber)).size).toBe(options.length);
    expect(new Set(options.map((o) => o.sku)).size).toBe(options.length);
    for (const brand of catalogue) {
      const prefix = SEED_BRANDS.find((b) => b.code === brand.brandCode)?.prefix;
      for (const p of brand.products) expect(p.productNumber.startsWith(prefix as string)).toBe(true);
      const names = brand.products.map((p) => p.name);
      expect(new Set(names).size, `${brand.brandCode} names`).toBe(names.length);
    }
  });

  it('prices in integer pence with shop endings, sales with a higher was-price', () => {
    for (const p of allProducts) {
      expect(Number.isInteger(p.pricePence)).toBe(true);
      expect(p.pricePence).toBeGreaterThan(0);
      expect([0, 50, 99]).toContain(p.pricePence % 100);
      if (p.wasPricePence !== null) {
        expect(Number.isInteger(p.wasPricePence)).toBe(true);
        expect(p.wasPricePence).toBeGreaterThan(p.pricePence);
      }
      for (const o of p.options) {
        if (o.pricePence !== null) {
          expect(Number.isInteger(o.pricePence)).toBe(true);
          expect(o.pricePence).toBeGreaterThan(p.pricePence);
        }
      }
    }
    for (const brand of catalogue) {
      const share = brand.products.filter((p) => p.wasPricePence !== null).length / brand.products.length;
      if (brand.brandCode === 'ccl') expect(share).toBeGreaterThan(0.6);
      else {
        expect(share, brand.brandCode).toBeGreaterThan(0.1);
        expect(share, brand.brandCode).toBeLessThan(0.4);
      }
    }
  });

  it('mixes all four stock statuses in every brand, mostly in stock', () => {
    for (const brand of catalogue) {
      const statuses = brand.products.flatMap((p) => p.options.map((o) => o.stockStatus));
      expect(new Set(statuses), brand.brandCode).toEqual(new Set(stockStatusValues));
      const inStock = statuses.filter((s) => s === 'IN_STOCK').length / statuses.length;
      expect(inStock, brand.brandCode).toBeGreaterThan(0.5);
    }
  });

  it('rates most products, leaves some unrated, and keeps ratings consistent', () => {
    for (const brand of catalogue) {
      const unrated = brand.products.filter((p) => p.ratingCount === 0);
      expect(unrated.length, brand.brandCode).toBeGreaterThan(0);
      expect(unrated.length, brand.brandCode).toBeLessThan(brand.products.length / 2);
      for (const p of brand.products) {
        if (p.ratingCount === 0) expect(p.ratingAverage).toBeNull();
        else {
          expect(p.ratingAverage).toBeGreaterThanOrEqual(1);
          expect(p.ratingAverage).toBeLessThanOrEqual(5);
        }
      }
    }
  });

  it('uses sizes that fit each audience', () => {
    const sizesOf = (code: string) => new Set(byCode.get(code)?.products.flatMap((p) => p.options.map((o) => o.size)));
    const allowed = (...sets: (keyof typeof SIZE_SETS)[]) => new Set(sets.flatMap((s) => [...SIZE_SETS[s].sizes]));
    const subset = (a: Set<string>, b: Set<string>) => [...a].filter((x) => !b.has(x));

    expect(subset(sizesOf('dal'), allowed('plus', 'plusBra', 'wideShoe'))).toEqual([]);
    expect(sizesOf('dal')).toContain('32');
    expect(
      subset(
        sizesOf('cgn'),
        allowed('bigTall', 'bigTallCollar', 'bigTallChest', 'bigTallWaist', 'bigTallShoe', 'bigSocks'),
      ),
    ).toEqual([]);
    expect(sizesOf('cgn')).toContain('5XL');
    const fspBras = byCode.get('fsp')?.products.filter((p) => p.categorySlug === 'bras') ?? [];
    for (const bra of fspBras) for (const o of bra.options) expect(o.size).toMatch(/^\d{2}[A-G]{1,2}$/);
    const ihmSizes = sizesOf('ihm');
    expect(ihmSizes).toContain('One Size');
    expect(subset(ihmSizes, allowed('oneSize', 'sofaSeats', 'bedFrame', 'rug', 'cushion', 'bedding'))).toEqual([]);
  });

  it('gives every option a variant code per colour and numbered options', () => {
    for (const p of allProducts) {
      expect(p.options.length).toBeGreaterThan(0);
      p.options.forEach((o, i) => {
        expect(o.optionNumber).toBe(`${p.productNumber}${String(i + 1).padStart(2, '0')}`);
        expect(o.variantCode.startsWith(`${p.productNumber}-`)).toBe(true);
        expect(o.position).toBe(i + 1);
      });
      const variantsByColour = new Map<string, Set<string>>();
      for (const o of p.options)
        variantsByColour.set(o.colour, (variantsByColour.get(o.colour) ?? new Set()).add(o.variantCode));
      for (const codes of variantsByColour.values()) expect(codes.size).toBe(1);
    }
  });

  it('writes descriptions and an SVG illustration for every product', () => {
    for (const p of allProducts) {
      expect(p.description.length).toBeGreaterThan(60);
      expect(p.description).not.toMatch(/undefined|NaN|\{|\}/);
      for (const image of p.images) {
        expect(image.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 800"')).toBe(true);
        expect(image.body).not.toMatch(/undefined|NaN/);
        expect(image.width).toBe(600);
        expect(image.height).toBe(800);
      }
    }
  });

  it('draws each colourway in its own colour, with alt text naming that colour', () => {
    let multi = 0;
    for (const p of allProducts) {
      const colours = [...new Set(p.options.map((o) => o.colour))];
      expect(p.images.map((image) => image.alt)).toEqual(colours.map((colour) => `${p.name} in ${colour}`));
      colours.forEach((colour, i) => {
        expect(p.images[i]?.body).toContain(COLOURS[colour as ColourName].hex);
      });
      if (colours.length > 1) {
        multi++;
        expect(new Set(p.images.map((image) => image.body)).size).toBe(colours.length);
      }
    }
    expect(multi).toBeGreaterThan(10);
  });

  it('never names a size or configuration in a product name that its options contradict', () => {
    // e.g. "Pillow Back 3 Seater Sofa" sold in 2 and 4 Seater, with the 3 Seater out of stock.
    const labels = [...new Set(Object.values(SIZE_SETS).flatMap((set) => [...set.sizes]))].filter(
      (label) => label.includes(' ') && /[a-z]/i.test(label),
    );
    const clashes = allProducts.flatMap((p) => {
      const sizes = new Set(p.options.map((o) => o.size));
      return labels
        .filter((label) => new RegExp(`(^|\\s)${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`).test(p.name))
        .filter((label) => sizes.size !== 1 || !sizes.has(label))
        .map((label) => `${p.productNumber} ${p.name}: ${[...sizes].join(', ')} (${label})`);
    });
    expect(clashes).toEqual([]);
  });

  it('draws well-formed SVG for every item kind and print', () => {
    for (const art of ART_KINDS) {
      for (const pattern of ['plain', 'stripe', 'spot', 'check', 'floral', 'geometric'] as const) {
        for (const colour of ['#23211f', '#f7f5f0', '#c0322f']) {
          const svg = renderIllustration({ art, colour, pattern, id: 'ab123456' });
          expect(isWellFormedSvg(svg), `${art}/${pattern}/${colour}`).toBe(true);
          expect(svg).not.toMatch(/undefined|NaN/);
        }
      }
    }
  });
});
