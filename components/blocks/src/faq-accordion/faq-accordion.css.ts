import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const group = style({ borderTop: `1px solid ${vars.color.border}`, maxWidth: '860px' });

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

export const question = style({ margin: 0, fontSize: '1rem', fontFamily: vars.font.body });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '16px',
  minHeight: '56px',
  padding: '14px 4px',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.link },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px', borderRadius: '4px' },
  },
});

export const chevron = style({
  flex: 'none',
  transition: 'transform 150ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({ color: vars.color.text });

export const answer = style({
  margin: 0,
  padding: '0 4px 18px',
  lineHeight: 1.6,
  whiteSpace: 'pre-line',
  maxWidth: '72ch',
});
