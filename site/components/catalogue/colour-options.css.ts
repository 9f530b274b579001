import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const group = style({ display: 'grid', gap: '0.5rem' });

export const label = style({ fontWeight: 700 });

export const swatches = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });

export const swatch = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '0.25rem',
  minWidth: '64px',
  minHeight: '44px',
  padding: '0.375rem 0.5rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: '0.8125rem',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 2px ${vars.color.brand}` },
    // The radio itself is visually hidden: its keyboard focus shows on the swatch.
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-unavailable]': { color: vars.color.textMuted },
  },
});

export const chip = style({
  display: 'block',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  // A darker ring keeps light swatches (white, ivory) visible on a light page.
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceAlt,
});

export const stock = style({
  margin: 0,
  fontWeight: 600,
  selectors: {
    '&[data-tone="positive"]': { color: vars.color.success },
    '&[data-tone="warning"]': { color: vars.color.text },
    '&[data-tone="negative"]': { color: vars.color.danger },
  },
});
