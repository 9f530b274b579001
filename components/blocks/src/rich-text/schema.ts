import { defineArrayMember, defineField, defineType } from '@sanity/types';

export const richTextSchema = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title (optional)', type: 'string', validation: (rule) => rule.max(80) }),
    defineField({
      name: 'body',
      title: 'Text',
      type: 'array',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          type: 'block',
          styles: [
            { title: 'Normal', value: 'normal' },
            { title: 'Heading', value: 'h2' },
            { title: 'Subheading', value: 'h3' },
            { title: 'Quote', value: 'blockquote' },
          ],
          lists: [
            { title: 'Bullets', value: 'bullet' },
            { title: 'Numbered', value: 'number' },
          ],
          marks: {
            decorators: [
              { title: 'Strong', value: 'strong' },
              { title: 'Emphasis', value: 'em' },
            ],
            annotations: [
              defineArrayMember({
                name: 'link',
                title: 'Link',
                type: 'object',
                fields: [
                  defineField({
                    name: 'href',
                    title: 'Link',
                    type: 'string',
                    description: 'A site path such as /help/delivery, or an https:// or mailto: address',
                    validation: (rule) => rule.required(),
                  }),
                ],
              }),
            ],
          },
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'title', body: 'body' },
    prepare: ({ title, body }) => {
      const first = Array.isArray(body) ? body[0] : undefined;
      const text = Array.isArray(first?.children)
        ? first.children.map((c: { text?: string }) => c.text ?? '').join('')
        : '';
      return { title: title || text || 'Rich text', subtitle: 'Rich text' };
    },
  },
});
