import { vars } from '@shop/brands/theme.css';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from './styles/breakpoints.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fromBottom = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: 'rgba(0, 0, 0, 0.45)',
  selectors: { '&[data-entering]': { animation: `${fadeIn} 160ms ease-out` } },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const sheet = style({
  position: 'fixed',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  outline: 'none',
  maxHeight: '100dvh',
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

export const placement = styleVariants({
  right: {
    top: 0,
    right: 0,
    bottom: 0,
    width: 'min(28rem, 100vw)',
    selectors: { '&[data-entering]': { animation: `${fromRight} 220ms ease-out` } },
  },
  left: {
    top: 0,
    left: 0,
    bottom: 0,
    width: 'min(28rem, 100vw)',
    selectors: { '&[data-entering]': { animation: `${fromLeft} 220ms ease-out` } },
  },
  bottom: {
    left: 0,
    right: 0,
    bottom: 0,
    maxHeight: '85dvh',
    borderRadius: '16px 16px 0 0',
    selectors: { '&[data-entering]': { animation: `${fromBottom} 220ms ease-out` } },
  },
});

/** Below the tablet breakpoint the sheet takes the whole screen (spec §2: full-screen mode on small screens). */
export const fullScreenSmall = style({
  '@media': {
    'screen and (max-width: 767.98px)': { inset: 0, width: '100vw', maxHeight: '100dvh', borderRadius: 0 },
  },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1, outline: 'none' });

export const headerImage = style({ display: 'block', width: '100%', height: '8rem', objectFit: 'cover' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  padding: '0.75rem 1rem',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ flex: 1, margin: 0, fontSize: '1.125rem', fontWeight: 700 });

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const body = style({ flex: 1, overflowY: 'auto', padding: '1rem', overscrollBehavior: 'contain' });

export const footer = style({
  padding: '0.75rem 1rem',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const tabs = style({ display: 'grid', gap: '1rem' });

export const tabList = style({ display: 'flex', gap: '0.25rem', borderBottom: `1px solid ${vars.color.border}` });

export const tab = style({
  padding: '0.625rem 0.875rem',
  minHeight: '44px',
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.textMuted,
  borderBottom: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.brand },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const tabPanel = style({ outline: 'none' });
