import { vars } from '@shop/brands/theme.css';
import { globalStyle, style } from '@vanilla-extract/css';

// The checkout pages reuse the bag's cards, fields and totals (bag.css.ts); these are the checkout's own pieces:
// the step bar, radio cards, the day and slot pickers, the error summary and the mobile total bar.

const desktop = 'screen and (min-width: 1024px)';
const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const steps = style({
  listStyle: 'none',
  margin: '0 0 1.5rem',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: '0.25rem',
  fontSize: '0.8125rem',
  '@media': { [desktop]: { fontSize: '0.9375rem' } },
});

export const stepItem = style({
  display: 'grid',
  gap: '0.375rem',
  justifyItems: 'center',
  textAlign: 'center',
  color: vars.color.textMuted,
  selectors: { '&[aria-current="step"]': { color: vars.color.text, fontWeight: 700 } },
});

export const stepBar = style({
  width: '100%',
  height: '4px',
  borderRadius: '2px',
  background: vars.color.border,
  selectors: {
    [`${stepItem}[data-state="done"] &, ${stepItem}[aria-current="step"] &`]: { background: vars.color.brand },
  },
});

export const stepLink = style({ color: vars.color.link, ':focus-visible': focusRing });

export const section = style({ display: 'grid', gap: '0.75rem' });

export const radioList = style({ display: 'grid', gap: '0.5rem' });

export const radioCard = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: '0.25rem 0.75rem',
  alignItems: 'start',
  padding: '0.75rem',
  minHeight: '44px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', background: vars.color.surfaceAlt },
  },
});

export const radioDot = style({
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.background,
  selectors: {
    [`${radioCard}[data-selected] &`]: {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 4px ${vars.color.background}`,
      background: vars.color.brand,
    },
  },
});

export const radioTitle = style({ fontWeight: 700, margin: 0 });
export const radioDetail = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });
export const radioPrice = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', margin: 0 });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
});

export const chip = style({
  display: 'inline-grid',
  justifyItems: 'center',
  minWidth: '4.5rem',
  minHeight: '44px',
  padding: '0.375rem 0.625rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  cursor: 'pointer',
  fontSize: '0.875rem',
  selectors: {
    '&[data-selected]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand },
    '&[data-focus-visible]': focusRing,
  },
});

export const groupLabel = style({ fontWeight: 700, fontSize: '0.9375rem' });

/** A checkbox and its label on one line, with a target at least 24 px high. */
export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: '2.75rem',
  cursor: 'pointer',
});
globalStyle(`${checkRow} input`, { width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.brand });

export const formGrid = style({
  display: 'grid',
  gap: '0.75rem',
  '@media': { 'screen and (min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ '@media': { 'screen and (min-width: 640px)': { gridColumn: '1 / -1' } } });

export const errorSummary = style({
  border: `4px solid ${vars.color.danger}`,
  padding: '1rem',
  borderRadius: vars.radius.control,
  background: vars.color.background,
  display: 'grid',
  gap: '0.5rem',
  marginBottom: '1rem',
  ':focus': focusRing,
});

export const errorSummaryTitle = style({ margin: 0, fontSize: '1.125rem', fontWeight: 700 });
export const errorList = style({ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.25rem' });
export const errorLink = style({
  color: vars.color.danger,
  fontWeight: 700,
  ':focus-visible': focusRing,
});

export const fieldError = style({ margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: '0.875rem' });

export const invalidInput = style({ borderColor: `${vars.color.danger} !important`, borderWidth: '2px !important' });

export const addressText = style({ margin: 0, fontStyle: 'normal', lineHeight: 1.5 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' });

export const summaryLines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' });

export const summaryLine = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '0.5rem',
  fontSize: '0.9375rem',
});

export const shopList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' });

export const hours = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '0 0.75rem',
  margin: 0,
  fontSize: '0.8125rem',
});

/** Mobile first: the total and the continue button stay in reach at the foot of the screen. */
export const stickyTotal = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  padding: '0.75rem 1rem',
  display: 'grid',
  gap: '0.5rem',
  marginTop: '1rem',
  boxShadow: '0 -4px 12px rgb(0 0 0 / 0.08)',
  '@media': { [desktop]: { display: 'none' } },
});

export const desktopOnly = style({ display: 'none', '@media': { [desktop]: { display: 'block' } } });

export const hoursRow = style({ display: 'contents' });
export const hoursValue = style({ margin: 0 });

export const totalLine = style({ display: 'flex', justifyContent: 'space-between', fontWeight: 700, margin: 0 });

export const comboInput = style({ width: '100%' });

export const listBox = style({
  maxHeight: '18rem',
  overflowY: 'auto',
  background: vars.color.background,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.15)',
  outline: 'none',
  padding: '0.25rem',
  width: 'var(--trigger-width)',
});

export const listItem = style({
  padding: '0.5rem 0.75rem',
  minHeight: '44px',
  display: 'grid',
  alignContent: 'center',
  cursor: 'pointer',
  borderRadius: vars.radius.control,
  outline: 'none',
  selectors: { '&[data-focused]': { background: vars.color.surfaceAlt } },
});

/** The gateway's hosted card fields (its iframe sizes itself to its content). */
export const cardFields = style({ minHeight: '12rem', outline: 'none', ':focus-visible': focusRing });

export const modalOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '1rem',
  background: 'rgb(0 0 0 / 0.5)',
});
export const modal = style({
  width: 'min(100%, 32rem)',
  maxHeight: '100%',
  overflow: 'auto',
  background: vars.color.surface,
  borderRadius: '0.5rem',
  boxShadow: '0 0.5rem 2rem rgb(0 0 0 / 0.3)',
});
export const modalDialog = style({ display: 'grid', gap: '0.75rem', padding: '1.25rem', outline: 'none' });
export const challengeFrame = style({ width: '100%', height: 'min(30rem, 70vh)', border: 0, display: 'block' });

/** The billing address's fieldset: a section of the card form, without the browser's box. */
export const billingFieldset = style({ border: 0, padding: 0, margin: 0, minInlineSize: 0 });

/** A radio card's title above its detail (both in one grid cell). */
export const radioText = style({ display: 'grid', gap: '0.125rem' });
