import { vars } from '@shop/brands/theme.css';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const stepCount = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

export const stepHeading = style({ margin: 0, fontSize: '1.25rem', fontWeight: 700, outline: 'none' });

/** A document in its own scrolling box (force-scroll reads its end). */
export const documentBox = style({
  maxHeight: '22rem',
  overflowY: 'auto',
  padding: '0.75rem 1rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  fontSize: '0.9375rem',
  lineHeight: 1.5,
  ':focus-visible': focusRing,
});

globalStyle(`${documentBox} h2`, { fontSize: '1.125rem', margin: '0 0 0.25rem' });
globalStyle(`${documentBox} h3`, { fontSize: '1rem', margin: '1rem 0 0.25rem' });
globalStyle(`${documentBox} dt`, { fontWeight: 700 });
globalStyle(`${documentBox} dd`, { margin: '0 0 0.5rem' });
globalStyle(`${documentBox} dl, ${documentBox} p, ${documentBox} ol`, { margin: '0 0 0.5rem' });

export const fieldset = style({ border: 0, padding: 0, margin: 0, minInlineSize: 0, display: 'grid', gap: '0.5rem' });

export const legend = style({ fontWeight: 700, padding: 0, marginBottom: '0.25rem' });

export const inline = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' });

export const shortField = style({ display: 'grid', gap: '0.25rem', flex: '0 1 7rem' });

export const answers = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, auto) 1fr',
  gap: '0.25rem 1rem',
  margin: 0,
});

/** The credit reference agency a decline rests on: its name, postal address and how to reach it. */
export const agency = style({
  display: 'grid',
  gap: '0.5rem',
  padding: '0.75rem 1rem',
  borderInlineStart: `4px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.control,
});

export const agencyHeading = style({ margin: 0, fontSize: '1rem', fontWeight: 700 });

export const agencyAddress = style({ fontStyle: 'normal', lineHeight: 1.5, overflowWrap: 'anywhere' });
