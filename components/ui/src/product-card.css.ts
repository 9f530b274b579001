import { vars } from '@shop/brands/theme.css';
import { style, styleVariants } from '@vanilla-extract/css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  color: vars.color.text,
});

export const media = style({
  position: 'relative',
  aspectRatio: '3 / 4',
  backgroundColor: vars.color.surfaceAlt,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 300ms ease',
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.03)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: '0.5rem',
  insetInlineStart: '0.5rem',
  paddingBlock: '0.2rem',
  paddingInline: '0.5rem',
  borderRadius: vars.radius.button,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const badgeTone = styleVariants({
  sale: { backgroundColor: vars.color.sale, color: vars.color.onSale },
  accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  padding: '0.75rem',
});

export const label = style({
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const name = style({
  fontFamily: vars.font.body,
  fontSize: '0.9375rem',
  fontWeight: 400,
  letterSpacing: 'normal',
  textTransform: 'none',
  lineHeight: 1.35,
});

// One link per card, stretched over the whole card by ::after: one tab stop, the name as its accessible name.
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none', boxShadow: 'none' },
  },
});

export const focusRing = style({
  selectors: {
    [`&:has(${link}:focus-visible)`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
