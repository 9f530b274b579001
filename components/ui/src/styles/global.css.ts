// Site-wide base styles: reset, body, focus ring, utilities. Import this module once, from the root layout
// (see README). No file-name examples here: the compiler mistakes the word global-dot for CommonJS.

import { vars } from '@shop/brands/theme.css';
import { globalStyle } from '@vanilla-extract/css';
import { visuallyHiddenRules } from './layout.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('*', { margin: 0 });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  colorScheme: 'light',
});

globalStyle('body', {
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: '1rem',
  lineHeight: 1.5,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  textTransform: vars.font.headingTransform as 'none',
  lineHeight: 1.2,
  textWrap: 'balance',
  overflowWrap: 'break-word',
});

globalStyle('p, li, dd, figcaption', { overflowWrap: 'break-word', textWrap: 'pretty' });

globalStyle('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });

globalStyle('img, video', { height: 'auto' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit', letterSpacing: 'inherit' });

globalStyle('button', { cursor: 'pointer' });

globalStyle('textarea', { resize: 'vertical' });

globalStyle('a', { color: vars.color.link, textDecorationThickness: '1px', textUnderlineOffset: '0.15em' });

globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });

globalStyle('table', { borderCollapse: 'collapse' });

// Two-tone ring: a halo in the page background, then the focus colour, so the ring stays visible on dark headers and
// footers as well as on the page (WCAG 2.4.7, 1.4.11). Windows High Contrast keeps the outline.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 2px ${vars.color.background}`,
});

globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('.visually-hidden', visuallyHiddenRules);

globalStyle('.visually-hidden-focusable:not(:focus-within)', visuallyHiddenRules);

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});
