import { listCategories, listCategoryProducts } from '@shop/commerce/catalogue';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSeededCatalogue } from '../seeded-catalogue.ts';
import { renderBlock, renderBlocks } from '../test-support.tsx';
import { CategoryTiles } from './category-tiles.tsx';
import { categoryTilesData } from './query.ts';

describe('category tiles block', () => {
  const catalogue = useSeededCatalogue(['dal']);

  const tile = (key: string, categorySlug: string, extra: Record<string, unknown> = {}) => ({
    _key: key,
    categorySlug,
    label: null,
    image: null,
    ...extra,
  });

  it('links each chosen category with its live name and product count, in the editor’s order', async () => {
    const categories = await listCategories(catalogue.db, 'dal');
    const [first, second] = categories.slice(1, 3);
    if (!first || !second) throw new Error('seed data missing');
    const block = categoryTilesData.parse({
      _key: 't1',
      _type: 'categoryTiles',
      title: 'Shop by category',
      tiles: [
        tile('a', second.slug),
        tile('b', 'no-such-category'),
        tile('c', first.slug, { label: 'Treat yourself' }),
      ],
    });
    await renderBlock(CategoryTiles, block);
    const region = screen.getByRole('region', { name: 'Shop by category' });
    const links = within(region).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [second.name, `/shop/c/${second.slug}`],
      ['Treat yourself', `/shop/c/${first.slug}`],
    ]);
    expect(within(region).getByText(`${second.productCount} products`)).toBeTruthy();
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    // Without an editor's picture, a tile shows its category's lead product (decorative: the name is the link).
    const lead = await listCategoryProducts(catalogue.db, {
      brandCode: 'dal',
      categorySlug: second.slug,
      page: 1,
      pageSize: 1,
    });
    const images = region.querySelectorAll('img');
    expect(images[0]?.getAttribute('src')).toBe(lead.items[0]?.imageUrl);
    expect(images[0]?.getAttribute('alt')).toBe('');
  });

  it('renders nothing when none of the categories exists', async () => {
    const block = categoryTilesData.parse({
      _key: 't2',
      _type: 'categoryTiles',
      title: 'Gone',
      tiles: [tile('a', 'no-such-category')],
    });
    const { container } = await renderBlock(CategoryTiles, block);
    expect(container.textContent).toBe('');
  });

  it('is skipped with a warning by the renderer when it has no tiles', async () => {
    const { container, warnings } = await renderBlocks([
      { _key: 't3', _type: 'categoryTiles', title: 'Shop by category', tiles: [] },
    ]);
    expect(container.textContent).toBe('');
    expect(warnings[0]).toContain('tiles');
  });
});
