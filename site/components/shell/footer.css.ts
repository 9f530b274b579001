import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

/** How many CMS link columns sit beside the brand blurb: a custom property set inline from the brand settings. */
export const COLUMN_COUNT_PROPERTY = '--footer-columns';

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
    'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (min-width: 1024px)': {
      gridTemplateColumns: `minmax(16rem, 2fr) repeat(var(${COLUMN_COUNT_PROPERTY}, 3), minmax(0, 1fr))`,
    },
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

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.25rem' });

export const inlineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1.25rem',
});

const linkLike = {
  color: vars.color.footerText,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  // 24px targets at least (WCAG 2.5.8), links being stacked closely.
  minHeight: '1.75rem',
  selectors: { '&:hover': { textDecoration: 'underline' } },
} as const;

export const link = style(linkLike);

export const linkButton = style({
  ...linkLike,
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
});

export const connect = style({
  display: 'grid',
  gap: '2rem',
  marginTop: '2.5rem',
  paddingTop: '1.5rem',
  borderTop: `1px solid color-mix(in srgb, ${vars.color.footerText} 25%, transparent)`,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '2fr 1fr' } },
});

export const newsletter = style({ maxWidth: '40rem' });

export const newsletterText = style({ margin: '0 0 0.75rem' });

export const newsletterLink = style({
  color: vars.color.footerText,
  fontWeight: 700,
  textDecoration: 'underline',
  display: 'inline-flex',
  minHeight: '1.75rem',
  alignItems: 'center',
});

export const small = style({
  marginTop: '2.5rem',
  paddingTop: '1.5rem',
  borderTop: `1px solid color-mix(in srgb, ${vars.color.footerText} 25%, transparent)`,
  fontSize: '0.8125rem',
  display: 'grid',
  gap: '0.75rem',
});
