import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const wrap = style({ display: 'inline-flex', alignItems: 'center', gap: '0.125rem' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: '44px',
  padding: '0.5rem',
  color: vars.color.headerText,
  fontSize: '0.875rem',
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  borderRadius: vars.radius.control,
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

// On small phones the header has room for icons only; "Sign out" stays one tap away in the account pages.
export const secondary = style([
  link,
  { fontWeight: 400, whiteSpace: 'nowrap', '@media': { 'screen and (max-width: 479px)': { display: 'none' } } },
]);

export const label = style({
  '@media': {
    'screen and (max-width: 479px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
