import { vars } from '@shop/brands/theme.css';
import { style } from '@vanilla-extract/css';

// The wallet buttons: black with white text as both wallets' guidelines ask (never the brand's colour), full width,
// at least 48px tall, and side by side from tablet width.

export const buttons = style({
  display: 'grid',
  gap: '0.75rem',
  '@media': { 'screen and (min-width: 600px)': { gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))' } },
});

export const walletButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  minHeight: '48px',
  padding: '10px 20px',
  border: '2px solid #000',
  borderRadius: vars.radius.button,
  background: '#000',
  color: '#fff',
  fontFamily: vars.font.body,
  fontSize: '1rem',
  fontWeight: 700,
  lineHeight: 1.2,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: '#222' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});
