import { defineField, defineType } from '@sanity/types';
import { linkField } from '../fields.ts';

export const deliveryPromotionSchema = defineType({
  name: 'deliveryPromotion',
  title: 'Delivery promotion',
  type: 'object',
  fields: [
    defineField({
      name: 'message',
      title: 'Message',
      type: 'string',
      description:
        'Write {threshold} where the spend threshold goes, e.g. "Free standard delivery when you spend {threshold}"',
      validation: (rule) =>
        rule
          .required()
          .max(140)
          .custom((value, { parent }) => {
            const threshold =
              typeof parent === 'object' && parent !== null && 'threshold' in parent ? parent.threshold : undefined;
            return typeof value === 'string' && value.includes('{threshold}') && typeof threshold !== 'number'
              ? 'Set the threshold the message mentions'
              : true;
          }),
    }),
    defineField({
      name: 'threshold',
      title: 'Spend threshold (£)',
      type: 'number',
      validation: (rule) => rule.min(0).precision(2),
    }),
    linkField('link', 'Link'),
  ],
  preview: {
    select: { title: 'message', threshold: 'threshold' },
    prepare: ({ title, threshold }) => ({
      title: typeof title === 'string' ? title.replace('{threshold}', `£${threshold ?? '?'}`) : 'Delivery promotion',
      subtitle: 'Delivery promotion',
    }),
  },
});
