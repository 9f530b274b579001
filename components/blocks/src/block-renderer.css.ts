import { media } from '@shop/ui/styles/breakpoints';
import { container } from '@shop/ui/styles/layout.css';
import { style } from '@vanilla-extract/css';

/** The blocks of one page, evenly spaced whatever page or panel they sit in. */
export const stack = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '32px',
  '@media': { [media.desktop]: { gap: '48px' } },
});

/**
 * Each block sits in the page-width container, so pages can render blocks edge to edge. Inside a page that is
 * already in a container (e.g. a category landing above its listing) the gutters are not added twice.
 */
export const slot = style([
  container,
  {
    minWidth: 0,
    selectors: { [`${container} &`]: { paddingInline: 0 } },
  },
]);
