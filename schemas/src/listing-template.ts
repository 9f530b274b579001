import { defineArrayMember, defineField, defineType } from 'sanity';
import { blockArrayField, blockSchemas } from '../../components/blocks/src/schemas.ts';
import { brandField, brandTitle } from './brand.ts';
import { templateScopeFields } from './product-template.ts';
import { checkSlug } from './rules.ts';

/**
 * The category listing composed from blocks: any page blocks above and below the product grid, and the grid itself
 * (with its filters, sort and pages) as the `productListing` block, which may carry blocks between its rows. A
 * brand's template (no category) lays out every category listing of the brand; a template for a category overrides it
 * for that category. The products always come from the catalogue.
 */

/** Blocks that fit between rows of the product grid. */
const BETWEEN_ROWS_TYPES = ['promoBanner', 'richText', 'deliveryPromotion'] as const;

export const listingRowInsert = defineType({
  name: 'listingRowInsert',
  title: 'Blocks between rows',
  type: 'object',
  fields: [
    defineField({
      name: 'afterRow',
      title: 'After row',
      type: 'number',
      description:
        'After this many rows of products (rows of four on a wide screen; the same number of products on smaller screens). Not shown when the page has fewer products.',
      initialValue: 2,
      validation: (rule) => rule.required().integer().min(1).max(9),
    }),
    blockArrayField('blocks', 'Blocks', BETWEEN_ROWS_TYPES),
  ],
  preview: {
    select: { afterRow: 'afterRow' },
    prepare: ({ afterRow }) => ({ title: `After row ${String(afterRow ?? '?')}` }),
  },
});

export const productListingBlock = defineType({
  name: 'productListing',
  title: 'Product grid with filters',
  type: 'object',
  description: 'The category’s products from the catalogue, with filters, sort and pages.',
  fields: [
    defineField({
      name: 'betweenRows',
      title: 'Between rows',
      type: 'array',
      of: [defineArrayMember({ type: 'listingRowInsert' })],
      validation: (rule) => rule.max(4),
    }),
  ],
  preview: { prepare: () => ({ title: 'Product grid with filters' }) },
});

export const listingTemplate = defineType({
  name: 'listingTemplate',
  title: 'Category listing template',
  type: 'document',
  fields: [
    brandField(),
    ...templateScopeFields('listingTemplate', 'every category listing', 'that category'),
    defineField({
      name: 'previewCategorySlug',
      title: 'Preview on category',
      type: 'string',
      description: 'The category listing the Presentation tool shows the brand’s template on (e.g. "dresses").',
      hidden: ({ document }) => Boolean(document?.categorySlug),
      validation: (rule) => rule.custom((value) => (value === undefined ? true : checkSlug(value))),
    }),
    blockArrayField('blocks', 'Blocks', [...Object.keys(blockSchemas), 'productListing']),
  ],
  preview: {
    select: { title: 'title', brand: 'brand', categorySlug: 'categorySlug' },
    prepare: ({ title, brand, categorySlug }) => ({
      title: String(title ?? 'Category listing template'),
      subtitle: `${brandTitle(brand)} · ${categorySlug ? `category ${categorySlug}` : 'every category'}`,
    }),
  },
});

export const listingTemplateSchemas = [listingRowInsert, productListingBlock];
