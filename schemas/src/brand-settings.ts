import { defineArrayMember, defineField, defineType } from 'sanity';
import { brandField, brandTitle } from './brand.ts';
import { linkObject } from './fields.ts';
import { checkConsentCategories, checkCreditBrandName, checkHref, checkHttpsUrl } from './rules.ts';

/** Spec §9: cookie consent categories 1 to 5. 1 (strictly necessary) is always on; the shopper chooses 2 to 5. */
export const CONSENT_CATEGORY_OPTIONS = [
  { title: '1 · Strictly necessary', value: 1 },
  { title: '2 · Performance and analytics', value: 2 },
  { title: '3 · Functional', value: 3 },
  { title: '4 · Targeting and recommendations', value: 4 },
  { title: '5 · Social media', value: 5 },
];

export const SOCIAL_NETWORKS = [
  { title: 'Facebook', value: 'facebook' },
  { title: 'Instagram', value: 'instagram' },
  { title: 'Pinterest', value: 'pinterest' },
  { title: 'TikTok', value: 'tiktok' },
  { title: 'X', value: 'x' },
  { title: 'YouTube', value: 'youtube' },
];

/** The copy editors own for one brand. Code-level identity (code, hostnames, trading title) and theme stay in brands/. */
export const brandSettings = defineType({
  name: 'brandSettings',
  title: 'Brand settings',
  type: 'document',
  fields: [
    brandField('brandSettings'),
    defineField({
      name: 'description',
      title: 'Shop description',
      type: 'text',
      rows: 3,
      description: 'Used as the default meta description and in the footer.',
      validation: (rule) => rule.required().min(50).max(200),
    }),
    defineField({
      name: 'searchPlaceholder',
      title: 'Search placeholder',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'loyaltyName',
      title: 'Loyalty scheme name',
      type: 'string',
      description: 'Leave empty when the brand has no loyalty scheme.',
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: 'creditBrandName',
      title: 'Credit brand name',
      type: 'string',
      validation: (rule) => rule.required().custom(checkCreditBrandName),
    }),
    defineField({
      name: 'favicon',
      title: 'Favicon',
      type: 'image',
      description:
        'The icon browsers show in the tab and bookmarks: square, SVG or a PNG of at least 64 × 64 px. Empty: the brand’s initial in its colour.',
      options: { accept: 'image/svg+xml,image/png' },
    }),
    defineField({
      name: 'navigation',
      title: 'Navigation links',
      type: 'array',
      of: [linkObject],
      description: 'The header’s category bar and the small-screen menu, in this order.',
      validation: (rule) => rule.max(12),
    }),
    defineField({
      name: 'footerColumns',
      title: 'Footer columns',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'footerColumn',
          title: 'Footer column',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Heading',
              type: 'string',
              validation: (rule) => rule.required().max(30),
            }),
            defineField({
              name: 'links',
              title: 'Links',
              type: 'array',
              of: [linkObject],
              validation: (rule) => rule.required().min(1).max(8),
            }),
          ],
          preview: { select: { title: 'title' } },
        }),
      ],
      validation: (rule) => rule.max(4),
    }),
    defineField({
      name: 'legalLinks',
      title: 'Legal links',
      type: 'array',
      of: [linkObject],
      description: 'The row at the foot of every page: terms, privacy, cookies. "Cookie settings" is added after them.',
      validation: (rule) => rule.max(8),
    }),
    defineField({
      name: 'socialLinks',
      title: 'Social links',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'socialLink',
          title: 'Social link',
          type: 'object',
          fields: [
            defineField({
              name: 'network',
              title: 'Network',
              type: 'string',
              options: { list: SOCIAL_NETWORKS },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'url',
              title: 'Address',
              type: 'string',
              validation: (rule) => rule.required().custom(checkHttpsUrl),
            }),
          ],
          preview: { select: { title: 'network', subtitle: 'url' } },
        }),
      ],
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: 'newsletterHeading',
      title: 'Newsletter heading',
      type: 'string',
      validation: (rule) => rule.max(60),
    }),
    defineField({
      name: 'newsletterText',
      title: 'Newsletter invitation',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'cookieConsent',
      title: 'Cookie consent banner',
      type: 'object',
      fields: [
        defineField({
          name: 'heading',
          title: 'Heading',
          type: 'string',
          validation: (rule) => rule.required().max(60),
        }),
        defineField({
          name: 'body',
          title: 'Message',
          type: 'text',
          rows: 3,
          validation: (rule) => rule.required().max(400),
        }),
        defineField({
          name: 'policyLink',
          title: 'Cookie policy link',
          type: 'string',
          validation: (rule) => rule.custom((value) => (value === undefined ? true : checkHref(value))),
        }),
        defineField({ name: 'acceptLabel', title: '"Accept all" label', type: 'string', validation: (r) => r.max(30) }),
        defineField({ name: 'rejectLabel', title: '"Reject all" label', type: 'string', validation: (r) => r.max(30) }),
        defineField({
          name: 'manageLabel',
          title: '"Manage settings" label',
          type: 'string',
          validation: (r) => r.max(30),
        }),
        defineField({
          name: 'saveLabel',
          title: '"Save my choices" label',
          type: 'string',
          validation: (r) => r.max(30),
        }),
        defineField({
          name: 'categories',
          title: 'Categories',
          type: 'array',
          description: 'What each consent category (spec §9: 1 to 5) covers, in the shopper’s words.',
          of: [
            defineArrayMember({
              name: 'consentCategory',
              title: 'Category',
              type: 'object',
              fields: [
                defineField({
                  name: 'category',
                  title: 'Category',
                  type: 'number',
                  options: { list: CONSENT_CATEGORY_OPTIONS },
                  validation: (rule) => rule.required().integer().min(1).max(5),
                }),
                defineField({
                  name: 'title',
                  title: 'Name',
                  type: 'string',
                  validation: (rule) => rule.required().max(50),
                }),
                defineField({
                  name: 'description',
                  title: 'What it covers',
                  type: 'text',
                  rows: 2,
                  validation: (rule) => rule.required().max(300),
                }),
              ],
              preview: { select: { title: 'title', subtitle: 'category' } },
            }),
          ],
          validation: (rule) => rule.max(5).custom(checkConsentCategories),
        }),
      ],
    }),
  ],
  preview: {
    select: { brand: 'brand' },
    prepare: ({ brand }) => ({ title: `${brandTitle(brand)} settings`, subtitle: String(brand ?? '') }),
  },
});
