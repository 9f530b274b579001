import { vars } from '@shop/brands/theme.css';
import { globalStyle, style } from '@vanilla-extract/css';

const tablet = 'screen and (min-width: 768px)';
const desktop = 'screen and (min-width: 1024px)';

/**
 * How far below the top of the viewport the page's scrolling puts what it brings into view (focus, scrollIntoView, a
 * #fragment): the sticky header's height plus room for the focus ring, so a focused target is never under the header
 * (WCAG 2.4.11). The header's height comes from its rows below — small screens: 0.75rem padding, the menu, logo,
 * account and bag row, a 0.75rem gap and the 2.75rem search box (125px at 390 px on every brand); desktop: 1rem padding
 * around the 2.75rem search box, then the category links' row (0.875rem padding, a 0.9375rem line, a 3px underline),
 * about 8.2rem. bag.spec checks on every brand, at 1280 and 390 px, that the header stays within this less the focus
 * ring, and that a focused link comes into view below the header.
 */
export const stickyHeaderClearance = { small: '8.5rem', desktop: '8.75rem' } as const;

globalStyle('html', {
  scrollPaddingTop: stickyHeaderClearance.small,
  '@media': { [desktop]: { scrollPaddingTop: stickyHeaderClearance.desktop } },
});

export const promoStrip = style({
  background: vars.color.promoBackground,
  color: vars.color.promoText,
  fontSize: '0.8125rem',
  textAlign: 'center',
  padding: '0.5rem 1rem',
  letterSpacing: '0.01em',
});

export const header = style({
  background: vars.color.headerBackground,
  color: vars.color.headerText,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 20,
});

export const bar = style({
  display: 'grid',
  // The logo's column may shrink (minmax 0): a long wordmark never pushes into the account and bag links.
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"menu logo bag" "search search search"',
  alignItems: 'center',
  gap: '0.75rem 1rem',
  paddingBlock: '0.75rem',
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'auto minmax(16rem, 36rem) auto',
      gridTemplateAreas: '"logo search bag"',
      justifyContent: 'space-between',
      paddingBlock: '1rem',
    },
  },
});

export const logo = style({
  gridArea: 'logo',
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  textTransform: vars.font.headingTransform as 'none',
  letterSpacing: vars.font.headingLetterSpacing,
  fontSize: '1.625rem',
  lineHeight: 1,
  color: vars.color.logo,
  textDecoration: 'none',
  justifySelf: 'center',
  minWidth: 0,
  '@media': {
    'screen and (max-width: 479px)': { fontSize: '1.375rem' },
    [desktop]: { fontSize: '2rem', justifySelf: 'start' },
  },
});

export const search = style({ gridArea: 'search' });

export const searchForm = style({ display: 'flex', position: 'relative' });

export const searchInput = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: '0.5rem 3rem 0.5rem 1rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: '1rem',
  '::placeholder': { color: vars.color.textMuted },
});

export const searchButton = style({
  position: 'absolute',
  insetBlock: 0,
  right: 0,
  width: '2.75rem',
  display: 'grid',
  placeItems: 'center',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  borderRadius: vars.radius.control,
});

export const actions = style({ gridArea: 'bag', display: 'flex', alignItems: 'center', gap: '0.25rem' });

export const bag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  padding: '0.5rem',
  color: vars.color.headerText,
  fontSize: '0.875rem',
  fontWeight: 600,
});

export const bagCount = style({
  minWidth: '1.375rem',
  height: '1.375rem',
  borderRadius: '999px',
  display: 'inline-grid',
  placeItems: 'center',
  background: vars.color.headerBadge,
  color: vars.color.onHeaderBadge,
  fontSize: '0.75rem',
  padding: '0 0.375rem',
});

export const menu = style({
  gridArea: 'menu',
  '@media': { [desktop]: { display: 'none' } },
});

export const menuSummary = style({
  listStyle: 'none',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  padding: '0.5rem',
  fontSize: '0.875rem',
  fontWeight: 600,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const menuPanel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  padding: '0.5rem 1rem 1rem',
  maxHeight: '70vh',
  overflowY: 'auto',
});

export const menuList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const menuLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  padding: '0.875rem 0.25rem',
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
});

export const nav = style({
  display: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [desktop]: { display: 'block' } },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: '0.25rem',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const navLink = style({
  display: 'block',
  whiteSpace: 'nowrap',
  padding: '0.875rem 0.75rem',
  color: vars.color.headerText,
  textDecoration: 'none',
  fontSize: '0.9375rem',
  fontWeight: 500,
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { borderBottomColor: vars.color.brand },
    '&[aria-current="page"]': { borderBottomColor: vars.color.brand, fontWeight: 700 },
  },
  '@media': { [tablet]: { padding: '0.875rem 1rem' } },
});
