import { style } from '@vanilla-extract/css';

export const landing = style({
  display: 'grid',
  gap: '1.5rem',
  marginBlock: '1rem 2rem',
});
