import { listCategoryProducts } from '@shop/commerce/catalogue';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSeededCatalogue } from '../seeded-catalogue.ts';
import { renderBlock, renderBlocks } from '../test-support.tsx';
import { ProductGrid } from './product-grid.tsx';
import { productGridData } from './query.ts';

describe('product grid block', () => {
  const catalogue = useSeededCatalogue(['dal', 'cgn']);

  const base = { _key: 'g1', _type: 'productGrid', title: 'New-in dresses', searchTerm: null, productNumbers: null };

  it('shows a category’s first products, in merchandising order, up to the limit, with a view-all link', async () => {
    const block = productGridData.parse({ ...base, source: 'category', categorySlug: 'dresses', limit: 8 });
    await renderBlock(ProductGrid, block);
    const region = screen.getByRole('region', { name: 'New-in dresses' });
    const expected = await listCategoryProducts(catalogue.db, {
      brandCode: 'dal',
      categorySlug: 'dresses',
      page: 1,
      pageSize: 8,
    });
    const names = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(expected.items.map((p) => p.name));
    const first = expected.items[0];
    if (!first) throw new Error('no seeded dresses');
    expect(within(region).getByRole('link', { name: first.name }).getAttribute('href')).toBe(
      `/shop/p/${first.productId}`,
    );
    expect(within(region).getByRole('link', { name: 'View all New-in dresses' }).getAttribute('href')).toBe(
      '/shop/c/dresses',
    );
    expect(within(region).getAllByText(/£\d/).length).toBeGreaterThanOrEqual(8);
  });

  it('shows products matching a search term, from this brand only', async () => {
    const block = productGridData.parse({ ...base, source: 'search', searchTerm: 'jeans', limit: 36 });
    await renderBlock(ProductGrid, block);
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent ?? '');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('jeans');
    expect(screen.queryByRole('link', { name: /View all/ })).toBeNull();
  });

  it('shows hand-picked products in the editor’s order, leaving out other brands’ products', async () => {
    const dal = await listCategoryProducts(catalogue.db, { brandCode: 'dal', categorySlug: 'dresses', page: 1 });
    const cgn = await listCategoryProducts(catalogue.db, {
      brandCode: 'cgn',
      categorySlug: 'suits-and-blazers',
      page: 1,
    });
    const [a, b] = dal.items;
    const other = cgn.items[0];
    if (!a || !b || !other) throw new Error('seed data missing');
    const block = productGridData.parse({
      ...base,
      source: 'products',
      productNumbers: [b.productNumber, other.productNumber, a.productNumber],
      limit: 12,
    });
    await renderBlock(ProductGrid, block);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([b.name, a.name]);
  });

  it('renders nothing when no product matches', async () => {
    const block = productGridData.parse({ ...base, source: 'search', searchTerm: 'zzzz-no-such-thing', limit: 4 });
    const { container } = await renderBlock(ProductGrid, block);
    expect(container.textContent).toBe('');
  });

  it('caps the limit at 36 and refuses a source without its value', () => {
    expect(productGridData.parse({ ...base, source: 'category', categorySlug: 'dresses', limit: 500 }).limit).toBe(36);
    expect(productGridData.safeParse({ ...base, source: 'category', categorySlug: null, limit: 4 }).success).toBe(
      false,
    );
    expect(productGridData.safeParse({ ...base, source: 'products', productNumbers: [], limit: 4 }).success).toBe(
      false,
    );
  });

  it('is skipped with a warning by the renderer when its title is missing', async () => {
    const { container, warnings } = await renderBlocks([
      { ...base, title: null, source: 'category', categorySlug: 'dresses', limit: 4 },
    ]);
    expect(container.textContent).toBe('');
    expect(warnings[0]).toContain('title');
  });
});
