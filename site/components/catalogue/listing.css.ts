import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const head = style({ margin: '1rem 0 2rem', display: 'grid', gap: '0.5rem' });

export const title = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  textTransform: vars.font.headingTransform,
  fontSize: 'clamp(1.75rem, 4vw, 2.75rem)',
  margin: 0,
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const description = style({ margin: 0, maxWidth: '48rem' });
