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

export const stars = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const row = style({ display: 'flex' });

// The filled row sits on top of the empty one and is clipped to the average, so 4.3 shows 4.3 stars.
export const filled = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  overflow: 'hidden',
  color: vars.color.text,
});

export const empty = style({ color: vars.color.borderStrong });

export const star = style({ width: '1em', height: '1em', flexShrink: 0 });

export const count = style({ fontVariantNumeric: 'tabular-nums' });
