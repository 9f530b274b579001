// Named colours used by the seed: display name → swatch, facet family and the 3-letter code used in variant codes.

export interface ColourDef {
  hex: string;
  family: string;
  code: string;
}

export const COLOURS = {
  Black: { hex: '#23211f', family: 'Black', code: 'BLK' },
  White: { hex: '#f7f5f0', family: 'White', code: 'WHT' },
  Ivory: { hex: '#efe6d2', family: 'Cream', code: 'IVR' },
  Cream: { hex: '#ece0c4', family: 'Cream', code: 'CRM' },
  Oatmeal: { hex: '#d8c9ad', family: 'Neutral', code: 'OAT' },
  Stone: { hex: '#c4b8a4', family: 'Neutral', code: 'STN' },
  Taupe: { hex: '#9c8b7a', family: 'Neutral', code: 'TPE' },
  Camel: { hex: '#b98a55', family: 'Brown', code: 'CML' },
  Tan: { hex: '#a8703f', family: 'Brown', code: 'TAN' },
  Chocolate: { hex: '#5a3a28', family: 'Brown', code: 'CHC' },
  Mocha: { hex: '#7b5b4a', family: 'Brown', code: 'MCH' },
  Grey: { hex: '#9a9a9c', family: 'Grey', code: 'GRY' },
  'Grey Marl': { hex: '#a9aaae', family: 'Grey', code: 'GMR' },
  Charcoal: { hex: '#46484d', family: 'Grey', code: 'CHR' },
  Silver: { hex: '#c3c6cb', family: 'Grey', code: 'SLV' },
  Navy: { hex: '#1f2f4f', family: 'Blue', code: 'NVY' },
  'Ink Blue': { hex: '#27395e', family: 'Blue', code: 'INK' },
  'Cobalt Blue': { hex: '#2b54b8', family: 'Blue', code: 'CBT' },
  'Sky Blue': { hex: '#8fb9de', family: 'Blue', code: 'SKY' },
  'Denim Blue': { hex: '#4d6f99', family: 'Blue', code: 'DNM' },
  'Mid Wash': { hex: '#5f7fa8', family: 'Blue', code: 'MDW' },
  'Dark Wash': { hex: '#2c3e5c', family: 'Blue', code: 'DKW' },
  'Light Wash': { hex: '#9db5d1', family: 'Blue', code: 'LTW' },
  'Duck Egg': { hex: '#aac9c6', family: 'Blue', code: 'DEG' },
  Teal: { hex: '#1f7a7a', family: 'Green', code: 'TEL' },
  Sage: { hex: '#9fb395', family: 'Green', code: 'SGE' },
  Khaki: { hex: '#7d7a4e', family: 'Green', code: 'KHK' },
  Olive: { hex: '#5f6136', family: 'Green', code: 'OLV' },
  'Forest Green': { hex: '#2f4f3a', family: 'Green', code: 'FOR' },
  Emerald: { hex: '#17795a', family: 'Green', code: 'EMR' },
  Mint: { hex: '#b9dcc8', family: 'Green', code: 'MNT' },
  Red: { hex: '#c0322f', family: 'Red', code: 'RED' },
  Berry: { hex: '#8c2350', family: 'Pink', code: 'BRY' },
  Burgundy: { hex: '#6b1f2e', family: 'Red', code: 'BGY' },
  Wine: { hex: '#5e1a2b', family: 'Red', code: 'WIN' },
  Coral: { hex: '#ec7a61', family: 'Orange', code: 'CRL' },
  Rust: { hex: '#a9502a', family: 'Orange', code: 'RST' },
  Terracotta: { hex: '#c46a4a', family: 'Orange', code: 'TER' },
  Ochre: { hex: '#c99a2e', family: 'Yellow', code: 'OCH' },
  Mustard: { hex: '#d4a52a', family: 'Yellow', code: 'MST' },
  Lemon: { hex: '#f1dd7a', family: 'Yellow', code: 'LEM' },
  Blush: { hex: '#e8bfb8', family: 'Pink', code: 'BLS' },
  'Dusky Pink': { hex: '#c99a9a', family: 'Pink', code: 'DPK' },
  Pink: { hex: '#e48aa6', family: 'Pink', code: 'PNK' },
  Fuchsia: { hex: '#c2387d', family: 'Pink', code: 'FCH' },
  Lilac: { hex: '#b7a6d3', family: 'Purple', code: 'LIL' },
  Plum: { hex: '#5d2e58', family: 'Purple', code: 'PLM' },
  Purple: { hex: '#6a3d9a', family: 'Purple', code: 'PRP' },
  Nude: { hex: '#d9b49a', family: 'Neutral', code: 'NUD' },
  Latte: { hex: '#c39a7a', family: 'Neutral', code: 'LAT' },
  Almond: { hex: '#a7785a', family: 'Neutral', code: 'ALM' },
  Natural: { hex: '#dccfb4', family: 'Neutral', code: 'NAT' },
  Oak: { hex: '#b88a5a', family: 'Brown', code: 'OAK' },
  Walnut: { hex: '#6e4a2f', family: 'Brown', code: 'WAL' },
  Brass: { hex: '#b59a52', family: 'Gold', code: 'BRS' },
  Gold: { hex: '#c9a442', family: 'Gold', code: 'GLD' },
  Chrome: { hex: '#b4b9c0', family: 'Grey', code: 'CHM' },
  Copper: { hex: '#b66d3f', family: 'Orange', code: 'CPR' },
} as const satisfies Record<string, ColourDef>;

export type ColourName = keyof typeof COLOURS;

export function colourDef(name: ColourName): ColourDef {
  return COLOURS[name];
}

// ---- colour arithmetic for the illustrations ----

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: readonly [number, number, number]): string {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return `#${[r, g, b].map((v) => clamp(v).toString(16).padStart(2, '0')).join('')}`;
}

/** Linear mix: t = 0 → a, t = 1 → b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Relative luminance (0 dark … 1 light). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
