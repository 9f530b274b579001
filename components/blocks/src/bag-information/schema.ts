import { defineField, defineType } from '@sanity/types';
import { linkField } from '../fields.ts';

export const bagInformationSchema = defineType({
  name: 'bagInformation',
  title: 'Bag information',
  type: 'object',
  description: 'Helpful information shown on the bag page (returns, delivery, payment options).',
  fields: [
    defineField({ name: 'heading', title: 'Heading (optional)', type: 'string', validation: (rule) => rule.max(80) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required().max(600) }),
    linkField('link', 'Link'),
  ],
  preview: {
    select: { title: 'heading', subtitle: 'text' },
    prepare: ({ title, subtitle }) => ({ title: title || subtitle || 'Bag information', subtitle: 'Bag information' }),
  },
});
