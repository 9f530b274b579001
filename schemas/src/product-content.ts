import { portableTextField } from '@shop/blocks/fields';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { brandField, brandTitle } from './brand.ts';
import { productTemplateBlocksField, templateModeField } from './product-template.ts';
import { checkProductNumber } from './rules.ts';
import { uniqueWithinBrand } from './unique.ts';

/** Editorial extras for one product, keyed by its product number: copy, a size guide and complete-the-set picks. */
export const productContent = defineType({
  name: 'productContent',
  title: 'Product content',
  type: 'document',
  fields: [
    brandField(),
    defineField({
      name: 'productNumber',
      title: 'Product number',
      type: 'string',
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          const shape = checkProductNumber(value);
          if (shape !== true) return shape;
          const brand = context.document?.brand;
          if (brand !== undefined && !productNumberFitsBrand(String(value), String(brand))) {
            return 'This product number belongs to another brand';
          }
          return (
            (await uniqueWithinBrand('productContent', 'productNumber', value, context)) ||
            'This product already has content'
          );
        }),
    }),
    portableTextField('editorial', 'Editorial copy'),
    defineField({
      name: 'sizeGuide',
      title: 'Size guide',
      type: 'reference',
      to: [{ type: 'productSizeGuide' }],
      options: { filter: 'brand == $brand', filterParams: {} },
    }),
    defineField({
      name: 'completeTheSet',
      title: 'Complete the set',
      type: 'array',
      description: 'Product numbers shown as “Complete the set”.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.custom(checkProductNumber) })],
      validation: (rule) => rule.unique().max(6),
    }),
    templateModeField('templateMode'),
    productTemplateBlocksField(),
  ],
  preview: {
    select: { productNumber: 'productNumber', brand: 'brand' },
    prepare: ({ productNumber, brand }) => ({
      title: String(productNumber ?? 'No product'),
      subtitle: brandTitle(brand),
    }),
  },
});

const prefixes: Record<string, string> = {
  dal: 'DA',
  cgn: 'CG',
  jdw: 'JD',
  awl: 'AW',
  fw: 'FW',
  ihm: 'IH',
  fsp: 'FS',
  ccl: 'CL',
  pma: 'PM',
};

export function productNumberFitsBrand(productNumber: string, brand: string): boolean {
  const prefix = prefixes[brand];
  return prefix !== undefined && productNumber.startsWith(prefix);
}
