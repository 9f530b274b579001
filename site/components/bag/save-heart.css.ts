import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

export const heart = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  inlineSize: '44px',
  blockSize: '44px',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: '50%',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  ':disabled': { cursor: 'progress' },
  selectors: { '&[aria-pressed="true"]': { color: vars.color.sale } },
});

/** On a product card: over the picture's corner, above the card's stretched link. */
export const onCard = style({
  position: 'absolute',
  insetBlockStart: '0.5rem',
  insetInlineEnd: '0.5rem',
  zIndex: 2,
});

export const icon = style({ inlineSize: '22px', blockSize: '22px' });

export const error = style({
  margin: 0,
  fontSize: '0.875rem',
  color: vars.color.danger,
});

export const cardError = style([
  error,
  {
    position: 'absolute',
    insetInline: 0,
    insetBlockEnd: 0,
    zIndex: 2,
    padding: '0.5rem',
    backgroundColor: vars.color.surface,
  },
]);
