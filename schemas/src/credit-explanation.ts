import { portableTextField } from '@shop/blocks/fields';
import { defineField, defineType } from 'sanity';
import { brandField, brandTitle } from './brand.ts';

/**
 * How the brand's store credit works, in plain words. The representative example itself comes from the credit
 * terms in code (lib/commerce), so copy can never disagree with the regulated figures.
 */
export const creditExplanation = defineType({
  name: 'brandCreditExplanation',
  title: 'Credit explanation',
  type: 'document',
  fields: [
    brandField('brandCreditExplanation'),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    portableTextField('body', 'Explanation', { required: true }),
  ],
  preview: {
    select: { title: 'title', brand: 'brand' },
    prepare: ({ title, brand }) => ({ title: String(title ?? 'Credit explanation'), subtitle: brandTitle(brand) }),
  },
});
