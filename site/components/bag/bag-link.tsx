'use client';
// The header's bag link with the live item count. The mini bag (a popover opened after an add) is loaded only when
// it first opens, so react-aria's popover is not part of every page's JavaScript; an add preloads it.
import { useAtom } from 'jotai';
import dynamic from 'next/dynamic';
import { Component, type ReactNode, useRef } from 'react';
import Link from '@/components/link/link.tsx';
import { useBagCount } from '@/lib/bag/hooks.ts';
import { miniBagOpenAtom } from '@/lib/bag/state.ts';
import * as styles from './bag.css.ts';

const MiniBagPopover = dynamic(() => import('./mini-bag.tsx').then((module) => module.MiniBagPopover), { ssr: false });

/** Starts loading the mini bag (called when an add begins, so it opens without waiting). */
export function preloadMiniBag(): void {
  // A failed preload is not a failure: the popover loads (or fails quietly) when it opens.
  import('./mini-bag.tsx').catch(() => {});
}

/**
 * The mini bag is a convenience: when its chunk cannot load (a tab left open across a deploy) the shopper keeps the
 * page and the bag link, instead of the whole layout's error page.
 */
class MiniBagBoundary extends Component<{ children: ReactNode; onFailure: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('The mini bag could not load', error);
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export function BagLink() {
  const { data } = useBagCount();
  const count = data?.itemCount ?? 0;
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useAtom(miniBagOpenAtom);
  return (
    <>
      <Link href="/shop/bag" ref={linkRef} className={styles.bagLink} data-testid="bag-link">
        <BagIcon />
        <span>Bag</span>
        <span className={styles.bagCount} data-testid="bag-count">
          {count}
          <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
        </span>
      </Link>
      {open ? (
        <MiniBagBoundary onFailure={() => setOpen(false)}>
          <MiniBagPopover triggerRef={linkRef} onClose={() => setOpen(false)} />
        </MiniBagBoundary>
      ) : null}
    </>
  );
}

function BagIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 8h14l-1 12H6L5 8Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
