// Where a product block's products come from — a category, a search term or hand-picked product numbers — as
// schema fields, GROQ projection and zod shape (the read is BlockCatalogue.products, catalogue.ts). Shared by productGrid and productCarousel.

import { defineArrayMember, defineField } from '@sanity/types';
import { MAX_PICKS } from '@shop/commerce/catalogue-picks';
import { z } from 'zod';

export const productSources = ['category', 'search', 'products'] as const;
export type ProductSource = (typeof productSources)[number];

interface SourceFields {
  source?: string;
  categorySlug?: string;
  searchTerm?: string;
  productNumbers?: string[];
}

function sourceOf(parent: unknown): SourceFields {
  return typeof parent === 'object' && parent !== null ? parent : {};
}

export const productSourceFields = [
  defineField({
    name: 'source',
    title: 'Products from',
    type: 'string',
    options: {
      list: [
        { title: 'A category', value: 'category' },
        { title: 'A search term', value: 'search' },
        { title: 'Products I pick', value: 'products' },
      ],
      layout: 'radio',
    },
    initialValue: 'category',
    validation: (rule) => rule.required(),
  }),
  defineField({
    name: 'categorySlug',
    title: 'Category slug',
    type: 'string',
    description: 'As in the category address, e.g. "dresses" for /shop/c/dresses',
    hidden: ({ parent }) => sourceOf(parent).source !== 'category',
    validation: (rule) =>
      rule.custom((value, { parent }) =>
        sourceOf(parent).source === 'category' && !value ? 'Choose the category to show' : true,
      ),
  }),
  defineField({
    name: 'searchTerm',
    title: 'Search term',
    type: 'string',
    hidden: ({ parent }) => sourceOf(parent).source !== 'search',
    validation: (rule) =>
      rule.custom((value, { parent }) =>
        sourceOf(parent).source === 'search' && !value ? 'Enter the words products should match' : true,
      ),
  }),
  defineField({
    name: 'productNumbers',
    title: 'Product numbers',
    type: 'array',
    of: [defineArrayMember({ type: 'string' })],
    description: 'In the order to show them, e.g. DA100123',
    hidden: ({ parent }) => sourceOf(parent).source !== 'products',
    validation: (rule) =>
      rule
        .max(MAX_PICKS)
        .custom((value, { parent }) =>
          sourceOf(parent).source === 'products' && (!Array.isArray(value) || value.length === 0)
            ? 'Add at least one product number'
            : true,
        ),
  }),
  defineField({
    name: 'limit',
    title: 'Most products to show',
    type: 'number',
    initialValue: 12,
    validation: (rule) => rule.required().integer().min(1).max(MAX_PICKS),
  }),
];

export const productSourceProjection = 'source, categorySlug, searchTerm, productNumbers, limit';

const text = z
  .string()
  .nullish()
  .transform((v) => v?.trim() || null);

export const productSourceData = z
  .object({
    source: z.enum(productSources),
    categorySlug: text,
    searchTerm: text,
    productNumbers: z
      .array(z.string())
      .nullish()
      .transform((v) => v ?? []),
    limit: z
      .number()
      .int()
      .nullish()
      .transform((v) => Math.min(Math.max(v ?? 12, 1), MAX_PICKS)),
  })
  .refine(
    (v) =>
      (v.source === 'category' && v.categorySlug !== null) ||
      (v.source === 'search' && v.searchTerm !== null) ||
      (v.source === 'products' && v.productNumbers.length > 0),
    { message: 'the chosen product source needs its category slug, search term or product numbers' },
  );
export type ProductSourceData = z.infer<typeof productSourceData>;

/** A "view all" address for the source, when there is a listing page for it. */
export function viewAllHref(pick: ProductSourceData): string | null {
  return pick.source === 'category' && pick.categorySlug ? `/shop/c/${encodeURIComponent(pick.categorySlug)}` : null;
}
