import { defineField, defineType } from '@sanity/types';

export const newsletterSignupSchema = defineType({
  name: 'newsletterSignup',
  title: 'Newsletter sign-up',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      initialValue: 'Get our newsletter',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.max(300) }),
    defineField({
      name: 'buttonLabel',
      title: 'Button label',
      type: 'string',
      initialValue: 'Sign up',
      validation: (rule) => rule.max(24),
    }),
    defineField({
      name: 'privacyNote',
      title: 'Privacy note',
      type: 'string',
      description: 'e.g. "You can unsubscribe at any time. See our privacy notice."',
      validation: (rule) => rule.max(200),
    }),
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Newsletter sign-up', subtitle: 'Newsletter sign-up' }),
  },
});
