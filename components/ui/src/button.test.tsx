import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, LinkButton } from './button.tsx';

describe('Button', () => {
  it('is a button named by its text, type "button" by default', () => {
    render(<Button>Add to bag</Button>);
    const button = screen.getByRole('button', { name: 'Add to bag' });
    expect(button.getAttribute('type')).toBe('button');
  });

  it('can submit a form', () => {
    render(<Button type="submit">Continue</Button>);
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('type')).toBe('submit');
  });

  // A native <button>: the browser turns Enter and Space into the click (the e2e suites press it with the keyboard).
  it('is a native, focusable button that reports clicks', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to bag</Button>);
    const button = screen.getByRole('button', { name: 'Add to bag' });
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while disabled', () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} disabled>
        Add to bag
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to bag' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('takes an accessible name for icon-only buttons', () => {
    render(
      <Button aria-label="Remove item" variant="ghost" size="small">
        ×
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Remove item' })).toBeTruthy();
  });

  it('gives each variant and size its own class and keeps extra classes', () => {
    render(
      <>
        <Button variant="primary">One</Button>
        <Button variant="secondary">Two</Button>
        <Button variant="ghost" size="large" fullWidth className="extra">
          Three
        </Button>
      </>,
    );
    const classes = ['One', 'Two', 'Three'].map((name) => screen.getByRole('button', { name }).className);
    expect(new Set(classes).size).toBe(3);
    expect(classes[2]).toContain('extra');
  });
});

describe('LinkButton', () => {
  it('is a link to its href, named by its text', () => {
    render(<LinkButton href="/shop/bag">Go to bag</LinkButton>);
    const link = screen.getByRole('link', { name: 'Go to bag' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/shop/bag');
  });

  it('looks like the matching button', () => {
    render(
      <>
        <LinkButton href="/a" variant="secondary">
          A
        </LinkButton>
        <Button variant="secondary">B</Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'A' }).className).toBe(screen.getByRole('button', { name: 'B' }).className);
  });
});
