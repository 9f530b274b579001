import { brandCodes, brands } from '@shop/brands/brands';
import { defineField } from 'sanity';
import { uniqueWithinBrand } from './unique.ts';

/** The brand a document belongs to: one of the nine codes, chosen from a list so a typo cannot orphan content. */
export const brandOptions = brands.map((brand) => ({ title: `${brand.name} (${brand.code})`, value: brand.code }));

/** `onePerBrand`: the document type allows a single document per brand (settings, bag content…). */
export function brandField(onePerBrand?: string) {
  return defineField({
    name: 'brand',
    title: 'Brand',
    type: 'string',
    options: { list: brandOptions, layout: 'dropdown' },
    validation: (rule) =>
      rule.required().custom(async (value, context) => {
        if (!isKnownBrand(value)) return 'Choose one of the nine brands';
        if (!onePerBrand) return true;
        return (await uniqueWithinBrand(onePerBrand, 'brand', value, context)) || 'This brand already has one';
      }),
  });
}

export function isKnownBrand(value: unknown): boolean {
  return typeof value === 'string' && (brandCodes as readonly string[]).includes(value);
}

export function brandTitle(code: unknown): string {
  return brands.find((brand) => brand.code === code)?.name ?? 'No brand';
}
