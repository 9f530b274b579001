import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

const phone = 'screen and (max-width: 639px)';

// Phones: a compact head, so the first products show on the first screen.
export const head = style({
  margin: '1rem 0 2rem',
  display: 'grid',
  gap: '0.5rem',
  '@media': { [phone]: { margin: '0.5rem 0 0.75rem', gap: '0.25rem' } },
});

export const title = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  textTransform: vars.font.headingTransform,
  fontSize: 'clamp(1.5rem, 4vw, 2.75rem)',
  margin: 0,
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

/** On phones, two lines (the whole text stays for screen readers and wider screens). */
export const description = style({
  margin: 0,
  maxWidth: '48rem',
  '@media': {
    [phone]: {
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      fontSize: '0.9375rem',
    },
  },
});
