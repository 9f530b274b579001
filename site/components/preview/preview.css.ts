import { vars } from '@shop/brands/theme.css';
import { style, styleVariants } from '@vanilla-extract/css';

// The editor's preview bar: brand-neutral (it is a tool, not part of the shop) and high contrast in every theme.
const ink = '#ffffff';
const paper = '#1b1b1f';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 1rem',
  padding: '0.5rem 1rem',
  background: paper,
  color: ink,
  fontFamily: vars.font.body,
  fontSize: '0.875rem',
  lineHeight: 1.4,
});

export const status = style({ display: 'flex', alignItems: 'center', gap: '0.5rem', margin: 0, flex: '1 1 20rem' });

export const label = style({ fontWeight: 700 });

const dotBase = style({ width: '0.625rem', height: '0.625rem', borderRadius: '50%', flex: 'none' });

export const dot = styleVariants({
  connecting: [dotBase, { background: '#f5c542' }],
  connected: [dotBase, { background: '#3ddc84' }],
  failed: [dotBase, { background: '#ff6b6b' }],
});

const control = style({
  padding: '0.375rem 0.75rem',
  border: `1px solid ${ink}`,
  borderRadius: '0.25rem',
  background: 'transparent',
  color: ink,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: ink, color: paper },
    '&:focus-visible': { outline: `3px solid ${ink}`, outlineOffset: '2px' },
  },
});

export const action = control;
