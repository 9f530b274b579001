// The block library's Studio-safe schema module (no components or styles, so it loads in the Sanity CLI); the
// package exports only the registry, which pulls in components, hence the path.

import { defineField, defineType } from 'sanity';
import { pageBuilderField } from '../../components/blocks/src/schemas.ts';
import { brandField, brandTitle } from './brand.ts';
import { seoField } from './fields.ts';
import { checkRouteForKind, checkSlug } from './rules.ts';
import { uniqueWithinBrand } from './unique.ts';

export const pageKinds = [
  { title: 'Home page', value: 'home' },
  { title: 'Content page', value: 'content' },
  { title: 'Category landing', value: 'categoryLanding' },
  { title: 'Delivery promotion page', value: 'deliveryPromotion' },
  { title: 'Credit explanation page (brands that offer credit)', value: 'creditExplanation' },
] as const;

/** A page of one brand, found by its route and composed from blocks. */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'Search engines' },
  ],
  fields: [
    brandField(),
    defineField({
      name: 'title',
      title: 'Internal title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      group: 'content',
      options: { list: [...pageKinds], layout: 'radio' },
      initialValue: 'content',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'categorySlug',
      title: 'Category slug',
      type: 'string',
      group: 'content',
      description: 'The catalogue category this landing sits above, e.g. dresses.',
      hidden: ({ document }) => document?.kind !== 'categoryLanding',
      validation: (rule) =>
        rule.custom((value, context) => (context.document?.kind === 'categoryLanding' ? checkSlug(value) : true)),
    }),
    defineField({
      name: 'route',
      title: 'Route',
      type: 'string',
      group: 'content',
      description:
        'The path on the brand’s site: / for home, /help/delivery, /shop/c/<category> for a landing, /delivery-offer for the delivery promotion page, /credit-explained for the credit explanation page.',
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          const shape = checkRouteForKind(value, context.document?.kind, context.document?.categorySlug);
          if (shape !== true) return shape;
          return (
            (await uniqueWithinBrand('page', 'route', value, context)) ||
            'Another page of this brand already uses this route'
          );
        }),
    }),
    seoField(),
    { ...pageBuilderField, group: 'content' },
  ],
  preview: {
    select: { title: 'title', route: 'route', brand: 'brand' },
    prepare: ({ title, route, brand }) => ({
      title: String(title ?? 'Untitled page'),
      subtitle: `${brandTitle(brand)} · ${String(route ?? '')}`,
    }),
  },
});
