import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: '4px 14px',
  padding: '16px 18px',
  borderRadius: vars.radius.card,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const icon = style({ gridRow: 'span 3', color: vars.color.brand });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: '1.125rem',
  lineHeight: 1.3,
});

export const countdown = style({ margin: 0, fontWeight: 700, color: vars.color.brand, fontSize: '1.0625rem' });

export const deadline = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const link = style({
  gridColumn: '2',
  color: vars.color.link,
  fontWeight: 600,
  fontSize: '0.9375rem',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: '2px' },
});
