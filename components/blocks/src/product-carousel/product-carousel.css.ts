import { vars } from '@shop/brands/theme.css';
import { media } from '@shop/ui/styles/breakpoints';
import { style } from '@vanilla-extract/css';

export const controls = style({ display: 'flex', gap: '8px' });

export const track = style({
  listStyle: 'none',
  margin: 0,
  padding: '4px 2px 12px',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'calc((100% - 12px) / 2.2)',
  gap: '12px',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollPaddingInline: '2px',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  '@media': {
    [media.tablet]: { gridAutoColumns: 'calc((100% - 3 * 16px) / 3.5)', gap: '16px' },
    [media.desktop]: { gridAutoColumns: 'calc((100% - 4 * 20px) / 5)', gap: '20px' },
    [media.reducedMotion]: { scrollBehavior: 'auto' },
  },
});

export const item = style({ scrollSnapAlign: 'start', minWidth: 0 });

export const arrow = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: '999px',
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.background,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { opacity: 0.4, cursor: 'default' },
  },
});
