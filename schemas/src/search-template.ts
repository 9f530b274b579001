import { defineField, defineType } from 'sanity';
import { blockArrayField, blockSchemas } from '../../components/blocks/src/schemas.ts';
import { brandField, brandTitle } from './brand.ts';
import { headedBlock, placedBlock } from './product-template.ts';

/**
 * The search results page and the no-results page composed from blocks, one template per brand. The results page is
 * the editors' blocks above and below the `searchResults` block (the matching products with filters, sort and pages);
 * the no-results page is their blocks (help copy, banners, links) with, where they put them, the catalogue's
 * "did you mean" words and popular categories. The products, the suggestions and the categories always come from the
 * catalogue: editors only choose where they go and their headings.
 */

export const searchResultsBlock = placedBlock(
  'searchResults',
  'Search results (product grid with filters)',
  'The products matching the shopper’s words, from the catalogue, with filters, sort and pages.',
);

export const searchSuggestionsBlock = headedBlock(
  'searchSuggestions',
  'Did you mean',
  'Did you mean',
  'Search words close to the shopper’s, from the catalogue; nothing when there are none.',
);

export const popularCategoriesBlock = headedBlock(
  'popularCategories',
  'Popular categories',
  'Popular categories',
  'The brand’s most popular categories from the catalogue, as links.',
);

export const searchTemplateBlockSchemas = [searchResultsBlock, searchSuggestionsBlock, popularCategoriesBlock];

const pageBlockTypes = Object.keys(blockSchemas);

export const searchTemplate = defineType({
  name: 'searchTemplate',
  title: 'Search results template',
  type: 'document',
  fields: [
    brandField('searchTemplate'),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'previewQuery',
      title: 'Preview with the search',
      type: 'string',
      description: 'The words the Presentation tool searches for to show the results page (e.g. "dress").',
      validation: (rule) => rule.max(40),
    }),
    {
      ...blockArrayField('blocks', 'Results page blocks', [...pageBlockTypes, 'searchResults']),
      description: 'Blocks above and below the search results. Without a "Search results" block the results come last.',
    },
    {
      ...blockArrayField('noResultsBlocks', 'No results page blocks', [
        ...pageBlockTypes,
        'searchSuggestions',
        'popularCategories',
      ]),
      description: 'What shoppers see when nothing matches their search: help copy, suggestions, popular categories.',
    },
  ],
  preview: {
    select: { title: 'title', brand: 'brand' },
    prepare: ({ title, brand }) => ({
      title: String(title ?? 'Search results template'),
      subtitle: brandTitle(brand),
    }),
  },
});
