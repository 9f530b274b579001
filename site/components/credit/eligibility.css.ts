import { vars } from '@shop/brands/theme.css';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: '1.25rem', outline: 'none' });

export const fieldset = style({ border: 0, padding: 0, margin: 0, minInlineSize: 0, display: 'grid', gap: '0.75rem' });

/** Years and months side by side, narrow: two small numbers that shrink with a phone's width (never past the card). */
export const duration = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 9rem))',
  gap: '0.75rem',
});
globalStyle(`${duration} > *`, { minWidth: 0 });
globalStyle(`${duration} input`, { width: '100%', minWidth: 0, boxSizing: 'border-box' });

export const previous = style({
  display: 'grid',
  gap: '1.25rem',
  paddingInlineStart: '0.75rem',
  borderInlineStart: `4px solid ${vars.color.border}`,
  outline: 'none',
});

export const result = style({ display: 'grid', gap: '1rem' });

export const figures = style({
  display: 'grid',
  gap: '0.75rem',
  margin: 0,
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const figure = style({
  display: 'grid',
  gap: '0.25rem',
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.control,
  background: vars.color.surfaceAlt,
});

export const figureLabel = style({ fontSize: '0.875rem', color: vars.color.textMuted, margin: 0 });
export const figureValue = style({
  fontWeight: 700,
  fontSize: '1.0625rem',
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const terms = style({ display: 'grid', gap: '0.5rem' });
export const termsHeading = style({ margin: '0.75rem 0 0.25rem', fontSize: '1rem', fontWeight: 700 });
export const paragraph = style({ margin: '0 0 0.5rem', lineHeight: 1.5 });
