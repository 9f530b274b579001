import { vars } from '@shop/brands/theme.css';
import { style, styleVariants } from '@vanilla-extract/css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5em',
  border: '2px solid transparent',
  borderRadius: vars.radius.button,
  fontFamily: vars.font.body,
  fontWeight: 700,
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease, transform 100ms ease',
  selectors: {
    '&:active:not(:disabled)': { transform: 'translateY(1px)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5, transform: 'none' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.brand,
    borderColor: vars.color.brand,
    color: vars.color.onBrand,
    selectors: {
      '&:hover:not(:disabled)': {
        backgroundColor: `color-mix(in srgb, ${vars.color.brand} 85%, black)`,
        borderColor: `color-mix(in srgb, ${vars.color.brand} 85%, black)`,
      },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    borderColor: vars.color.brand,
    color: vars.color.brand,
    selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceAlt } },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.text,
    selectors: {
      '&:hover:not(:disabled)': {
        backgroundColor: vars.color.surfaceAlt,
        textDecoration: 'underline',
      },
    },
  },
});

// Every size keeps a target of at least 24×24 CSS px (WCAG 2.5.8); medium and up meet 44px.
export const size = styleVariants({
  small: { minHeight: '36px', paddingBlock: '6px', paddingInline: '14px', fontSize: '0.875rem' },
  medium: { minHeight: '44px', paddingBlock: '10px', paddingInline: '20px', fontSize: '1rem' },
  large: { minHeight: '52px', paddingBlock: '12px', paddingInline: '28px', fontSize: '1.125rem' },
});

export const fullWidth = style({ width: '100%' });
