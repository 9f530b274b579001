import { vars } from '@shop/brands/theme.css';
import { media } from '@shop/ui/styles/breakpoints';
import { style } from '@vanilla-extract/css';

export const prose = style({
  maxWidth: '72ch',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: '1rem',
  lineHeight: 1.65,
  '@media': { [media.desktop]: { fontSize: '1.0625rem' } },
});

export const paragraph = style({ margin: '0 0 1em' });

const headingBase = {
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  lineHeight: 1.25,
  color: vars.color.text,
} as const;

export const h2 = style({ ...headingBase, fontSize: '1.375rem', margin: '1.5em 0 0.5em' });
export const h3 = style({ ...headingBase, fontSize: '1.125rem', margin: '1.25em 0 0.4em' });

export const quote = style({
  margin: '1.5em 0',
  padding: '4px 0 4px 20px',
  borderInlineStart: `4px solid ${vars.color.brand}`,
  fontSize: '1.125rem',
  fontStyle: 'italic',
});

export const list = style({ margin: '0 0 1em', paddingInlineStart: '1.5em', display: 'grid', gap: '0.35em' });

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  ':hover': { textDecorationThickness: '2px' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: '2px' },
});
