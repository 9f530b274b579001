'use client';
// The site's link: Next.js's, prefetching on intent (pointer over it, focus, a touch) instead of whenever it scrolls
// into view. The public pages are cached (ISR), and Next.js prefetches a cached route in full: one page view with the
// header's category bar on screen asked the server for 13 to 16 pages (each a render when it was not cached yet, or
// after a publish or a stock change expired it), for links the shopper mostly never follows. A shopper reaching for a
// link gives it 100 ms or more before the click, which is what a prefetch needs from a cached page; a link followed
// without any of these (a script's click) navigates as a link without prefetch does.
//
// Used everywhere next/link would be (site/README.md, "Links"); `prefetch={false}` still means never.
import NextLink from 'next/link';
import { type ComponentProps, useState } from 'react';

export type LinkProps = ComponentProps<typeof NextLink>;

export default function Link({ prefetch, onPointerEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  const wanted = prefetch !== false;
  return (
    <NextLink
      {...props}
      // null: Next.js's default prefetch, which starts once this changes from false (the link is on screen then).
      prefetch={wanted && intent ? (prefetch ?? null) : false}
      onPointerEnter={(event) => {
        if (wanted) setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        if (wanted) setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        if (wanted) setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
