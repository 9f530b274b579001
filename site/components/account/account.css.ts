import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: '2rem 4rem' });

export const heading = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  fontSize: 'clamp(1.5rem, 4vw, 2.25rem)',
  margin: '0 0 0.25rem',
});

export const lead = style({ color: vars.color.textMuted, margin: '0 0 2rem' });

// minmax(0, …) columns: wide content (the orders table) scrolls inside its card instead of widening the page.
export const layout = style({
  display: 'grid',
  gap: '2rem',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 1024px)': { gridTemplateColumns: '14rem minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const nav = style({ display: 'flex', flexDirection: 'column', gap: '0.25rem' });

export const navLink = style({
  padding: '0.625rem 0.75rem',
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.surfaceAlt, fontWeight: 700 } },
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const cards = style({
  display: 'grid',
  gap: '1.25rem',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: '1.25rem 1.5rem',
});

export const wide = style({ '@media': { 'screen and (min-width: 768px)': { gridColumn: '1 / -1' } } });

export const cardTitle = style({ fontSize: '1.125rem', margin: '0 0 0.75rem' });

export const list = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.375rem 1rem', margin: 0 });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const address = style({ fontStyle: 'normal', lineHeight: 1.6 });

export const notice = style({
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.surfaceAlt,
  padding: '0.75rem 1rem',
  margin: '0.75rem 0 0',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: '1rem 1.25rem',
  margin: '0 0 1.25rem',
});
export const legend = style({ fontWeight: 700, padding: '0 0.25rem' });

export const check = style({ display: 'flex', gap: '0.625rem', alignItems: 'center', minHeight: '44px' });
export const checkbox = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.brand });

export const field = style({ display: 'grid', gap: '0.25rem', maxWidth: '20rem', marginBlock: '0.5rem 1rem' });
export const input = style({
  padding: '0.625rem 0.75rem',
  font: 'inherit',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
});
export const hint = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const status = style({ marginTop: '1rem', fontWeight: 600 });
export const error = style({ marginTop: '1rem', color: vars.color.danger, fontWeight: 600 });

// Recent orders: a table that scrolls sideways inside its card on narrow screens (keyboard-scrollable region).
export const tableScroll = style({
  overflowX: 'auto',
  borderRadius: vars.radius.control,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
export const table = style({ width: '100%', minWidth: '32rem', borderCollapse: 'collapse', fontSize: '0.9375rem' });
export const tableHead = style({
  textAlign: 'left',
  fontWeight: 600,
  color: vars.color.textMuted,
  padding: '0.5rem 0.75rem 0.5rem 0',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tableCell = style({
  textAlign: 'left',
  fontWeight: 400,
  padding: '0.625rem 0.75rem 0.625rem 0',
  borderBottom: `1px solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const numeric = style({ textAlign: 'right', paddingRight: 0 });

// Saved cards: one row per card, its actions wrapping under it on a phone.
export const cardList = style({ listStyle: 'none', margin: '0 0 1rem', padding: 0, display: 'grid', gap: '0.75rem' });
export const cardRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '0.75rem',
  paddingBlock: '0.75rem',
  borderBottom: `1px solid ${vars.color.border}`,
});
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' });
export const badge = style({
  marginInlineStart: '0.5rem',
  padding: '0.125rem 0.5rem',
  borderRadius: '999px',
  fontSize: '0.8125rem',
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});
export const addCard = style({ display: 'grid', gap: '0.75rem', marginTop: '1rem' });

/** One tender of a split payment, on its own line. */
export const paymentPart = style({ display: 'block' });
