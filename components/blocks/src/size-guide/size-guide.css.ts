import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const intro = style({ margin: '0 0 16px', maxWidth: '68ch', lineHeight: 1.5, color: vars.color.text });

export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const table = style({
  width: '100%',
  minWidth: '480px',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  fontSize: '0.9375rem',
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'bottom',
  textAlign: 'start',
  padding: '10px 14px',
  color: vars.color.textMuted,
  fontSize: '0.8125rem',
});

export const headCell = style({
  textAlign: 'start',
  padding: '12px 14px',
  background: vars.color.surfaceAlt,
  fontWeight: 700,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
});

export const rowHead = style({ textAlign: 'start', padding: '10px 14px', fontWeight: 700, whiteSpace: 'nowrap' });

export const cell = style({ padding: '10px 14px' });

export const row = style({
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:nth-child(even)': { background: vars.color.surface } },
});
