import { describe, expect, it } from 'vitest';
import { brands, getBrand } from './brands.ts';
import { brandIconSvg } from './icon.ts';
import { tokens } from './tokens.ts';

describe('brandIconSvg', () => {
  it('draws the brand initial in its onBrand colour on its brand colour', () => {
    const svg = brandIconSvg(getBrand('dal'));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`fill="${tokens.dal.color.brand}"`);
    expect(svg).toContain(`fill="${tokens.dal.color.onBrand}">D</text>`);
    expect(svg).toContain('<title>Dalby</title>');
  });

  it('gives every brand its own icon', () => {
    const icons = brands.map((brand) => brandIconSvg(brand));
    expect(new Set(icons).size).toBe(brands.length);
  });

  it('escapes what it writes into the markup', () => {
    const svg = brandIconSvg({ code: 'dal', name: '<b>&' });
    expect(svg).toContain('<title>&lt;b&gt;&amp;</title>');
    expect(svg).toContain('>&lt;</text>');
  });
});
