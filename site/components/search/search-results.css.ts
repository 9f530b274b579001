import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const corrected = style({ margin: 0 });

export const noResults = style({ display: 'grid', gap: '1.5rem', maxWidth: '48rem', marginBottom: '3rem' });

export const subTitle = style({ fontSize: '1.125rem', margin: '0 0 0.75rem' });

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0.5rem 1rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: '999px',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.text, textDecoration: 'underline' } },
});
