import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination, pageItems } from './pagination.tsx';

const hrefForPage = (page: number) => `/shop/c/dresses?page=${page}`;

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts an ellipsis in each long gap', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 'ellipsis', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis', 19, 20]);
  });

  it('shows a single hidden page rather than an ellipsis', () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
  });

  it('widens the window with more siblings and clamps a current page out of range', () => {
    expect(pageItems(10, 20, 2)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
    expect(pageItems(99, 5)).toEqual([1, 'ellipsis', 4, 5]);
    expect(pageItems(-3, 5)).toEqual([1, 2, 'ellipsis', 5]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('is a navigation landmark named "Pagination"', () => {
    render(<Pagination page={2} pageCount={5} hrefForPage={hrefForPage} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });

  it('links every page, previous and next with hrefs built by hrefForPage', () => {
    render(<Pagination page={2} pageCount={5} hrefForPage={hrefForPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('aria-label'), l.getAttribute('href')])).toEqual([
      ['Previous page', hrefForPage(1)],
      ['Page 1', hrefForPage(1)],
      ['Page 2', hrefForPage(2)],
      ['Page 3', hrefForPage(3)],
      ['Page 4', hrefForPage(4)],
      ['Page 5', hrefForPage(5)],
      ['Next page', hrefForPage(3)],
    ]);
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('rel')).toBe('prev');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('rel')).toBe('next');
  });

  it('marks only the current page with aria-current="page"', () => {
    render(<Pagination page={3} pageCount={5} hrefForPage={hrefForPage} />);
    const current = screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page');
    expect(current.map((l) => l.textContent)).toEqual(['3']);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { unmount } = render(<Pagination page={1} pageCount={3} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeTruthy();
    unmount();
    render(<Pagination page={3} pageCount={3} hrefForPage={hrefForPage} />);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous page' })).toBeTruthy();
  });

  it('shortens long ranges with ellipses hidden from screen readers', () => {
    const { container } = render(<Pagination page={10} pageCount={40} hrefForPage={hrefForPage} />);
    const pages = screen.getAllByRole('link', { name: /^Page / }).map((l) => l.textContent);
    expect(pages).toEqual(['1', '9', '10', '11', '40']);
    const ellipses = Array.from(container.querySelectorAll('li')).filter((li) => li.textContent === '…');
    expect(ellipses).toHaveLength(2);
    for (const li of ellipses) expect(li.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} hrefForPage={hrefForPage} />);
    expect(container.innerHTML).toBe('');
  });
});
