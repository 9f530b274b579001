import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StockBadge } from './stock-badge.tsx';

describe('StockBadge', () => {
  it('shows its label as text, so colour never carries the meaning alone', () => {
    const { container } = render(<StockBadge label="Only 3 left" tone="warning" />);
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    expect(container.textContent).toBe('Only 3 left');
    expect(container.querySelector('[aria-hidden="true"]')).toBeTruthy();
  });

  it('styles each tone differently and defaults to neutral', () => {
    const tones = ['neutral', 'positive', 'warning', 'negative'] as const;
    const { container } = render(
      <>
        {tones.map((tone) => (
          <StockBadge key={tone} label={tone} tone={tone} />
        ))}
        <StockBadge label="default" />
      </>,
    );
    const classes = Array.from(container.children).map((el) => el.className);
    expect(new Set(classes.slice(0, 4)).size).toBe(4);
    expect(classes[4]).toBe(classes[0]);
  });
});
