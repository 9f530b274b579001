import { defineField, defineType } from '@sanity/types';
import { linkField } from '../fields.ts';

export const deliveryCountdownSchema = defineType({
  name: 'deliveryCountdown',
  title: 'Delivery countdown',
  type: 'object',
  description: 'Counts down to the next-day delivery cut-off; the time comes from the shop, not from this block.',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      initialValue: 'Want it tomorrow?',
      validation: (rule) => rule.required().max(60),
    }),
    linkField('link', 'Link'),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Delivery countdown', subtitle: 'Next-day delivery countdown' }),
  },
});
