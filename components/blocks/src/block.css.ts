// Shared block layout: vertical rhythm between blocks and section headings, all from the brand theme.
import { vars } from '@shop/brands/theme.css';
import { media } from '@shop/ui/styles/breakpoints';
import { style } from '@vanilla-extract/css';

/** A block's own root; spacing between blocks comes from the renderer's stack, not from margins. */
export const section = style({ minWidth: 0 });

export const heading = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  textTransform: vars.font.headingTransform,
  color: vars.color.text,
  fontSize: '1.5rem',
  lineHeight: 1.2,
  margin: '0 0 16px',
  '@media': { [media.desktop]: { fontSize: '1.875rem' } },
});

export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '8px 16px',
  marginBottom: '16px',
});

export const headingInRow = style([heading, { margin: 0 }]);

export const textLink = style({
  color: vars.color.link,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  ':hover': { textDecorationThickness: '2px' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: '2px' },
});

export const body = style({
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: 1.6,
  margin: 0,
});

export const muted = style({ color: vars.color.textMuted, fontSize: '0.9375rem', lineHeight: 1.5, margin: 0 });
