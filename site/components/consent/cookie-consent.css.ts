import { vars } from '@shop/brands/theme.css';
import { globalStyle, style } from '@vanilla-extract/css';
import { CONSENT_DECIDED_ATTRIBUTE, CONSENT_PENDING_ATTRIBUTE } from './decided-attribute.ts';

const tablet = 'screen and (min-width: 768px)';

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 40,
  maxHeight: '85vh',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `2px solid ${vars.color.borderStrong}`,
  boxShadow: '0 -4px 16px rgb(0 0 0 / 0.15)',
  paddingBlock: '1.25rem',
});

// Every visitor gets the same HTML (a cached page), banner included; a shopper who chose already never sees it paint:
// the head's script marked <html> before the body painted, and the banner keeps this attribute until it has read the
// cookie itself after hydration.
globalStyle(`html[${CONSENT_DECIDED_ATTRIBUTE}] ${banner}[${CONSENT_PENDING_ATTRIBUTE}]`, { display: 'none' });

export const inner = style({ display: 'grid', gap: '0.75rem' });

export const heading = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: '1.25rem',
  margin: 0,
});

export const body = style({ margin: 0, maxWidth: '60rem', lineHeight: 1.5 });

export const link = style({ color: vars.color.link, textDecoration: 'underline' });

export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: '0.75rem' });

export const legend = style({ fontWeight: 700, marginBottom: '0.5rem', padding: 0 });

export const category = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '0.75rem',
  alignItems: 'start',
});

export const checkbox = style({
  width: '1.5rem',
  height: '1.5rem',
  margin: '0.1rem 0 0',
  accentColor: vars.color.brand,
});

export const label = style({ fontWeight: 700, minHeight: '1.5rem', display: 'flex', alignItems: 'center' });

export const description = style({ gridColumn: 2, margin: 0, color: vars.color.textMuted, fontSize: '0.9375rem' });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  '@media': { [tablet]: { flexDirection: 'row', flexWrap: 'wrap' } },
});
