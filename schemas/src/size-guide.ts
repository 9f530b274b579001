import { portableTextField } from '@shop/blocks/fields';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { brandField, brandTitle } from './brand.ts';

/** A size chart: column headings and one row per size, plus how to measure. */
export const sizeGuide = defineType({
  name: 'productSizeGuide',
  title: 'Size guide',
  type: 'document',
  fields: [
    brandField(),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'unit',
      title: 'Measurements in',
      type: 'string',
      options: { list: ['cm', 'inches'], layout: 'radio' },
      initialValue: 'cm',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'columns',
      title: 'Column headings',
      type: 'array',
      description: 'The first column is the size, e.g. UK size, Bust, Waist, Hip.',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(2).max(8),
    }),
    defineField({
      name: 'rows',
      title: 'Sizes',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'sizeRow',
          title: 'Size',
          type: 'object',
          fields: [
            defineField({
              name: 'cells',
              title: 'Cells',
              type: 'array',
              of: [defineArrayMember({ type: 'string' })],
              validation: (rule) =>
                rule.required().custom((cells, context) => {
                  const columns = (context.document?.columns as unknown[] | undefined)?.length ?? 0;
                  return (
                    !Array.isArray(cells) ||
                    cells.length === columns ||
                    `Give one value for each of the ${columns} columns`
                  );
                }),
            }),
          ],
          preview: {
            select: { cells: 'cells' },
            prepare: ({ cells }) => ({ title: (cells as string[] | undefined)?.join(' · ') ?? '' }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    portableTextField('howToMeasure', 'How to measure'),
  ],
  preview: {
    select: { title: 'title', brand: 'brand' },
    prepare: ({ title, brand }) => ({ title: String(title ?? 'Size guide'), subtitle: brandTitle(brand) }),
  },
});
