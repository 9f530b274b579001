'use client';

// The small-screen category menu: a native disclosure (it opens and closes without JavaScript), which also closes
// when the shopper chooses a category or the page changes, on Esc and on a tap outside it, giving focus back to its
// button (the summary) so keyboard and screen-reader users stay where they were.
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useRef } from 'react';

const INTERACTIVE = 'a, button, input, select, textarea, summary, [tabindex]';

export function MenuDisclosure({
  className,
  summary,
  children,
}: {
  className?: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (refocus: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (refocus) details.querySelector('summary')?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        event.preventDefault();
        close(true);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!details.open || (target && details.contains(target))) return;
      // A tap on another control gives that control focus; a tap anywhere else gives it back to the menu button,
      // again once the tap's own mousedown (which moves focus to the page) is over.
      const refocus = !target?.closest(INTERACTIVE);
      close(refocus);
      if (refocus) refocusAfterTap();
    };
    const refocusAfterTap = () => {
      const done = () => {
        clearTimeout(timer);
        document.removeEventListener('click', done, true);
        document.removeEventListener('pointercancel', done, true);
        details.querySelector('summary')?.focus();
      };
      const timer = setTimeout(() => {
        document.removeEventListener('click', done, true);
        document.removeEventListener('pointercancel', done, true);
      }, 1000);
      document.addEventListener('click', done, true);
      document.addEventListener('pointercancel', done, true);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('a[href]') && details.contains(target)) close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    details.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      details.removeEventListener('click', onClick);
    };
  }, []);

  // A page change (a category chosen, back or forward) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new pathname
  useEffect(() => {
    const details = ref.current;
    if (details?.open) {
      details.open = false;
      details.querySelector('summary')?.focus();
    }
  }, [pathname]);

  return (
    <details ref={ref} className={className}>
      {summary}
      {children}
    </details>
  );
}
