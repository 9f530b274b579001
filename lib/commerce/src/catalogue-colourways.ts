// A product's colourways: the colours its options come in (one variant code per colour, shared by its sizes), with
// a swatch colour from the catalogue palette, for the product page's colour picker.
import type { ProductOption } from './catalogue.ts';
import { COLOURS } from './seed/colours.ts';

export interface Colourway {
  /** The options' shared variant code (the cart's productVariantCode). */
  variantCode: string;
  colour: string;
  /** Swatch fill; null for a colour outside the palette (the picker shows its name only). */
  swatch: string | null;
  /** At least one size of this colour can be bought. */
  purchasable: boolean;
}

const palette: Readonly<Record<string, { hex: string }>> = COLOURS;

/** The colourways of a product's options, in option order (the main colour first). */
export function colourwaysOf(options: readonly Pick<ProductOption, 'colour' | 'variantCode' | 'purchasable'>[]) {
  const byVariant = new Map<string, Colourway>();
  for (const option of options) {
    const known = byVariant.get(option.variantCode);
    if (known) {
      known.purchasable ||= option.purchasable;
      continue;
    }
    byVariant.set(option.variantCode, {
      variantCode: option.variantCode,
      colour: option.colour,
      swatch: Object.hasOwn(palette, option.colour) ? (palette[option.colour]?.hex ?? null) : null,
      purchasable: option.purchasable,
    });
  }
  return [...byVariant.values()];
}

/**
 * The colourway a `?colour=` value asks for (its variant code, any case), else the first. Unknown or hostile values
 * fall back quietly: a shared link to a colour that has gone still opens the product.
 */
export function pickColourway(colourways: readonly Colourway[], requested: unknown): Colourway | null {
  const wanted = typeof requested === 'string' ? requested.trim().toUpperCase().slice(0, 40) : '';
  return colourways.find((way) => way.variantCode.toUpperCase() === wanted) ?? colourways[0] ?? null;
}
