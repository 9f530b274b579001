'use client';

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import * as styles from './product-carousel.css.ts';

interface Props {
  /** Accessible name of the list (the block title). */
  label: string;
  /** The heading row's title element, rendered on the server. */
  heading: ReactNode;
  /** Class of the row holding the heading and the buttons (shared block layout). */
  rowClassName: string;
  /** Server-rendered `<li>` items. */
  children: ReactNode;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Scroll-snap list with previous/next buttons; the list also scrolls by touch, trackpad and keyboard. The buttons are
 * plain `<button>`s (keyboard, focus and disabled state from the browser), so the block ships no react-aria.
 */
export function ProductCarouselClient({ label, heading, rowClassName, children }: Props) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ atStart: el.scrollLeft <= 4, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4 });
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      el.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <>
      <div className={rowClassName}>
        {heading}
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={`Previous products: ${label}`}
            disabled={edges.atStart}
            onClick={() => page(-1)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label={`Next products: ${label}`}
            disabled={edges.atEnd}
            onClick={() => page(1)}
          >
            <Chevron direction="right" />
          </button>
        </div>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard (WCAG 2.1.1) */}
      <ul ref={track} className={styles.track} aria-label={label} tabIndex={0}>
        {children}
      </ul>
    </>
  );
}
