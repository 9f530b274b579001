import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price.tsx';

describe('Price', () => {
  it('shows a full price in pounds', () => {
    const { container } = render(<Price price={2000} />);
    expect(container.textContent).toBe('£20.00');
    expect(container.querySelector('s')).toBeNull();
  });

  it('shows a sale price with the was price struck through', () => {
    const { container } = render(<Price price={2000} wasPrice={3000} />);
    const was = container.querySelector('s');
    expect(was?.textContent).toBe('£30.00');
    expect(was?.getAttribute('aria-hidden')).toBe('true');
  });

  it('tells screen readers "Now £20.00, was £30.00"', () => {
    render(<Price price={2000} wasPrice={3000} />);
    const spoken = screen.getByText('Now £20.00, was £30.00');
    expect(spoken.getAttribute('aria-hidden')).toBeNull();
    // Everything else in the price is hidden from assistive technology, so nothing is read twice.
    for (const sibling of Array.from(spoken.parentElement?.children ?? [])) {
      if (sibling !== spoken) expect(sibling.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('ignores a was price that is not higher than the price', () => {
    for (const wasPrice of [2000, 1500, null, undefined]) {
      const { container, unmount } = render(<Price price={2000} wasPrice={wasPrice} />);
      expect(container.textContent).toBe('£20.00');
      expect(screen.queryByText(/was/)).toBeNull();
      unmount();
    }
  });

  it('formats thousands and pennies', () => {
    const { container } = render(<Price price={129999} wasPrice={150005} />);
    expect(screen.getByText('Now £1,299.99, was £1,500.05')).toBeTruthy();
    expect(container.querySelector('s')?.textContent).toBe('£1,500.05');
  });
});
