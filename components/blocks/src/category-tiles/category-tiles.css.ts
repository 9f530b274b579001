import { vars } from '@shop/brands/theme.css';
import { media } from '@shop/ui/styles/breakpoints';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '16px' },
    [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: '20px' },
  },
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: vars.radius.card,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  ':hover': { boxShadow: vars.shadow.raised, transform: 'translateY(-2px)' },
  ':focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  '@media': { [media.reducedMotion]: { transition: 'none', ':hover': { transform: 'none' } } },
});

export const media_ = style({
  aspectRatio: '4 / 3',
  background: vars.color.surfaceAlt,
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

/** Product illustrations are drawn on their own backdrop: show them whole. */
export const productImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'center 30%',
  display: 'block',
});

export const monogram = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: '2.5rem',
  color: vars.color.brand,
  opacity: 0.85,
});

export const text = style({ padding: '12px 14px 14px', display: 'grid', gap: '2px' });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: '1.0625rem',
  lineHeight: 1.3,
});

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  // The whole tile is the link's click target.
  '::after': { content: '""', position: 'absolute', inset: 0 },
  ':hover': { textDecoration: 'underline' },
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });
