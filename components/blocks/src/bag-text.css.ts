// Styles shared by the bag page's text blocks (information, notifications, empty-bag message).
import { vars } from '@shop/brands/theme.css';
import { style, styleVariants } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '4px 12px',
  alignItems: 'start',
  padding: '14px 16px',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const icon = style({ gridRow: 'span 3', color: vars.color.brand, marginTop: '1px' });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  fontSize: '1rem',
  lineHeight: 1.4,
});

export const text = style({ margin: 0, lineHeight: 1.5, fontSize: '0.9375rem', whiteSpace: 'pre-line' });

export const link = style({
  color: vars.color.link,
  fontWeight: 600,
  fontSize: '0.9375rem',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  justifySelf: 'start',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: '2px' },
});

export const notices = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' });

export const notice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '10px',
  alignItems: 'start',
  padding: '12px 14px',
  borderRadius: vars.radius.card,
  borderInlineStart: '4px solid',
  background: vars.color.surface,
  color: vars.color.text,
  lineHeight: 1.5,
  fontSize: '0.9375rem',
});

export const noticeTone = styleVariants({
  info: { borderColor: vars.color.link },
  success: { borderColor: vars.color.success },
  warning: { borderColor: vars.color.warning },
});

export const noticeIcon = styleVariants({
  info: { color: vars.color.link },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
});

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  gap: '12px',
  padding: '40px 20px',
  borderRadius: vars.radius.card,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
});

export const emptyIcon = style({ color: vars.color.brand });

export const emptyHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  textTransform: vars.font.headingTransform,
  fontSize: '1.5rem',
});

export const emptyText = style({ margin: 0, maxWidth: '48ch', lineHeight: 1.5, color: vars.color.textMuted });
