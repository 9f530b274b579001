// WCAG 2.x contrast maths (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance), for opaque sRGB hex colours.

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const hexPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rgb` or `#rrggbb`; anything else (names, alpha, rgb()) throws so a token can't silently skip the check. */
export function parseHex(hex: string): Rgb {
  if (!hexPattern.test(hex)) throw new TypeError(`Not an opaque hex colour: ${JSON.stringify(hex)}`);
  const digits =
    hex.length === 4
      ? hex
          .slice(1)
          .split('')
          .map((d) => d + d)
          .join('')
      : hex.slice(1);
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

function linearise(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return 0.2126 * linearise(r) + 0.7152 * linearise(g) + 0.0722 * linearise(b);
}

/** Contrast ratio between two colours, 1 to 21, order-independent. */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  const [lighter, darker] = a > b ? [a, b] : [b, a];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG 2.2 AA minimums: 4.5:1 for body text, 3:1 for large text and UI components (1.4.3, 1.4.11). */
export const wcagAA = { text: 4.5, largeTextOrUi: 3 } as const;
