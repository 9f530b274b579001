import { defineArrayMember, defineField, defineType } from 'sanity';
import { blockArrayField } from '../../components/blocks/src/schemas.ts';
import { brandField, brandTitle } from './brand.ts';
import { headingField } from './product-template.ts';

/**
 * The checkout's content slots, one template per brand: the blocks shown on the delivery step and on the payment step,
 * in the editors' order. Editors write the copy only. What is bound to the shopper's order comes from the shop: the
 * free-delivery threshold and what is left to spend from the brand's delivery rules and the bag (lib/commerce), the
 * representative example from the brand's credit terms. A block that needs credit shows nothing on a brand without it.
 */

const linkLabelField = (initial: string, description: string) =>
  defineField({
    name: 'linkLabel',
    title: 'Link text',
    type: 'string',
    initialValue: initial,
    description,
    validation: (rule) => rule.max(40),
  });

export const checkoutDeliveryPromotionBlock = defineType({
  name: 'checkoutDeliveryPromotion',
  title: 'Delivery promotion',
  type: 'object',
  description:
    'The brand’s free delivery offer. The threshold and what the shopper has left to spend come from the shop’s delivery rules and the bag, never from this text; it is hidden once the bag qualifies.',
  fields: [
    headingField('Free standard delivery'),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'string',
      description:
        'Write {threshold} where the free-delivery threshold goes and {remaining} where what is left to spend goes, e.g. "Spend {remaining} more for free delivery". Both are filled in by the shop.',
      validation: (rule) => rule.required().max(160),
    }),
    linkLabelField('About the offer', 'Links to the brand’s delivery promotion page (/delivery-offer).'),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Delivery promotion' }) },
});

export const checkoutReassuranceBlock = defineType({
  name: 'checkoutReassurance',
  title: 'Reassurance',
  type: 'object',
  description: 'Short points that reassure the shopper (secure payment, returns, help).',
  fields: [
    headingField('Shop with confidence'),
    defineField({
      name: 'points',
      title: 'Points',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(120) })],
      validation: (rule) => rule.required().min(1).max(5),
    }),
  ],
  preview: {
    select: { title: 'heading', points: 'points' },
    prepare: ({ title, points }) => ({
      title,
      subtitle: `Reassurance · ${Array.isArray(points) ? points.length : 0} points`,
    }),
  },
});

export const checkoutCreditExplanationBlock = defineType({
  name: 'checkoutCreditExplanation',
  title: 'Credit explanation',
  type: 'object',
  description:
    'The brand’s credit account in a few words, with the representative example worked out from the brand’s credit terms (never typed here). Not shown on a brand without credit.',
  fields: [
    headingField('Spread the cost'),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.max(300) }),
    linkLabelField('How it works', 'Links to the brand’s credit explanation page (/credit-explained).'),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Credit explanation' }) },
});

export const checkoutTemplateBlockSchemas = [
  checkoutDeliveryPromotionBlock,
  checkoutReassuranceBlock,
  checkoutCreditExplanationBlock,
];

/** What a checkout slot may hold: the three checkout blocks and rich text. */
export const CHECKOUT_TEMPLATE_BLOCK_TYPES = [
  ...checkoutTemplateBlockSchemas.map((schema) => schema.name),
  'richText',
] as const;

function slotField(name: string, title: string, description: string) {
  return defineField({
    ...blockArrayField(name, title, CHECKOUT_TEMPLATE_BLOCK_TYPES),
    description,
    validation: (rule) => rule.max(6),
  });
}

export const checkoutTemplate = defineType({
  name: 'checkoutTemplate',
  title: 'Checkout template',
  type: 'document',
  fields: [
    brandField('checkoutTemplate'),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    slotField('deliveryBlocks', 'Delivery step', 'Shown above the delivery options, in this order.'),
    slotField('paymentBlocks', 'Payment step', 'Shown under the ways to pay, in this order.'),
  ],
  preview: {
    select: { title: 'title', brand: 'brand' },
    prepare: ({ title, brand }) => ({ title: String(title ?? 'Checkout template'), subtitle: brandTitle(brand) }),
  },
});
