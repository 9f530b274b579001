import { vars } from '@shop/brands/theme.css';
import { style, styleVariants } from '@vanilla-extract/css';

export const rating = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375em',
  color: vars.color.textMuted,
  lineHeight: 1,
});

export const size = styleVariants({
  small: { fontSize: '0.8125rem' },
  medium: { fontSize: '0.9375rem' },
});

// One star, repeated five times across a 5em × 1em box by the mask. The box's background is the empty stars; the
// filled child, clipped by the same mask, covers the average's share of the width, so 4.3 shows 4.3 stars. A grid of
// cards draws its ratings with two elements each instead of ten SVGs, which keeps the page's DOM and hydration small.
const star =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z'/%3E%3C/svg%3E\")";

export const stars = style({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: '5em',
  height: '1em',
  backgroundColor: vars.color.borderStrong,
  maskImage: star,
  maskSize: '1em 1em',
  maskRepeat: 'repeat-x',
  WebkitMaskImage: star,
  WebkitMaskSize: '1em 1em',
  WebkitMaskRepeat: 'repeat-x',
  '@media': {
    // High-contrast modes replace background colours; keep the two tones as system colours instead.
    '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'GrayText' },
  },
});

export const filled = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  backgroundColor: vars.color.text,
  '@media': { '(forced-colors: active)': { backgroundColor: 'CanvasText' } },
});

export const count = style({ fontVariantNumeric: 'tabular-nums' });
