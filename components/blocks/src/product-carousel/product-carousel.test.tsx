import { listCategoryProducts } from '@shop/commerce/catalogue';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSeededCatalogue } from '../seeded-catalogue.ts';
import { renderBlock, renderBlocks } from '../test-support.tsx';
import { ProductCarousel } from './product-carousel.tsx';
import { productCarouselData } from './query.ts';

describe('product carousel block', () => {
  const catalogue = useSeededCatalogue(['dal']);

  const raw = {
    _key: 'c1',
    _type: 'productCarousel',
    title: 'Trending now',
    source: 'category',
    categorySlug: 'dresses',
    searchTerm: null,
    productNumbers: null,
    limit: 10,
  };

  it('lists the products in a labelled, keyboard-scrollable list with previous/next buttons', async () => {
    await renderBlock(ProductCarousel, productCarouselData.parse(raw));
    const expected = await listCategoryProducts(catalogue.db, {
      brandCode: 'dal',
      categorySlug: 'dresses',
      page: 1,
      pageSize: 10,
    });
    const list = screen.getByRole('list', { name: 'Trending now' });
    expect(list.getAttribute('tabindex')).toBe('0');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(expected.items.map((p) => p.name));
    expect(screen.getByRole('heading', { level: 2, name: 'Trending now' })).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous products: Trending now' });
    const next = screen.getByRole('button', { name: 'Next products: Trending now' });
    // At the start of the list there is nothing before it.
    expect(previous.hasAttribute('disabled')).toBe(true);
    expect(next).toBeTruthy();
  });

  it('scrolls the list by about a screen when next is pressed', async () => {
    await renderBlock(ProductCarousel, productCarouselData.parse(raw));
    const list = screen.getByRole('list', { name: 'Trending now' });
    Object.defineProperty(list, 'clientWidth', { value: 1000, configurable: true });
    Object.defineProperty(list, 'scrollWidth', { value: 4000, configurable: true });
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy;
    fireEvent.scroll(list);
    const next = screen.getByRole('button', { name: 'Next products: Trending now' });
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 900 }));
  });

  it('renders nothing when no product matches', async () => {
    const { container } = await renderBlock(
      ProductCarousel,
      productCarouselData.parse({ ...raw, categorySlug: 'no-such-category' }),
    );
    expect(container.textContent).toBe('');
  });

  it('is skipped with a warning by the renderer when its source is missing', async () => {
    const { container, warnings } = await renderBlocks([{ ...raw, source: null }]);
    expect(container.textContent).toBe('');
    expect(warnings[0]).toContain('source');
  });
});
