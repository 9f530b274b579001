// @vitest-environment jsdom
// The site's link asks Next.js's link to prefetch only once the shopper shows intent (pointer, focus, touch); the
// prefetch Next.js's link is given is what it does (null: its default, once the link is on screen).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const seen = vi.hoisted(() => ({ prefetch: [] as unknown[], byHref: new Map<string, unknown>() }));
vi.mock('next/link', () => ({
  default: ({ href, children, prefetch, ...rest }: { href: string; children: React.ReactNode; prefetch?: unknown }) => {
    seen.prefetch.push(prefetch);
    seen.byHref.set(href, prefetch);
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  },
}));

const { default: Link } = await import('./link.tsx');

afterEach(() => {
  cleanup();
  seen.prefetch.length = 0;
  seen.byHref.clear();
});

const last = () => seen.prefetch.at(-1);

describe('Link', () => {
  it.each([
    ['pointer', (a: HTMLElement) => fireEvent.pointerEnter(a)],
    ['focus', (a: HTMLElement) => fireEvent.focus(a)],
    ['touch', (a: HTMLElement) => fireEvent.touchStart(a)],
  ])('does not prefetch on screen, and does once the %s shows intent', (_, intent) => {
    render(<Link href="/shop/c/dresses">Dresses</Link>);
    expect(last()).toBe(false);
    intent(screen.getByRole('link', { name: 'Dresses' }));
    expect(last()).toBeNull();
    expect(screen.getByRole('link', { name: 'Dresses' }).getAttribute('href')).toBe('/shop/c/dresses');
  });

  it('keeps an explicit prefetch for when intent comes, and never prefetches a link that says false', () => {
    render(
      <>
        <Link href="/shop/bag" prefetch>
          Bag
        </Link>
        <Link href="/shop/myaccount" prefetch={false}>
          Account
        </Link>
      </>,
    );
    expect(Object.fromEntries(seen.byHref)).toEqual({ '/shop/bag': false, '/shop/myaccount': false });
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Bag' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Account' }));
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Account' }));
    expect(Object.fromEntries(seen.byHref)).toEqual({ '/shop/bag': true, '/shop/myaccount': false });
  });

  it('passes its own handlers on', () => {
    const onFocus = vi.fn();
    const onPointerEnter = vi.fn();
    render(
      <Link href="/" onFocus={onFocus} onPointerEnter={onPointerEnter}>
        Home
      </Link>,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    fireEvent.focus(home);
    fireEvent.pointerEnter(home);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
  });
});
