import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

// The checkout's content slots: quiet cards that sit between the checkout's own sections without competing with them.

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: '2px' };

export const slot = style({
  display: 'grid',
  gap: '0.75rem',
  marginBlockEnd: '1rem',
  minWidth: 0,
  // Side by side where there is room (a wide delivery step), stacked on a phone or in the payment column.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  alignItems: 'start',
});

export const card = style({
  display: 'grid',
  gap: '0.5rem',
  padding: '1rem 1.125rem',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  minWidth: 0,
});

export const promotion = style([card, { borderInlineStart: `4px solid ${vars.color.brand}` }]);

export const heading = style({ margin: 0, fontSize: '1.0625rem', fontWeight: 700, lineHeight: 1.3 });

export const text = style({ margin: 0, lineHeight: 1.5, fontSize: '0.9375rem' });

export const points = style({
  margin: 0,
  paddingInlineStart: '1.25em',
  display: 'grid',
  gap: '0.25rem',
  lineHeight: 1.5,
});

export const small = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.8125rem', lineHeight: 1.5 });

export const brandName = style({
  margin: 0,
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.brand,
});

export const link = style({
  color: vars.color.link,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  justifySelf: 'start',
  ':focus-visible': focusRing,
});
