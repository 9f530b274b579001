import { defineArrayMember, defineField, defineType } from '@sanity/types';

export const faqAccordionSchema = defineType({
  name: 'faqAccordion',
  title: 'FAQ accordion',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      initialValue: 'Frequently asked questions',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'items',
      title: 'Questions',
      type: 'array',
      validation: (rule) => rule.required().min(1).max(30),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'faqItem',
          fields: [
            defineField({
              name: 'question',
              title: 'Question',
              type: 'string',
              validation: (rule) => rule.required().max(160),
            }),
            defineField({
              name: 'answer',
              title: 'Answer',
              type: 'text',
              rows: 4,
              validation: (rule) => rule.required().max(1500),
            }),
          ],
          preview: { select: { title: 'question', subtitle: 'answer' } },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', items: 'items' },
    prepare: ({ title, items }) => ({
      title: title || 'FAQ',
      subtitle: `${Array.isArray(items) ? items.length : 0} questions`,
    }),
  },
});
