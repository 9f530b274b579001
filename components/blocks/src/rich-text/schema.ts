import { defineField, defineType } from '@sanity/types';
import { portableTextField } from '../fields.ts';

export const richTextSchema = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Title (optional)', type: 'string', validation: (rule) => rule.max(80) }),
    portableTextField('body', 'Text', { required: true }),
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
