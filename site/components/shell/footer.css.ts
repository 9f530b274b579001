import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const footer = style({
  marginTop: '4rem',
  background: vars.color.footerBackground,
  color: vars.color.footerText,
  paddingBlock: '3rem 2rem',
  fontSize: '0.9375rem',
});

export const grid = style({
  display: 'grid',
  gap: '2rem',
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: '2fr 1fr 1fr' },
  },
});

export const brandName = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  fontSize: '1.5rem',
  margin: '0 0 0.75rem',
});

export const heading = style({
  fontSize: '0.8125rem',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  margin: '0 0 0.75rem',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' });

export const link = style({
  color: vars.color.footerText,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const small = style({
  marginTop: '2.5rem',
  paddingTop: '1.5rem',
  borderTop: `1px solid color-mix(in srgb, ${vars.color.footerText} 25%, transparent)`,
  fontSize: '0.8125rem',
});
