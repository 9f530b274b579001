import { vars } from '@shop/brands/theme.css';
import { style, styleVariants } from '@vanilla-extract/css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4em',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.3,
});

export const dot = style({
  width: '0.5em',
  height: '0.5em',
  flexShrink: 0,
  borderRadius: '50%',
  backgroundColor: 'currentColor',
});

// Tone colours are tested for 4.5:1 on background and surface in @shop/brands contrast tests.
export const tone = styleVariants({
  neutral: { color: vars.color.textMuted },
  positive: { color: vars.color.success },
  warning: { color: vars.color.warning },
  negative: { color: vars.color.danger },
});
