import { vars } from '@shop/brands/theme.css';
import { media } from '@shop/ui/styles/breakpoints';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gap: '16px',
  padding: '28px 20px',
  borderRadius: vars.radius.card,
  background: vars.color.brand,
  color: vars.color.onBrand,
  '@media': {
    [media.tablet]: { padding: '36px 40px' },
    [media.desktop]: { gridTemplateColumns: '1fr 1fr', alignItems: 'center', gap: '40px' },
  },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  textTransform: vars.font.headingTransform,
  fontSize: '1.625rem',
  lineHeight: 1.15,
  color: 'inherit',
});

export const text = style({ margin: '8px 0 0', lineHeight: 1.5 });

export const form = style({ display: 'grid', gap: '10px' });

export const row = style({
  display: 'grid',
  gap: '10px',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
});

export const field = style({ display: 'grid', gap: '6px' });

export const label = style({ fontWeight: 600, fontSize: '0.9375rem' });

export const input = style({
  minHeight: '48px',
  width: '100%',
  padding: '10px 14px',
  fontSize: '1rem',
  fontFamily: vars.font.body,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const submit = style({
  minHeight: '48px',
  padding: '10px 24px',
  fontSize: '1rem',
  fontWeight: 700,
  fontFamily: vars.font.body,
  borderRadius: vars.radius.button,
  border: `2px solid ${vars.color.onBrand}`,
  background: vars.color.onBrand,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: 'transparent', color: vars.color.onBrand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' },
  },
});

/** Error text sits on the brand colour: a light chip keeps it legible on every theme. */
export const error = style({
  justifySelf: 'start',
  margin: 0,
  padding: '4px 8px',
  borderRadius: '4px',
  background: vars.color.background,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: '0.875rem',
});

export const success = style({
  margin: 0,
  padding: '12px 14px',
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: 600,
});

export const note = style({ margin: 0, fontSize: '0.8125rem', lineHeight: 1.5, opacity: 0.9 });
