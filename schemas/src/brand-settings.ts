import { defineArrayMember, defineField, defineType } from 'sanity';
import { brandField, brandTitle } from './brand.ts';
import { linkObject } from './fields.ts';
import { checkCreditBrandName } from './rules.ts';

/** The copy editors own for one brand. Code-level identity (code, hostnames, trading title) and theme stay in brands/. */
export const brandSettings = defineType({
  name: 'brandSettings',
  title: 'Brand settings',
  type: 'document',
  fields: [
    brandField('brandSettings'),
    defineField({
      name: 'description',
      title: 'Shop description',
      type: 'text',
      rows: 3,
      description: 'Used as the default meta description and in the footer.',
      validation: (rule) => rule.required().min(50).max(200),
    }),
    defineField({
      name: 'searchPlaceholder',
      title: 'Search placeholder',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'loyaltyName',
      title: 'Loyalty scheme name',
      type: 'string',
      description: 'Leave empty when the brand has no loyalty scheme.',
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: 'creditBrandName',
      title: 'Credit brand name',
      type: 'string',
      validation: (rule) => rule.required().custom(checkCreditBrandName),
    }),
    defineField({
      name: 'navigation',
      title: 'Navigation links',
      type: 'array',
      of: [linkObject],
      validation: (rule) => rule.max(10),
    }),
    defineField({
      name: 'footerColumns',
      title: 'Footer columns',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'footerColumn',
          title: 'Footer column',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Heading',
              type: 'string',
              validation: (rule) => rule.required().max(30),
            }),
            defineField({
              name: 'links',
              title: 'Links',
              type: 'array',
              of: [linkObject],
              validation: (rule) => rule.required().min(1).max(8),
            }),
          ],
          preview: { select: { title: 'title' } },
        }),
      ],
      validation: (rule) => rule.max(4),
    }),
    defineField({
      name: 'newsletterText',
      title: 'Newsletter invitation',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(200),
    }),
  ],
  preview: {
    select: { brand: 'brand' },
    prepare: ({ brand }) => ({ title: `${brandTitle(brand)} settings`, subtitle: String(brand ?? '') }),
  },
});
