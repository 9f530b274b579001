import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: '2rem',
  marginTop: '1rem',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: '3rem' } },
});

export const gallery = style({ background: vars.color.surfaceAlt, borderRadius: vars.radius.card, overflow: 'hidden' });

export const image = style({ width: '100%', height: 'auto', aspectRatio: '3 / 4', objectFit: 'cover' });

export const details = style({ display: 'grid', gap: '0.75rem', alignContent: 'start' });

/** The product's name, rating and price: the block whose view is tracked (it keeps the details' spacing). */
export const headline = style({ display: 'grid', gap: '0.75rem' });

export const label = style({
  margin: 0,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  fontSize: '0.8125rem',
  letterSpacing: '0.08em',
});

export const name = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  fontSize: 'clamp(1.5rem, 3vw, 2.25rem)',
  lineHeight: 1.15,
  margin: 0,
});

export const price = style({ fontSize: '1.25rem' });

export const meta = style({ margin: 0 });

export const options = style({ border: 0, padding: 0, margin: '0.5rem 0 0' });

export const legend = style({ fontWeight: 700, marginBottom: '0.5rem' });

export const sizeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.5rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
});

export const sizeItem = style({
  display: 'grid',
  gap: '0.25rem',
  padding: '0.625rem 0.75rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  selectors: {
    '&[data-stock="OUT_OF_STOCK"], &[data-stock="OUT_OF_STOCK_NOT_RETURNING"]': {
      borderStyle: 'dashed',
      color: vars.color.textMuted,
    },
  },
});

export const sizeName = style({ fontWeight: 600 });

export const description = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: '1rem',
  marginTop: '0.5rem',
});

export const subTitle = style({ fontSize: '1.0625rem', margin: '0 0 0.5rem' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '0.25rem 1rem',
  color: vars.color.textMuted,
  fontSize: '0.875rem',
});
