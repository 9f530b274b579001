import { vars } from '@shop/brands/theme.css';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('.skip-link', {
  position: 'absolute',
  left: '1rem',
  top: '-4rem',
  zIndex: 100,
  padding: '0.75rem 1rem',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
});
globalStyle('.skip-link:focus', { top: '1rem' });
globalStyle('main:focus', { outline: 'none' });
