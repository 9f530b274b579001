import { defineField, defineType } from '@sanity/types';
import { linkField } from '../fields.ts';

export const creditExplanationSchema = defineType({
  name: 'creditExplanation',
  title: 'Credit explanation',
  type: 'object',
  description:
    'Explains the brand’s credit account. The representative example comes from the credit terms, not from here.',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.max(600) }),
    linkField('link', 'Link'),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Credit explanation', subtitle: 'Credit explanation' }),
  },
});
