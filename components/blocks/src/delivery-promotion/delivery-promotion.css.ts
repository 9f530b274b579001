import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const strip = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 12px',
  padding: '12px 16px',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});

export const icon = style({ flex: 'none', color: vars.color.brand });

export const message = style({ margin: 0, fontWeight: 600, lineHeight: 1.4, flex: '1 1 16ch' });

export const link = style({
  color: vars.color.link,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: '2px' },
});
