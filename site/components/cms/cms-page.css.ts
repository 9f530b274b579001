import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: '2.5rem',
  paddingBlockEnd: '3rem',
});

export const title = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  textTransform: vars.font.headingTransform,
  fontSize: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)',
  lineHeight: 1.15,
  marginBlock: '2rem 0',
  color: vars.color.text,
});
