import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const gallery = style({
  position: 'relative',
  margin: 0,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.card,
  overflow: 'hidden',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
});

export const badge = style({
  position: 'absolute',
  top: '1rem',
  left: '1rem',
  padding: '0.25rem 0.625rem',
  background: vars.color.sale,
  color: vars.color.onSale,
  fontWeight: 700,
  fontSize: '0.875rem',
  borderRadius: vars.radius.button,
});

export const reviews = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' });

export const reviewText = style({ color: vars.color.textMuted, fontSize: '0.9375rem' });

export const noReviews = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const stock = style({
  margin: 0,
  fontWeight: 600,
  selectors: {
    '&[data-tone="positive"]': { color: vars.color.success },
    '&[data-tone="warning"]': { color: vars.color.text },
    '&[data-tone="negative"]': { color: vars.color.danger },
  },
});

export const recommendations = style({ marginTop: '3rem', display: 'grid', gap: '1rem' });

export const sectionTitle = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: 'clamp(1.25rem, 2.5vw, 1.75rem)',
  margin: 0,
});
