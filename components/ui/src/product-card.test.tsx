import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard, type ProductCardProps } from './product-card.tsx';

const dress: ProductCardProps = {
  href: '/shop/p/DA123456',
  imageSrc: '/images/wrap-dress.jpg',
  imageAlt: 'Model wearing a berry wrap dress',
  name: 'Jersey Wrap Dress',
  label: 'Dalby Collection',
  price: 2000,
  wasPrice: 3000,
  ratingAverage: 4.3,
  ratingCount: 27,
  badge: 'Sale',
};

describe('ProductCard', () => {
  it('links to the product with the product name as the link name', () => {
    render(<ProductCard {...dress} />);
    const link = screen.getByRole('link', { name: 'Jersey Wrap Dress' });
    expect(link.getAttribute('href')).toBe('/shop/p/DA123456');
    // One link per card: one tab stop.
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows a given action (a save toggle) over the picture, outside the link', () => {
    const { unmount } = render(
      <ProductCard
        {...dress}
        action={
          <button type="button" aria-pressed="false">
            Save Jersey Wrap Dress for later
          </button>
        }
      />,
    );
    const action = screen.getByRole('button', { name: 'Save Jersey Wrap Dress for later' });
    expect(action.closest('a')).toBeNull();
    expect(action.parentElement?.querySelector('img')).toBeTruthy();
    unmount();
  });

  it('puts the name in a heading, level 3 unless told otherwise', () => {
    const { unmount } = render(<ProductCard {...dress} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Jersey Wrap Dress' })).toBeTruthy();
    unmount();
    render(<ProductCard {...dress} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Jersey Wrap Dress' })).toBeTruthy();
  });

  it('shows the image with its alt text, lazily unless eager', () => {
    const { unmount } = render(<ProductCard {...dress} />);
    const image = screen.getByRole('img', { name: 'Model wearing a berry wrap dress' });
    expect(image.getAttribute('src')).toBe('/images/wrap-dress.jpg');
    expect(image.getAttribute('loading')).toBe('lazy');
    unmount();
    render(<ProductCard {...dress} eager />);
    expect(screen.getByRole('img', { name: 'Model wearing a berry wrap dress' }).getAttribute('loading')).toBe('eager');
  });

  it('shows the label, badge, sale price and rating', () => {
    const { container } = render(<ProductCard {...dress} />);
    const card = within(container.querySelector('article') as HTMLElement);
    expect(card.getByText('Dalby Collection')).toBeTruthy();
    expect(card.getByText('Sale')).toBeTruthy();
    expect(card.getByText('Now £20.00, was £30.00')).toBeTruthy();
    expect(card.getByRole('img', { name: '4.3 out of 5, 27 reviews' })).toBeTruthy();
  });

  it('leaves out what it is not given', () => {
    const { container } = render(
      <ProductCard
        href="/shop/p/DA1"
        imageSrc="/a.jpg"
        imageAlt=""
        name="Plain Tee"
        price={1200}
        ratingAverage={null}
        ratingCount={0}
      />,
    );
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByRole('img', { name: /out of 5/ })).toBeNull();
    expect(container.textContent).toBe('Plain Tee£12.00');
  });
});
