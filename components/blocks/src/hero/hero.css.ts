import { vars } from '@shop/brands/theme.css';
import { media } from '@shop/ui/styles/breakpoints';
import { style, styleVariants } from '@vanilla-extract/css';

export const hero = style({
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.card,
  '@media': {
    [media.tablet]: { gridTemplateColumns: '1fr 1fr', minHeight: '360px' },
    [media.desktop]: { minHeight: '440px' },
  },
});

/** Without a picture the hero is a compact text banner rather than half an empty box. */
export const textOnly = style({
  '@media': {
    [media.tablet]: { gridTemplateColumns: '1fr', minHeight: '0' },
    [media.desktop]: { minHeight: '0' },
  },
});

export const tone = styleVariants({
  brand: { background: vars.color.brand, color: vars.color.onBrand },
  accent: { background: vars.color.accent, color: vars.color.onAccent },
  light: { background: vars.color.surfaceAlt, color: vars.color.text },
  dark: { background: vars.color.text, color: vars.color.background },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: '16px',
  padding: '28px 20px',
  '@media': { [media.tablet]: { padding: '40px' }, [media.desktop]: { padding: '56px 64px' } },
});

export const heading = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  textTransform: vars.font.headingTransform,
  fontSize: 'clamp(1.75rem, 1.2rem + 2.6vw, 3.25rem)',
  lineHeight: 1.08,
  margin: 0,
  color: 'inherit',
  overflowWrap: 'anywhere',
});

export const subheading = style({
  fontSize: '1.0625rem',
  lineHeight: 1.5,
  margin: 0,
  maxWidth: '36ch',
  '@media': { [media.desktop]: { fontSize: '1.1875rem' } },
});

export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: '12px 28px',
  marginTop: '8px',
  borderRadius: vars.radius.button,
  fontWeight: 700,
  textDecoration: 'none',
  background: vars.color.background,
  color: vars.color.text,
  border: '2px solid currentColor',
  transition: 'transform 120ms ease',
  ':hover': { transform: 'translateY(-1px)', textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' },
});

export const media_ = style({
  position: 'relative',
  minHeight: '220px',
  '@media': { [media.tablet]: { minHeight: 'auto' } },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
