import { portableTextField } from '@shop/blocks/fields';
import { defineField, defineType } from 'sanity';
import { brandField, brandTitle } from './brand.ts';
import { checkTermsName } from './rules.ts';
import { uniqueWithinBrand } from './unique.ts';

/** The small print a promo banner links to, fetched by name (`GET /api/cms/banner-terms?name=`). */
export const bannerTerms = defineType({
  name: 'bannerTerms',
  title: 'Banner terms',
  type: 'document',
  fields: [
    brandField(),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'What promo banners link to, e.g. summer-sale. Unique within the brand.',
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          const shape = checkTermsName(value);
          if (shape !== true) return shape;
          return (
            (await uniqueWithinBrand('bannerTerms', 'name', value, context)) || 'Another banner’s terms use this name'
          );
        }),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    portableTextField('body', 'Terms', { required: true }),
  ],
  preview: {
    select: { title: 'title', name: 'name', brand: 'brand' },
    prepare: ({ title, name, brand }) => ({
      title: String(title ?? name ?? 'Terms'),
      subtitle: `${brandTitle(brand)} · ${String(name ?? '')}`,
    }),
  },
});
