import { vars } from '@shop/brands/theme.css';
import { media } from '@shop/ui/styles/breakpoints';
import { keyframes, style } from '@vanilla-extract/css';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '6px 16px',
  padding: '14px 20px',
  borderRadius: vars.radius.card,
  background: vars.color.promoBackground,
  color: vars.color.promoText,
  textAlign: 'center',
  '@media': { [media.tablet]: { padding: '16px 28px' } },
});

export const message = style({ margin: 0, fontWeight: 700, fontSize: '1rem', lineHeight: 1.4 });

export const links = style({ display: 'flex', gap: '16px', alignItems: 'center' });

export const link = style({
  color: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  fontSize: '0.9375rem',
  minHeight: '24px',
  ':hover': { textDecorationThickness: '2px' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: '2px' },
});

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'grid',
  placeItems: 'center',
  padding: '16px',
  background: 'rgb(0 0 0 / 0.5)',
  selectors: { '&[data-entering]': { animation: `${fade} 150ms ease-out` } },
  '@media': { [media.reducedMotion]: { selectors: { '&[data-entering]': { animation: 'none' } } } },
});

export const modal = style({
  width: 'min(560px, 100%)',
  maxHeight: 'min(80vh, 720px)',
  overflow: 'auto',
  borderRadius: vars.radius.card,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
});

export const dialog = style({ padding: '24px', outline: 'none', display: 'grid', gap: '12px' });

export const dialogHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: '16px' });

export const dialogTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: '1.25rem',
});

export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceAlt },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const terms = style({ fontSize: '0.9375rem', lineHeight: 1.6, display: 'grid', gap: '0.75em' });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const termsTitle = style({ margin: 0, fontWeight: 700 });
