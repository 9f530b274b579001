import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs.tsx';

const trail = [
  { label: 'Home', href: '/' },
  { label: 'Women', href: '/shop/c/women' },
  { label: 'Dresses', href: '/shop/c/women/dresses' },
];

describe('Breadcrumbs', () => {
  it('is a navigation landmark named "Breadcrumb" holding an ordered list', () => {
    render(<Breadcrumbs items={trail} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('links each ancestor to its page', () => {
    render(<Breadcrumbs items={trail} />);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Women' }).getAttribute('href')).toBe('/shop/c/women');
  });

  it('marks only the last crumb as the current page, as text rather than a link', () => {
    render(<Breadcrumbs items={trail} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toBe('Dresses');
    expect(screen.queryByRole('link', { name: 'Dresses' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows a current page given without an href as plain text marked current', () => {
    render(<Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Jersey Wrap Dress' }]} />);
    expect(screen.queryByRole('link', { name: 'Jersey Wrap Dress' })).toBeNull();
    expect(screen.getByText('Jersey Wrap Dress').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('hides separators from assistive technology', () => {
    const { container } = render(<Breadcrumbs items={trail} />);
    for (const svg of Array.from(container.querySelectorAll('svg')))
      expect(svg.getAttribute('aria-hidden')).toBe('true');
  });

  it('moves between crumb links with Tab', () => {
    render(<Breadcrumbs items={trail} />);
    const home = screen.getByRole('link', { name: 'Home' });
    home.focus();
    expect(document.activeElement).toBe(home);
    expect(home.tabIndex).toBe(0);
    expect(screen.getByRole('link', { name: 'Women' }).tabIndex).toBe(0);
  });

  it('takes a custom landmark name and renders nothing for an empty trail', () => {
    const { unmount } = render(<Breadcrumbs items={trail} label="You are here" />);
    expect(screen.getByRole('navigation', { name: 'You are here' })).toBeTruthy();
    unmount();
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
