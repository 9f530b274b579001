import { describe, expect, it } from 'vitest';
import { brandCodes } from './brands.ts';
import { contrastRatio, parseHex, relativeLuminance, wcagAA } from './contrast.ts';
import { type ColourTokens, tokens } from './tokens.ts';

type Pair = readonly [foreground: keyof ColourTokens, background: keyof ColourTokens];

// Body-size text on its background: 4.5:1 (WCAG 1.4.3).
const textPairs: readonly Pair[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceAlt'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceAlt'],
  ['link', 'background'],
  ['link', 'surface'],
  // Brand colour is used for secondary-button labels and headings, so it is held to the body-text minimum.
  ['brand', 'background'],
  ['brand', 'surface'],
  ['onBrand', 'brand'],
  ['onAccent', 'accent'],
  ['onSale', 'sale'],
  ['sale', 'background'],
  ['sale', 'surface'],
  ['headerText', 'headerBackground'],
  ['logo', 'headerBackground'],
  ['onHeaderBadge', 'headerBadge'],
  ['footerText', 'footerBackground'],
  ['promoText', 'promoBackground'],
  ['danger', 'background'],
  ['danger', 'surface'],
  ['success', 'background'],
  ['success', 'surface'],
  ['warning', 'background'],
  ['warning', 'surface'],
];

// Control outlines and the focus ring against what they sit on: 3:1 (WCAG 1.4.11).
const uiPairs: readonly Pair[] = [
  ['borderStrong', 'background'],
  ['borderStrong', 'surface'],
  ['focus', 'background'],
  ['focus', 'surface'],
  ['headerBadge', 'headerBackground'],
];

const cases = brandCodes.flatMap((code) => [
  ...textPairs.map(([fg, bg]) => ({ code, fg, bg, minimum: wcagAA.text })),
  ...uiPairs.map(([fg, bg]) => ({ code, fg, bg, minimum: wcagAA.largeTextOrUi })),
]);

describe('contrast maths', () => {
  it('matches known WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#000')).toBe(contrastRatio('#000000', '#ffffff'));
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
  });

  it('would fail a pair just under the minimum', () => {
    // #777 on white is the classic near miss; the brand test below uses the same comparison.
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(wcagAA.text);
  });

  it('refuses colours it cannot check', () => {
    for (const bad of ['red', '#ffff', '#12345g', 'rgb(0 0 0)', '#00000080', '']) {
      expect(() => parseHex(bad), bad).toThrow(TypeError);
    }
  });
});

describe('every brand theme meets WCAG 2.2 AA', () => {
  it.each(cases)('$code: $fg on $bg reaches $minimum:1', ({ code, fg, bg, minimum }) => {
    const colours = tokens[code].color;
    const ratio = contrastRatio(colours[fg], colours[bg]);
    expect(
      ratio,
      `${code} ${fg} ${colours[fg]} on ${bg} ${colours[bg]} is ${ratio.toFixed(2)}:1`,
    ).toBeGreaterThanOrEqual(minimum);
  });

  it('uses only opaque hex colours, so none escapes the check', () => {
    for (const code of brandCodes) {
      for (const [name, value] of Object.entries(tokens[code].color)) {
        expect(() => parseHex(value), `${code}.${name}`).not.toThrow();
      }
    }
  });
});
