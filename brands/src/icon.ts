// Each brand's favicon: its initial in its brand colour, as a small SVG (browsers use it at 16–32 px). The colour
// pair is the brand's `brand`/`onBrand` tokens, which contrast.test.ts already holds to WCAG AA.
import type { Brand } from './brands.ts';
import { tokens } from './tokens.ts';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** The brand's icon as SVG markup: a rounded square in the brand colour with the name's initial. */
export function brandIconSvg(brand: Pick<Brand, 'code' | 'name'>): string {
  const { color } = tokens[brand.code];
  const initial = escapeXml(brand.name.trim().charAt(0).toUpperCase());
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">',
    `<title>${escapeXml(brand.name)}</title>`,
    `<rect width="32" height="32" rx="6" fill="${color.brand}"/>`,
    `<text x="16" y="16" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="21" font-weight="700" fill="${color.onBrand}">${initial}</text>`,
    '</svg>',
  ].join('');
}
