import { defineField, defineType } from '@sanity/types';
import { productSourceFields } from '../product-source.ts';

export const productGridSchema = defineType({
  name: 'productGrid',
  title: 'Product grid',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    ...productSourceFields,
  ],
  preview: {
    select: { title: 'title', source: 'source', categorySlug: 'categorySlug', searchTerm: 'searchTerm' },
    prepare: ({ title, source, categorySlug, searchTerm }) => ({
      title: title || 'Product grid',
      subtitle: `Grid · ${source === 'category' ? `category ${categorySlug ?? '?'}` : source === 'search' ? `search "${searchTerm ?? ''}"` : 'picked products'}`,
    }),
  },
});
