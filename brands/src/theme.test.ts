import { describe, expect, it } from 'vitest';
import { brandCodes } from './brands.ts';
import { themeClass, vars } from './theme.css.ts';
import { tokens } from './tokens.ts';

describe('theme', () => {
  it('has one distinct theme class per brand', () => {
    expect(Object.keys(themeClass).sort()).toEqual([...brandCodes].sort());
    const classes = Object.values(themeClass);
    for (const c of classes) expect(c).toMatch(/^\S+$/);
    expect(new Set(classes).size).toBe(brandCodes.length);
  });

  it('exposes every token as a CSS variable', () => {
    expect(vars.color.brand).toMatch(/^var\(--.+\)$/);
    expect(vars.font.heading).toMatch(/^var\(--.+\)$/);
    expect(Object.keys(vars.color).sort()).toEqual(Object.keys(tokens.dal.color).sort());
  });

  it('gives every brand the same token names', () => {
    const shape = (code: (typeof brandCodes)[number]) =>
      Object.entries(tokens[code]).flatMap(([group, values]) => Object.keys(values).map((k) => `${group}.${k}`));
    for (const code of brandCodes) expect(shape(code).sort()).toEqual(shape('dal').sort());
  });

  it('makes each brand recognisably different', () => {
    const brandColours = brandCodes.map((code) => `${tokens[code].color.brand}/${tokens[code].color.accent}`);
    expect(new Set(brandColours).size).toBe(brandCodes.length);
  });
});
