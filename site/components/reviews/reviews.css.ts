import { vars } from '@shop/brands/theme.css';
import { globalStyle, style } from '@vanilla-extract/css';

export const section = style({
  marginTop: '3rem',
  paddingTop: '2rem',
  borderTop: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: '1.5rem',
  scrollMarginTop: '5rem',
});

export const title = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: 'clamp(1.25rem, 2.5vw, 1.75rem)',
  margin: 0,
});

export const overview = style({
  display: 'grid',
  gap: '1.5rem',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 22rem) 1fr' } },
});

export const average = style({ display: 'grid', gap: '0.375rem', alignContent: 'start' });

export const averageFigure = style({ fontSize: '2.5rem', fontWeight: 700, lineHeight: 1, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: '0.9375rem' });

export const distribution = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.25rem' });

export const distributionRow = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr 2.5rem',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: '2rem',
  padding: '0 0.25rem',
  borderRadius: vars.radius.control,
  selectors: {
    '&:hover, &[data-active]': { background: vars.color.surfaceAlt },
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const distributionLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // The whole row is the link's target.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&[aria-current="true"]': { fontWeight: 700 },
  },
});

export const bar = style({
  height: '0.5rem',
  borderRadius: '999px',
  background: vars.color.border,
  overflow: 'hidden',
});

export const barFill = style({ display: 'block', height: '100%', background: vars.color.text });

export const count = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'grid', gap: '0.75rem', alignContent: 'start' });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
});

export const select = style({
  minHeight: '2.75rem',
  padding: '0 0.75rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const label = style({ fontWeight: 600, marginRight: '0.5rem' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0' });

export const review = style({
  display: 'grid',
  gap: '0.5rem',
  padding: '1.25rem 0',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const reviewBody = style({ display: 'grid', gap: '0.5rem', justifyItems: 'start' });

export const reviewTitle = style({ fontSize: '1.0625rem', margin: 0 });

export const reviewText = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 0.75rem',
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  margin: 0,
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.button,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: '0.8125rem',
  fontWeight: 600,
});

export const photos = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const photoButton = style({
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: 'none',
  cursor: 'zoom-in',
  lineHeight: 0,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const thumbnail = style({
  width: '5rem',
  height: '5rem',
  objectFit: 'cover',
  borderRadius: vars.radius.control,
});

export const helpful = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem',
  fontSize: '0.875rem',
  border: 0,
  margin: 0,
  padding: 0,
});

export const helpfulLegend = style({ float: 'left', padding: 0, marginRight: '0.25rem' });

export const empty = style({ margin: 0, padding: '1rem 0', color: vars.color.textMuted });

export const lightboxOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: 'rgb(0 0 0 / 0.8)',
  display: 'grid',
  placeItems: 'center',
  padding: '1rem',
});

export const lightbox = style({
  position: 'relative',
  maxWidth: 'min(100%, 64rem)',
  maxHeight: '100%',
  outline: 'none',
  display: 'grid',
  gap: '0.5rem',
  justifyItems: 'end',
});

export const lightboxImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 'calc(100vh - 6rem)',
  width: 'auto',
  height: 'auto',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

/* The write-a-review form. */
export const form = style({
  display: 'grid',
  gap: '1.25rem',
  padding: '1.25rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  maxWidth: '40rem',
});

export const field = style({ display: 'grid', gap: '0.375rem', border: 0, margin: 0, padding: 0, minWidth: 0 });

export const fieldLabel = style({ fontWeight: 600, padding: 0 });

export const input = style({
  minHeight: '2.75rem',
  padding: '0.5rem 0.75rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  width: '100%',
  boxSizing: 'border-box',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const textarea = style([input, { minHeight: '8rem', resize: 'vertical' }]);

export const stars = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });

export const starOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: '2.75rem',
  padding: '0 0.75rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { background: vars.color.text, color: vars.color.background } },
});

export const check = style({ display: 'flex', alignItems: 'flex-start', gap: '0.5rem', minHeight: '2.75rem' });

globalStyle(`${check} input, ${starOption} input`, { width: '1.25rem', height: '1.25rem', margin: '0.125rem 0 0' });

export const hint = style({ color: vars.color.textMuted, fontSize: '0.875rem', margin: 0 });

export const error = style({ color: vars.color.danger, fontWeight: 600, fontSize: '0.9375rem', margin: 0 });

export const errorSummary = style({
  padding: '1rem',
  border: `3px solid ${vars.color.danger}`,
  borderRadius: vars.radius.card,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

globalStyle(`${errorSummary} a`, { color: vars.color.danger, fontWeight: 600 });

export const uploads = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const upload = style({ display: 'grid', gap: '0.25rem', justifyItems: 'start' });

export const confirmation = style({
  padding: '1rem',
  border: `2px solid ${vars.color.success}`,
  borderRadius: vars.radius.card,
  outline: 'none',
});

/* Moderation. */
export const queue = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem' });

export const card = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: '0 0.75rem',
  color: vars.color.text,
  borderRadius: vars.radius.control,
  selectors: {
    '&[aria-current="page"]': { fontWeight: 700, background: vars.color.surfaceAlt },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const decision = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.75rem' });

/* The customer photo gallery (user-generated content). */
export const gallery = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: '0.75rem',
});

export const galleryButton = style([
  photoButton,
  { display: 'block', width: '100%', aspectRatio: '1', overflow: 'hidden', background: vars.color.surface },
]);

export const galleryImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

/* The gallery's lightbox: a dark panel, so its title, buttons and caption read clearly over whatever is behind. */
export const galleryLightbox = style({
  position: 'relative',
  maxWidth: 'min(100%, 64rem)',
  maxHeight: '100%',
  overflow: 'auto',
  display: 'grid',
  gap: '0.75rem',
  justifyItems: 'center',
  padding: '0.75rem',
  borderRadius: vars.radius.card,
  background: '#111',
  color: '#fff',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const galleryLightboxImage = style([
  lightboxImage,
  // The title bar above and the caption below stay on screen with the picture.
  { maxHeight: 'calc(100dvh - 10rem)' },
]);

export const galleryCaption = style({
  margin: 0,
  color: '#fff',
  fontSize: '0.9375rem',
  justifySelf: 'start',
  maxWidth: '40rem',
});

export const galleryTitle = style([galleryCaption, { fontFamily: 'inherit', fontSize: '1rem', fontWeight: 600 }]);

export const lightboxBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  width: '100%',
  color: '#fff',
});

export const lightboxNav = style({ display: 'flex', gap: '0.5rem' });
