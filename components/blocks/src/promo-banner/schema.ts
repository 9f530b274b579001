import { defineField, defineType } from '@sanity/types';
import { linkField } from '../fields.ts';

export const promoBannerSchema = defineType({
  name: 'promoBanner',
  title: 'Promo banner',
  type: 'object',
  fields: [
    defineField({ name: 'message', title: 'Message', type: 'string', validation: (rule) => rule.required().max(140) }),
    linkField('link', 'Link'),
    defineField({
      name: 'termsName',
      title: 'Terms name',
      type: 'string',
      description: 'The name of the banner terms document to open from "Terms apply", e.g. "spring-20-off"',
      validation: (rule) => rule.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { name: 'slug' }),
    }),
  ],
  preview: {
    select: { title: 'message', subtitle: 'termsName' },
    prepare: ({ title, subtitle }) => ({
      title: title || 'Promo banner',
      subtitle: subtitle ? `Terms: ${subtitle}` : 'Promo banner',
    }),
  },
});
