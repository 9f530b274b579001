import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

const heading = {
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  textTransform: vars.font.headingTransform,
} as const;

export const hero = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  marginBottom: '3rem',
});

export const heroInner = style({
  paddingBlock: 'clamp(3rem, 8vw, 6.5rem)',
  display: 'grid',
  gap: '1rem',
  justifyItems: 'start',
  maxWidth: '56rem',
  marginInline: 'auto',
});

export const eyebrow = style({
  margin: 0,
  fontSize: '0.875rem',
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontWeight: 600,
});

export const heroTitle = style({ ...heading, margin: 0, fontSize: 'clamp(2.5rem, 8vw, 5rem)', lineHeight: 1 });

export const heroText = style({ margin: 0, fontSize: 'clamp(1.0625rem, 2vw, 1.25rem)', maxWidth: '40rem' });

export const heroAction = style({
  marginTop: '0.75rem',
  display: 'inline-block',
  padding: '0.875rem 1.75rem',
  borderRadius: vars.radius.control,
  background: vars.color.onBrand,
  color: vars.color.brand,
  fontWeight: 700,
  textDecoration: 'none',
});

export const sectionHead = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '1rem',
  marginTop: '3rem',
});

export const sectionTitle = style({ ...heading, fontSize: 'clamp(1.375rem, 3vw, 1.875rem)', margin: '0 0 1.25rem' });

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.75rem',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '1rem' } },
});

export const tile = style({
  display: 'grid',
  gap: '0.25rem',
  alignContent: 'end',
  minHeight: '7.5rem',
  padding: '1rem',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  textDecoration: 'none',
  border: `1px solid ${vars.color.border}`,
  transition: 'border-color 120ms ease',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});

export const tileName = style({ ...heading, fontSize: '1.125rem' });

export const tileCount = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
