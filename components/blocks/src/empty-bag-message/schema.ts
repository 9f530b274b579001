import { defineField, defineType } from '@sanity/types';
import { linkField } from '../fields.ts';

export const emptyBagMessageSchema = defineType({
  name: 'emptyBagMessage',
  title: 'Empty bag message',
  type: 'object',
  description: 'What the bag page shows when the bag has nothing in it.',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      initialValue: 'Your bag is empty',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    linkField('cta', 'Call to action'),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Empty bag message', subtitle: 'Empty bag message' }),
  },
});
