import { defineField, defineType } from '@sanity/types';
import { imageField, linkField } from '../fields.ts';

export const heroTones = ['brand', 'accent', 'light', 'dark'] as const;

export const heroSchema = defineType({
  name: 'hero',
  title: 'Hero',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'subheading',
      title: 'Subheading',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.max(200),
    }),
    imageField('image', 'Image'),
    linkField('cta', 'Call to action'),
    defineField({
      name: 'tone',
      title: 'Tone',
      type: 'string',
      options: { list: [...heroTones], layout: 'radio' },
      initialValue: 'brand',
    }),
  ],
  preview: {
    select: { title: 'heading', subtitle: 'subheading', media: 'image' },
    prepare: ({ title, subtitle, media }) => ({ title: title || 'Hero', subtitle: subtitle || 'Hero', media }),
  },
});
