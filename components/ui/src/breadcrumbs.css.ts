import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';
import { media } from './styles/breakpoints.ts';

export const nav = style({ fontSize: '0.875rem', color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Mobile shows only the parent ("‹ Dresses"), a one-tap way back up; tablet and up show the whole trail.
export const item = style({
  display: 'none',
  alignItems: 'center',
  gap: '0.25rem',
  selectors: {
    '&:nth-last-child(2), &:only-child': { display: 'inline-flex' },
  },
  '@media': { [media.tablet]: { display: 'inline-flex' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&:hover': { color: vars.color.text },
  },
});

export const text = style({ color: vars.color.text });

export const icon = style({ width: '1em', height: '1em', flexShrink: 0 });

export const back = style([icon, { '@media': { [media.tablet]: { display: 'none' } } }]);

export const separator = style([
  icon,
  {
    display: 'none',
    '@media': { [media.tablet]: { display: 'block' } },
    selectors: { [`${item}:last-child &`]: { display: 'none' } },
  },
]);
