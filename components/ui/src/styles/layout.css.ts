import { style } from '@vanilla-extract/css';
import { media } from './breakpoints.ts';

// Never write the word "global" followed by a dot in a .css.ts file, even in a comment: the vanilla-extract compiler
// (mlly) then takes the file for CommonJS and it fails with "Styles were unable to be assigned to a file".

/** The rule set behind `visuallyHidden`; the site-wide stylesheet also publishes it as the `.visually-hidden` class. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRules);

/** Page-width wrapper: centred, at most 1280px of content, with padding that grows with the viewport. */
export const container = style({
  width: '100%',
  maxWidth: 'calc(1280px + 2 * var(--container-gutter))',
  marginInline: 'auto',
  paddingInline: 'var(--container-gutter)',
  vars: { '--container-gutter': '16px' },
  '@media': {
    [media.tablet]: { vars: { '--container-gutter': '24px' } },
    [media.desktop]: { vars: { '--container-gutter': '32px' } },
  },
});
