import { describe, expect, it } from 'vitest';
import { colourwaysOf, pickColourway } from './catalogue-colourways.ts';
import { SEED_BRANDS } from './seed/brands.ts';
import { generateBrandCatalogue } from './seed/generate.ts';

const option = (variantCode: string, colour: string, purchasable: boolean) => ({ variantCode, colour, purchasable });

describe('colourways', () => {
  it('groups options by variant code in option order, with palette swatches and stock across sizes', () => {
    const ways = colourwaysOf([
      option('DA1-NVY', 'Navy', false),
      option('DA1-NVY', 'Navy', true),
      option('DA1-BLK', 'Black', false),
      option('DA1-XYZ', 'Aurora', true),
    ]);
    expect(ways).toEqual([
      { variantCode: 'DA1-NVY', colour: 'Navy', swatch: '#1f2f4f', purchasable: true },
      { variantCode: 'DA1-BLK', colour: 'Black', swatch: '#23211f', purchasable: false },
      { variantCode: 'DA1-XYZ', colour: 'Aurora', swatch: null, purchasable: true },
    ]);
    expect(colourwaysOf([])).toEqual([]);
    // Not fooled by object keys that are not colours.
    expect(colourwaysOf([option('X', 'constructor', true)])[0]?.swatch).toBeNull();
  });

  it('picks the requested colourway by variant code in any case, else the first', () => {
    const ways = colourwaysOf([option('DA1-NVY', 'Navy', true), option('DA1-BLK', 'Black', true)]);
    expect(pickColourway(ways, 'da1-blk')?.colour).toBe('Black');
    expect(pickColourway(ways, ' DA1-BLK ')?.colour).toBe('Black');
    for (const hostile of [undefined, null, '', 'nope', "' or 1=1 --", ['DA1-BLK'], 'x'.repeat(10_000)]) {
      expect(pickColourway(ways, hostile)?.colour).toBe('Navy');
    }
    expect(pickColourway([], 'DA1-NVY')).toBeNull();
  });

  it('finds products in more than one colour in the seed catalogue, each colour with its own sizes', () => {
    const seedBrand = SEED_BRANDS.find((brand) => brand.code === 'dal');
    if (!seedBrand) throw new Error('no dal seed');
    const multi = generateBrandCatalogue(seedBrand).products.filter(
      (product) => new Set(product.options.map((o) => o.variantCode)).size > 1,
    );
    expect(multi.length).toBeGreaterThan(0);
    for (const product of multi.slice(0, 20)) {
      const ways = colourwaysOf(product.options.map((o) => ({ ...o, purchasable: true })));
      expect(ways[0]?.colour).toBe(product.colour);
      expect(ways.every((way) => way.swatch?.startsWith('#'))).toBe(true);
    }
  });
});
