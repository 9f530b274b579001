// Layout breakpoints in CSS pixels, mobile first: styles start at `mobile` and add rules from each minimum width up.

export const breakpoints = {
  /** Smallest width we design for (WCAG 1.4.10 reflow). */
  mobile: 320,
  tablet: 768,
  desktop: 1024,
  /** Largest width we design for; content stays centred beyond it. */
  wide: 1920,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** A `min-width` media query for vanilla-extract `@media` blocks, e.g. `{ '@media': { [mediaFrom('tablet')]: … } }`. */
export function mediaFrom(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}

export const media = {
  tablet: mediaFrom('tablet'),
  desktop: mediaFrom('desktop'),
  wide: mediaFrom('wide'),
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
