import { defineArrayMember, defineField } from 'sanity';
import { checkHref, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './rules.ts';

/** A labelled link, as used in navigation and footer columns. */
export const linkObject = defineArrayMember({
  name: 'navLink',
  title: 'Link',
  type: 'object',
  fields: [
    defineField({ name: 'label', title: 'Label', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({
      name: 'href',
      title: 'Link to',
      type: 'string',
      validation: (rule) => rule.required().custom(checkHref),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});

export function seoField() {
  return defineField({
    name: 'seo',
    title: 'Search engines',
    type: 'object',
    group: 'seo',
    options: { collapsible: true, collapsed: false },
    fields: [
      defineField({
        name: 'title',
        title: 'Page title',
        type: 'string',
        description: `Shown in search results and the browser tab; up to ${SEO_TITLE_MAX} characters. The brand name is added.`,
        validation: (rule) => rule.required().max(SEO_TITLE_MAX),
      }),
      defineField({
        name: 'description',
        title: 'Description',
        type: 'text',
        rows: 3,
        description: `Up to ${SEO_DESCRIPTION_MAX} characters.`,
        validation: (rule) => rule.required().min(50).max(SEO_DESCRIPTION_MAX),
      }),
      defineField({
        name: 'noindex',
        title: 'Hide from search engines',
        type: 'boolean',
        initialValue: false,
      }),
    ],
    validation: (rule) => rule.required(),
  });
}
