import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const field = style({ display: 'block', marginBottom: '1rem' });

export const input = style({
  width: '100%',
  minHeight: '48px',
  padding: '0.625rem 0.875rem',
  font: 'inherit',
  fontSize: '1rem',
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  selectors: { '&:focus-visible': { borderColor: vars.color.focus } },
});

export const menu = style({ display: 'grid', gap: '1rem', outline: 'none' });

export const section = style({ display: 'grid', gap: '0.125rem' });

export const sectionTitle = style({
  margin: '0 0 0.25rem',
  fontSize: '0.8125rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  minHeight: '44px',
  padding: '0.375rem 0.625rem',
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const productItem = style({ alignItems: 'center' });

export const thumb = style({
  width: '48px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: '4px',
  background: vars.color.surfaceAlt,
});

export const productText = style({ display: 'grid', gap: '0.125rem' });

export const productMeta = style({ fontWeight: 700 });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const history = style({ display: 'grid', gap: '0.25rem', marginBottom: '1rem' });

export const historyList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.125rem' });

export const historyItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
});

export const historyLink = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0 0.625rem',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.control,
  selectors: { '&:hover': { background: vars.color.surfaceAlt, textDecoration: 'underline' } },
});

export const remove = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: '1.25rem',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt, color: vars.color.text } },
});
