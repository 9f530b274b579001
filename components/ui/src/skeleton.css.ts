import { vars } from '@shop/brands/theme.css';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.color.surfaceAlt,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const shape = styleVariants({
  text: { height: '1em', borderRadius: '4px', marginBlock: '0.25em' },
  rect: { borderRadius: vars.radius.card },
  circle: { borderRadius: '50%' },
});
