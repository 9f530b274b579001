import { defineArrayMember, defineField, defineType } from '@sanity/types';
import { imageField } from '../fields.ts';

export const categoryTilesSchema = defineType({
  name: 'categoryTiles',
  title: 'Category tiles',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'tiles',
      title: 'Tiles',
      type: 'array',
      validation: (rule) => rule.required().min(1).max(12),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'categoryTile',
          fields: [
            defineField({
              name: 'categorySlug',
              title: 'Category slug',
              type: 'string',
              description: 'As in the category address, e.g. "dresses"; name and product count come from the shop',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'label',
              title: 'Label (optional)',
              type: 'string',
              description: 'Defaults to the category name',
            }),
            imageField('image', 'Image'),
          ],
          preview: { select: { title: 'categorySlug', media: 'image' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', tiles: 'tiles' },
    prepare: ({ title, tiles }) => ({
      title: title || 'Category tiles',
      subtitle: `${Array.isArray(tiles) ? tiles.length : 0} categories`,
    }),
  },
});
