import { defineArrayMember, defineField, defineType } from 'sanity';
import { brandField, brandTitle } from './brand.ts';
import { checkHref, checkTermsName } from './rules.ts';

/** The bag content's blocks (its fields of those names), in the order the bag shows them unless editors change it. */
export const BAG_BLOCKS = [
  { value: 'notifications', title: 'Notifications' },
  { value: 'information', title: 'Information' },
  { value: 'emptyMessage', title: 'Empty bag message' },
] as const;

/**
 * The bag page's editable copy (spec §3 "Bag content from the content system"): information, notifications,
 * delivery countdown, empty-bag message and delivery promotion, and the order its blocks show in. One per brand.
 */
export const bagContent = defineType({
  name: 'bagContent',
  title: 'Bag content',
  type: 'document',
  fields: [
    brandField('bagContent'),
    defineField({
      name: 'information',
      title: 'Information',
      type: 'text',
      rows: 3,
      description: 'Shown under the bag summary (returns, secure checkout…).',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'notifications',
      title: 'Notifications',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'bagNotification',
          title: 'Notification',
          type: 'object',
          fields: [
            defineField({
              name: 'tone',
              title: 'Tone',
              type: 'string',
              options: { list: ['info', 'success', 'warning'], layout: 'radio' },
              initialValue: 'info',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'message',
              title: 'Message',
              type: 'string',
              validation: (rule) => rule.required().max(160),
            }),
          ],
          preview: { select: { title: 'message', subtitle: 'tone' } },
        }),
      ],
      validation: (rule) => rule.max(3),
    }),
    defineField({
      name: 'deliveryCountdown',
      title: 'Delivery countdown',
      type: 'string',
      description: 'Use {time} where the time left to order goes, and {date} for the delivery day.',
      validation: (rule) =>
        rule.required().custom((value) => (typeof value === 'string' && value.includes('{time}')) || 'Include {time}'),
    }),
    defineField({
      name: 'emptyMessage',
      title: 'Empty bag message',
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
          title: 'Text',
          type: 'text',
          rows: 2,
          validation: (rule) => rule.required().max(200),
        }),
        defineField({
          name: 'ctaLabel',
          title: 'Button label',
          type: 'string',
          validation: (rule) => rule.required().max(30),
        }),
        defineField({
          name: 'ctaHref',
          title: 'Button link',
          type: 'string',
          validation: (rule) => rule.required().custom(checkHref),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'blockOrder',
      title: 'Block order',
      type: 'array',
      description:
        'The order the bag’s blocks show in, under its heading: drag to reorder. The information shows while the bag has items, the empty bag message while it is empty; a block left out shows after the others.',
      of: [
        defineArrayMember({
          type: 'string',
          options: { list: [...BAG_BLOCKS], layout: 'dropdown' },
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) =>
        rule.unique().custom((value) => {
          const known = new Set<unknown>(BAG_BLOCKS.map((block) => block.value));
          return (value ?? []).every((entry) => known.has(entry)) || 'Choose a bag block';
        }),
    }),
    defineField({
      name: 'deliveryPromotion',
      title: 'Delivery promotion',
      type: 'object',
      fields: [
        defineField({
          name: 'heading',
          title: 'Heading',
          type: 'string',
          validation: (rule) => rule.required().max(60),
        }),
        defineField({ name: 'body', title: 'Text', type: 'string', validation: (rule) => rule.required().max(160) }),
        defineField({
          name: 'thresholdPence',
          title: 'Free delivery threshold (pence)',
          type: 'number',
          description: 'Leave empty when the promotion has no spend threshold.',
          validation: (rule) => rule.integer().min(0),
        }),
        defineField({
          name: 'termsName',
          title: 'Banner terms name',
          type: 'string',
          validation: (rule) => rule.custom((v) => v === undefined || checkTermsName(v)),
        }),
      ],
    }),
  ],
  preview: {
    select: { brand: 'brand' },
    prepare: ({ brand }) => ({ title: `${brandTitle(brand)} bag content`, subtitle: String(brand ?? '') }),
  },
});
