import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating, ratingLabel } from './rating.tsx';

describe('Rating', () => {
  it('is one image named "4.3 out of 5, 27 reviews"', () => {
    render(<Rating average={4.3} count={27} />);
    const rating = screen.getByRole('img', { name: '4.3 out of 5, 27 reviews' });
    // The star graphic and visible count are hidden, so only the label is read.
    for (const child of Array.from(rating.children)) expect(child.getAttribute('aria-hidden')).toBe('true');
    expect(rating.textContent).toBe('(27)');
  });

  it('one review’s own stars: a name of its own and no count', () => {
    render(<Rating average={4} count={1} showCount={false} label="Rated 4 out of 5" />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' }).textContent).toBe('');
  });

  it('draws the stars with two elements, not an SVG per star', () => {
    const { container } = render(<Rating average={4.3} count={27} />);
    expect(container.querySelectorAll('svg')).toHaveLength(0);
    expect(container.querySelectorAll('*')).toHaveLength(4);
  });

  it('fills stars in proportion to the average', () => {
    const { container } = render(<Rating average={4.3} count={27} />);
    const clipped = Array.from(container.querySelectorAll<HTMLElement>('span[style]'));
    expect(clipped.map((el) => el.style.width)).toEqual(['86%']);
  });

  it('rounds to one decimal and says "review" for one', () => {
    expect(ratingLabel(4.25, 1)).toBe('4.3 out of 5, 1 review');
    expect(ratingLabel(5, 1234)).toBe('5 out of 5, 1,234 reviews');
    expect(ratingLabel(3.96, 2)).toBe('4 out of 5, 2 reviews');
  });

  it('caps an out-of-range average at 5', () => {
    render(<Rating average={7} count={3} />);
    expect(screen.getByRole('img', { name: '5 out of 5, 3 reviews' })).toBeTruthy();
  });

  it('renders nothing when unrated', () => {
    for (const [average, count] of [
      [null, 0],
      [undefined, undefined],
      [0, 0],
      [4.5, 0],
      [null, 12],
      [Number.NaN, 3],
    ] as const) {
      const { container, unmount } = render(<Rating average={average} count={count} />);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});
