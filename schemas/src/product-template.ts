import { portableTextField } from '@shop/blocks/fields';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { brandField, brandTitle } from './brand.ts';
import { checkProductNumber, checkSlug } from './rules.ts';
import { uniqueWithinBrand } from './unique.ts';

/**
 * The product page composed from blocks. A brand's template (no category) lays out every product page of the brand;
 * a template for a category overrides it for that category's products, and a product's content (productContent
 * `templateBlocks`) overrides both for that product. An override either adds or replaces blocks (`templateMode`).
 *
 * The commerce-bound blocks here (product details, complete the set, recommendations) carry no product data: the site
 * reads the product, its stock and prices from the catalogue; editors only choose where the block goes and its copy.
 */

/** A block's heading, required, with the heading editors start from. */
export const headingField = (initial: string) =>
  defineField({
    name: 'heading',
    title: 'Heading',
    type: 'string',
    initialValue: initial,
    validation: (rule) => rule.required().max(80),
  });

export const productDetailsBlock = defineType({
  name: 'productDetails',
  title: 'Product details (pictures, price, options and add to bag)',
  type: 'object',
  description:
    'The product from the catalogue: pictures, name, price, colour and size options with stock, add to bag. Size guide, description and delivery blocks placed right after it sit beside the pictures.',
  fields: [
    defineField({
      name: 'showReviewsSummary',
      title: 'Show the reviews summary under the name',
      type: 'boolean',
      initialValue: true,
    }),
  ],
  preview: { prepare: () => ({ title: 'Product details', subtitle: 'Pictures, price, options, add to bag' }) },
});

/** A block with nothing to fill in: where it goes is all the editor decides (the site renders it from the shop). */
export function placedBlock(name: string, title: string, description: string) {
  return defineType({
    name,
    title,
    type: 'object',
    description,
    // An object type needs a field: a hidden note the shoppers never see.
    fields: [
      defineField({
        name: 'note',
        title: 'Editor note',
        type: 'string',
        description: 'Not shown to shoppers.',
        hidden: true,
      }),
    ],
    preview: { prepare: () => ({ title }) },
  });
}

/** A block whose only copy is its heading (its content comes from the shop). */
export function headedBlock(name: string, title: string, initialHeading: string, description?: string) {
  return defineType({
    name,
    title,
    type: 'object',
    ...(description ? { description } : {}),
    fields: [headingField(initialHeading)],
    preview: { select: { title: 'heading' }, prepare: ({ title: heading }) => ({ title: heading, subtitle: title }) },
  });
}

export const sizeGuideButtonBlock = placedBlock(
  'sizeGuideButton',
  'Size guide button',
  'Opens the size guide chosen in the product’s content; shows nothing for a product without one.',
);

export const productDescriptionBlock = headedBlock(
  'productDescription',
  'Product description',
  'Product details',
  'The catalogue description, the product’s editorial copy and its product number.',
);

export const deliveryAndReturnsBlock = defineType({
  name: 'deliveryAndReturns',
  title: 'Delivery and returns',
  type: 'object',
  fields: [headingField('Delivery and returns'), portableTextField('body', 'Copy', { required: true })],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Delivery and returns' }) },
});

export const completeTheSetBlock = headedBlock(
  'completeTheSet',
  'Complete the set',
  'Complete the set',
  'The products picked in the product’s content, live from the catalogue; nothing when there are none.',
);

export const productReviewsBlock = placedBlock(
  'productReviews',
  'Reviews',
  'The product’s approved reviews from the review platform (summary, filters, sort, pages, write a review), streamed in after the page.',
);

export const customerPhotosBlock = headedBlock(
  'customerPhotos',
  'Customer photos',
  'Customer photos',
  'Photos shoppers added to their approved reviews of the product, in a gallery that opens each one larger; shown while the "user-generated content" switch is on, hidden when the product has none.',
);

export const productRecommendationsBlock = headedBlock(
  'productRecommendations',
  'Recommendations',
  'You might also like',
  'What shoppers viewed and bought with this product (streamed in after the page); hidden under two.',
);

export const productTemplateBlockSchemas = [
  productDetailsBlock,
  sizeGuideButtonBlock,
  productDescriptionBlock,
  deliveryAndReturnsBlock,
  completeTheSetBlock,
  customerPhotosBlock,
  productReviewsBlock,
  productRecommendationsBlock,
];

/** What a product template (and a product's override) may hold: the product blocks and two of the page blocks. */
export const PRODUCT_TEMPLATE_BLOCK_TYPES = [
  ...productTemplateBlockSchemas.map((schema) => schema.name),
  'promoBanner',
  'richText',
] as const;

function templateBlocksField(name: string, title: string, description?: string) {
  return defineField({
    name,
    title,
    type: 'array',
    ...(description ? { description } : {}),
    of: PRODUCT_TEMPLATE_BLOCK_TYPES.map((type) => defineArrayMember({ type })),
  });
}

export const TEMPLATE_MODES = [
  { title: 'Add or replace blocks (a block replaces the template’s block of the same kind)', value: 'merge' },
  { title: 'Replace the whole layout', value: 'replace' },
];

export function templateModeField(name: string, onlyForACategory = false) {
  return defineField({
    name,
    ...(onlyForACategory ? { hidden: ({ document }) => !document?.categorySlug } : {}),
    title: 'How these blocks apply',
    type: 'string',
    initialValue: 'merge',
    options: { list: TEMPLATE_MODES, layout: 'radio' },
    description:
      'Add or replace: each block replaces the layout’s block of the same kind where there is one; other blocks are added right after the product details.',
  });
}

export function productTemplateBlocksField() {
  return templateBlocksField(
    'templateBlocks',
    'Product page blocks for this product',
    'Overrides the product page template for this product only.',
  );
}

/**
 * A template's title, its category (empty: the brand's template; a slug: an override for that category, one per
 * category) and how an override applies. Shared by the product page and category listing templates.
 */
export function templateScopeFields(type: string, everything: string, categoryPages: string) {
  return [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'categorySlug',
      title: 'Category',
      type: 'string',
      description: `Leave empty for the brand’s template (${everything}). With a category slug (e.g. "dresses"), it overrides the brand’s template for ${categoryPages}.`,
      validation: (rule) =>
        rule.custom(async (value, context) => {
          if (value === undefined || value === null || value === '') return true;
          const shape = checkSlug(value);
          if (shape !== true) return shape;
          return (
            (await uniqueWithinBrand(type, 'categorySlug', value, context)) || 'This category already has a template'
          );
        }),
    }),
    templateModeField('mode', true),
  ];
}

export const productTemplate = defineType({
  name: 'productTemplate',
  title: 'Product page template',
  type: 'document',
  fields: [
    brandField(),
    ...templateScopeFields('productTemplate', 'every product page', 'that category’s products'),
    defineField({
      name: 'previewProductNumber',
      title: 'Preview on product',
      type: 'string',
      description: 'The product number the Presentation tool shows this template on (e.g. DA162339).',
      validation: (rule) => rule.custom((value) => (value === undefined ? true : checkProductNumber(value))),
    }),
    templateBlocksField('blocks', 'Blocks'),
  ],
  preview: {
    select: { title: 'title', brand: 'brand', categorySlug: 'categorySlug' },
    prepare: ({ title, brand, categorySlug }) => ({
      title: String(title ?? 'Product page template'),
      subtitle: `${brandTitle(brand)} · ${categorySlug ? `category ${categorySlug}` : 'every product'}`,
    }),
  },
});
