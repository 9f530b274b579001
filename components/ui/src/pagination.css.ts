import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';
import { media } from './styles/breakpoints.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const target = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  paddingInline: '0.5rem',
  borderRadius: vars.radius.button,
} as const;

export const page = style({
  ...target,
  border: '1px solid transparent',
  color: vars.color.text,
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: 700,
    },
  },
});

export const step = style({
  ...target,
  gap: '0.25rem',
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:hover': { textDecorationThickness: '2px' } },
});

// "Previous"/"Next" words collapse to arrows on small phones; the accessible name stays in full.
export const stepText = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline' } },
});

export const ellipsis = style({ ...target, minWidth: '24px', color: vars.color.textMuted });
