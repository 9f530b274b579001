import { describe, expect, it } from 'vitest';
import { brandCodes } from './brands.ts';
import { vars } from './theme.css.ts';
import { themeStyle } from './theme-style.ts';
import { tokens } from './tokens.ts';

describe('theme', () => {
  it('sets every variable of the contract to the brand’s own token, and only those', () => {
    /** `--x` of `var(--x)`. */
    const varName = (reference: string) => reference.replace(/^var\((--[^)]+)\)$/, '$1');
    const names = (contract: object): string[] =>
      Object.values(contract).flatMap((value) => (typeof value === 'string' ? [varName(value)] : names(value)));
    for (const code of brandCodes) {
      const style = themeStyle(code);
      expect(Object.keys(style).sort()).toEqual(names(vars).sort());
      expect(style[varName(vars.color.brand)]).toBe(tokens[code].color.brand);
      expect(style[varName(vars.font.heading)]).toBe(tokens[code].font.heading);
    }
    expect(new Set(brandCodes.map((code) => JSON.stringify(themeStyle(code)))).size).toBe(brandCodes.length);
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
