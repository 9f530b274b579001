import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton.tsx';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes a size and aspect ratio', () => {
    const { container } = render(<Skeleton shape="rect" width={200} aspectRatio="3 / 4" />);
    const el = container.firstElementChild as HTMLElement;
    expect(el.style.width).toBe('200px');
    expect(el.style.aspectRatio).toBe('3 / 4');
  });

  it('has a class per shape', () => {
    const { container } = render(
      <>
        <Skeleton shape="text" />
        <Skeleton shape="rect" />
        <Skeleton shape="circle" />
      </>,
    );
    const classes = Array.from(container.children).map((el) => el.className);
    expect(new Set(classes).size).toBe(3);
  });
});
