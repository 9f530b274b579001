import { defineField, defineType } from '@sanity/types';
import { productSourceFields } from '../product-source.ts';

export const productCarouselSchema = defineType({
  name: 'productCarousel',
  title: 'Product carousel',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    ...productSourceFields,
  ],
  preview: {
    select: { title: 'title', source: 'source' },
    prepare: ({ title, source }) => ({ title: title || 'Product carousel', subtitle: `Carousel · ${source ?? ''}` }),
  },
});
