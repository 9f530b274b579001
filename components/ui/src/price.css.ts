import { vars } from '@shop/brands/theme.css';
import { style, styleVariants } from '@vanilla-extract/css';

export const price = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '0.5em',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const size = styleVariants({
  small: { fontSize: '0.875rem' },
  medium: { fontSize: '1rem' },
  large: { fontSize: '1.5rem' },
});

export const current = style({ fontWeight: 700 });

export const sale = style({ color: vars.color.sale });

export const was = style({
  fontSize: '0.875em',
  fontWeight: 400,
  color: vars.color.textMuted,
  textDecorationLine: 'line-through',
});
