import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: '0.75rem',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: '2rem' } },
});

export const filters = style({ display: 'grid', gap: '0.25rem', alignContent: 'start' });

export const filtersToggle = style({
  '@media': { 'screen and (min-width: 1024px)': { display: 'none' } },
});

export const group = style({
  borderBottom: `1px solid ${vars.color.border}`,
  padding: '0.5rem 0',
});

export const groupSummary = style({
  cursor: 'pointer',
  fontWeight: 700,
  padding: '0.5rem 0',
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
});

export const options = style({
  listStyle: 'none',
  margin: 0,
  padding: '0 0 0.5rem',
  display: 'grid',
  gap: '0.125rem',
  maxHeight: '18rem',
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.625rem',
  minHeight: '36px',
  cursor: 'pointer',
  selectors: { '&[data-disabled="true"]': { color: vars.color.textMuted, cursor: 'default' } },
});

export const checkbox = style({ width: '1.125rem', height: '1.125rem', accentColor: vars.color.brand, flexShrink: 0 });

export const optionCount = style({ marginLeft: 'auto', color: vars.color.textMuted, fontSize: '0.875rem' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  marginBottom: '1rem',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: '36px',
  padding: '0.25rem 0.75rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.875rem',
  cursor: 'pointer',
});

export const clear = style({
  background: 'none',
  border: 0,
  padding: '0.5rem',
  color: vars.color.link,
  textDecoration: 'underline',
  font: 'inherit',
  cursor: 'pointer',
  minHeight: '36px',
});

export const sortLabel = style({ display: 'flex', alignItems: 'center', gap: '0.5rem', fontWeight: 600 });

export const select = style({
  font: 'inherit',
  minHeight: '44px',
  padding: '0.5rem 2rem 0.5rem 0.75rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
});

export const results = style({
  transition: 'opacity 120ms ease-out',
  selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const status = style({ minHeight: '1.5rem', margin: '0 0 0.5rem', color: vars.color.textMuted });

export const desktopOnly = style({
  display: 'none',
  '@media': { 'screen and (min-width: 1024px)': { display: 'block' } },
});
