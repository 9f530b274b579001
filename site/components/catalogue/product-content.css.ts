import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const extras = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' });

export const guide = style({ display: 'grid', gap: '1rem' });

export const copyTitle = style({ fontSize: '1rem', margin: 0 });

export const copy = style({ display: 'grid', gap: '0.5rem', lineHeight: 1.5, color: vars.color.text });

export const paragraph = style({ margin: 0 });

export const link = style({ color: vars.color.link, textDecoration: 'underline' });

export const completeTheSet = style({ marginTop: '3rem', display: 'grid', gap: '1rem' });
