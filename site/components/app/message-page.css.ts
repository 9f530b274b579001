import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: '4rem', maxWidth: '40rem', textAlign: 'center' });

export const title = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  fontSize: 'clamp(1.5rem, 4vw, 2.25rem)',
  marginBottom: '1rem',
});

export const action = style({
  display: 'inline-block',
  marginTop: '1rem',
  padding: '0.75rem 1.5rem',
  border: 0,
  borderRadius: vars.radius.control,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
});
