import { renderBlockNodes } from '@shop/blocks/block-nodes';
import * as stackStyles from '@shop/blocks/block-renderer.css.ts';
import { bindBlock } from '@shop/blocks/define-block.ts';
import { findBlock } from '@shop/blocks/registry';
import type { BlockContext, PreparableBlock } from '@shop/blocks/types';
import type { Brand } from '@shop/brands/brands';
import { NO_FILTERS } from '@shop/commerce/catalogue-listing';
import type { NoResultsHelp } from '@shop/commerce/search';
import { type ResolvedBlock, SEARCH_RESULTS_BLOCK_TYPE, typeOf } from '@shop/content/page-templates';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { around } from '@/components/catalogue/listing-template.css.ts';
import Link from '@/components/link/link.tsx';
import { blockServices } from '@/lib/block-services.ts';
import { listingHref } from '@/lib/listing/query.ts';
import { editForLayout } from '@/lib/preview/edit.ts';
import * as styles from './search-results.css.ts';

/**
 * The search pages laid out by the brand's search template (schemas/src/search-template.ts): the results page is the
 * editors' blocks around the `searchResults` block (the matching products, filters, sort and pages), the no-results
 * page their blocks with the catalogue's "did you mean" words and popular categories where they placed them. The
 * products, words and categories always come from the catalogue. No template (or the lake down) is the built-in
 * layout: the results alone, or the help line, suggestions and popular categories.
 */

const builtIn = { documentId: '', documentType: 'searchTemplate', field: 'blocks' };

const resultsBlock: ResolvedBlock = {
  block: { _key: 'built-in-results', _type: SEARCH_RESULTS_BLOCK_TYPE },
  source: builtIn,
};

/** The no-results page as it was before templates. */
const BUILT_IN_NO_RESULTS: readonly ResolvedBlock[] = [
  {
    block: {
      _key: 'built-in-help',
      _type: 'richText',
      body: [
        {
          _type: 'block',
          _key: 'help',
          style: 'normal',
          markDefs: [],
          children: [
            {
              _type: 'span',
              _key: 'help-text',
              text: 'We couldn’t find any products matching your search. Check the spelling or try a more general word.',
              marks: [],
            },
          ],
        },
      ],
    },
    source: { ...builtIn, field: 'noResultsBlocks' },
  },
  {
    block: { _key: 'built-in-suggestions', _type: 'searchSuggestions', heading: 'Did you mean' },
    source: { ...builtIn, field: 'noResultsBlocks' },
  },
  {
    block: { _key: 'built-in-categories', _type: 'popularCategories', heading: 'Popular categories' },
    source: { ...builtIn, field: 'noResultsBlocks' },
  },
];

const key = z.string().min(1);
const heading = z.string().trim().min(1).max(80);
const searchResultsData = z.object({ _key: key, _type: z.literal('searchResults') });
const searchSuggestionsData = z.object({ _key: key, _type: z.literal('searchSuggestions'), heading });
const popularCategoriesData = z.object({ _key: key, _type: z.literal('popularCategories'), heading });

function LinkPills({
  id,
  heading: title,
  links,
  edit,
}: {
  id: string;
  heading: string;
  links: { key: string; href: string; label: string }[];
  edit: (field?: string) => string | undefined;
}) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} data-sanity={edit()}>
      <h2 id={id} className={styles.subTitle} data-sanity={edit('heading')}>
        {title}
      </h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.key}>
            <Link className={styles.pill} href={link.href}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The catalogue-bound search blocks; `results` is the product grid with its filters. */
function searchBlocks(results: ReactNode, help: NoResultsHelp | null): ReadonlyMap<string, PreparableBlock> {
  return new Map<string, PreparableBlock>([
    ['searchResults', bindBlock(searchResultsData, async ({ edit }) => <div data-sanity={edit()}>{results}</div>)],
    [
      'searchSuggestions',
      bindBlock(searchSuggestionsData, async ({ block, edit }) => (
        <LinkPills
          id={`did-you-mean-${block._key}`}
          heading={block.heading}
          edit={edit}
          links={(help?.terms ?? []).map((term) => ({
            key: term,
            label: term,
            href: listingHref('/shop/s', { filters: NO_FILTERS, sort: null, page: 1, q: term }),
          }))}
        />
      )),
    ],
    [
      'popularCategories',
      bindBlock(popularCategoriesData, async ({ block, edit }) => (
        <LinkPills
          id={`popular-categories-${block._key}`}
          heading={block.heading}
          edit={edit}
          links={(help?.categories ?? []).map((category) => ({
            key: category.slug,
            label: category.name,
            href: `/shop/c/${category.slug}`,
          }))}
        />
      )),
    ],
  ]);
}

async function renderLayout(
  brand: Brand,
  layout: readonly ResolvedBlock[],
  preview: boolean,
  blocks: ReadonlyMap<string, PreparableBlock>,
) {
  const editFor = preview ? editForLayout(layout) : undefined;
  const context: BlockContext = {
    brand: brand.code,
    documentId: layout.find((entry) => entry.source.documentId)?.source.documentId || 'built-in search layout',
    documentType: 'searchTemplate',
    ...blockServices,
  };
  return renderBlockNodes(
    layout.map((entry) => entry.block),
    context,
    {
      find: (type) => (typeof type === 'string' ? (blocks.get(type) ?? findBlock(type)) : undefined),
      ...(editFor ? { editFor: (blockKey: string) => editFor(blockKey) } : {}),
      wrap: (node, blockKey, type) => (
        <div key={blockKey} className={stackStyles.slot} data-block-type={type}>
          {node}
        </div>
      ),
    },
  );
}

/** Search results: the editors' blocks above and below the products (which come last when the template has none). */
export async function SearchResultsTemplate({
  brand,
  layout,
  preview,
  results,
}: {
  brand: Brand;
  layout: readonly ResolvedBlock[];
  preview: boolean;
  results: ReactNode;
}) {
  const withResults = layout.some((entry) => typeOf(entry.block) === SEARCH_RESULTS_BLOCK_TYPE)
    ? layout
    : [...layout, resultsBlock];
  const nodes = await renderLayout(brand, withResults, preview, searchBlocks(results, null));
  const found = nodes.findIndex((entry) => entry.type === SEARCH_RESULTS_BLOCK_TYPE);
  // The results always show, even when the template's results block was skipped as invalid.
  const at = found < 0 ? nodes.length : found;
  const stack = (part: typeof nodes) =>
    part.length ? <div className={`${stackStyles.stack} ${around}`}>{part.map((e) => e.node)}</div> : null;
  return (
    <div data-search-template={withResults.map((entry) => typeOf(entry.block)).join(' ')}>
      {stack(nodes.slice(0, at))}
      {nodes[at]?.node ?? results}
      {stack(nodes.slice(at + 1))}
    </div>
  );
}

/** No results: the editors' blocks, with the catalogue's suggestions and popular categories where they put them. */
export async function NoResultsTemplate({
  brand,
  layout,
  preview,
  help,
}: {
  brand: Brand;
  layout: readonly ResolvedBlock[];
  preview: boolean;
  help: NoResultsHelp;
}) {
  const blocks = layout.length ? layout : BUILT_IN_NO_RESULTS;
  const nodes = await renderLayout(brand, blocks, preview, searchBlocks(null, help));
  return (
    <div className={styles.noResults} data-search-template={blocks.map((entry) => typeOf(entry.block)).join(' ')}>
      {nodes.map((entry) => entry.node)}
    </div>
  );
}
