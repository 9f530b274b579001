import { vars } from '@shop/brands/theme.css';
import { media } from '@shop/ui/styles/breakpoints';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gap: '16px',
  padding: '24px 20px',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr', padding: '32px', gap: '24px 40px' } },
});

export const intro = style({ display: 'grid', gap: '12px', alignContent: 'start' });

export const brandName = style({
  margin: 0,
  fontSize: '0.8125rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.brand,
});

export const headline = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: 'clamp(1.375rem, 1.1rem + 1.2vw, 1.75rem)',
  lineHeight: 1.15,
});

export const example = style({
  margin: 0,
  padding: '16px 18px',
  borderRadius: vars.radius.card,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: '8px',
});

export const exampleTitle = style({ margin: 0, fontWeight: 700, fontSize: '1rem' });

export const exampleList = style({
  margin: 0,
  paddingInlineStart: '1.2em',
  display: 'grid',
  gap: '4px',
  lineHeight: 1.5,
});

export const small = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.8125rem', lineHeight: 1.5 });
