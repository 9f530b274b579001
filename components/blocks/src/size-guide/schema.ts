import { defineArrayMember, defineField, defineType } from '@sanity/types';

export const sizeGuideSchema = defineType({
  name: 'sizeGuide',
  title: 'Size guide',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', title: 'Introduction', type: 'text', rows: 2, validation: (rule) => rule.max(400) }),
    defineField({
      name: 'unit',
      title: 'Unit',
      type: 'string',
      options: {
        list: [
          { title: 'Centimetres', value: 'cm' },
          { title: 'Inches', value: 'in' },
        ],
        layout: 'radio',
      },
      initialValue: 'cm',
    }),
    defineField({
      name: 'columns',
      title: 'Column headings',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      description: 'The first column names each row, e.g. "UK size", "Bust", "Waist", "Hips"',
      validation: (rule) => rule.required().min(2).max(8),
    }),
    defineField({
      name: 'rows',
      title: 'Rows',
      type: 'array',
      validation: (rule) => rule.required().min(1).max(30),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'sizeGuideRow',
          fields: [
            defineField({
              name: 'cells',
              title: 'Cells',
              type: 'array',
              of: [defineArrayMember({ type: 'string' })],
              description: 'One value per column, in order',
              validation: (rule) => rule.required().min(2),
            }),
          ],
          preview: {
            select: { cells: 'cells' },
            prepare: ({ cells }) => ({ title: Array.isArray(cells) ? cells.join(' · ') : 'Row' }),
          },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', rows: 'rows' },
    prepare: ({ title, rows }) => ({
      title: title || 'Size guide',
      subtitle: `${Array.isArray(rows) ? rows.length : 0} sizes`,
    }),
  },
});
