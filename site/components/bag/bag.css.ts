import { vars } from '@shop/brands/theme.css';
import { style, styleVariants } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 1024px)';
const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

/**
 * The bag and saved items load in the browser: the page keeps at least a screen's height, so the footer starts below
 * the first screen both before and after they arrive and nothing the shopper sees moves (CLS).
 */
export const page = style({ paddingBlock: '1.5rem 3rem', minHeight: '100vh' });

export const heading = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.font.headingWeight,
  letterSpacing: vars.font.headingLetterSpacing,
  fontSize: 'clamp(1.5rem, 3vw, 2rem)',
  margin: '0 0 1rem',
});

export const layout = style({
  display: 'grid',
  gap: '1.5rem',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)', alignItems: 'start' } },
});

export const column = style({ display: 'grid', gap: '1rem', alignContent: 'start' });

/** The bag content's blocks below a filled bag's lines: nothing at all (no gap either) when there are none. */
export const contentBlocks = style([column, { selectors: { '&:empty': { display: 'none' } } }]);

/** The summary's own checkout button: on small screens the sticky bar below takes its place. */
export const summaryCheckout = style({
  display: 'none',
  '@media': { [desktop]: { display: 'block' } },
});

/**
 * Small screens: total and checkout in a bar stuck to the bottom of the viewport while the bag scrolls (the last
 * child of the bag's layout, so it rests in place at the end of the bag).
 */
export const stickyCheckout = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  gap: '1rem',
  padding: '0.75rem 1rem calc(0.75rem + env(safe-area-inset-bottom))',
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  '@media': { [desktop]: { display: 'none' } },
});

export const stickyTotal = style({ display: 'grid', flex: 'none', margin: 0, fontSize: '0.875rem', lineHeight: 1.3 });

export const stickyAmount = style({ fontSize: '1.125rem', fontWeight: 700 });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  padding: '1rem',
  display: 'grid',
  gap: '0.75rem',
});

export const cardTitle = style({ margin: 0, fontSize: '1.125rem', fontWeight: 700 });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem' });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '6rem minmax(0, 1fr)',
  gap: '1rem',
  paddingBottom: '1rem',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0, paddingBottom: 0 } },
});

export const lineImage = style({
  width: '6rem',
  height: '8rem',
  objectFit: 'cover',
  borderRadius: vars.radius.control,
  background: vars.color.surfaceAlt,
});

export const lineBody = style({ display: 'grid', gap: '0.375rem', alignContent: 'start' });

export const lineName = style({ margin: 0, fontWeight: 700, fontSize: '1rem' });

export const lineLink = style({
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing,
});

export const lineMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.875rem' });

export const lineActions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', alignItems: 'center' });

export const select = style({
  minHeight: '44px',
  padding: '0 0.75rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': focusRing,
});

export const fieldLabel = style({
  fontSize: '0.875rem',
  fontWeight: 600,
  display: 'inline-flex',
  gap: '0.5rem',
  alignItems: 'center',
});

export const textButton = style({
  background: 'none',
  border: 0,
  padding: '0.5rem 0',
  minHeight: '44px',
  color: vars.color.link,
  textDecoration: 'underline',
  font: 'inherit',
  fontSize: '0.9375rem',
  cursor: 'pointer',
  ':focus-visible': focusRing,
  ':disabled': { opacity: 0.5, cursor: 'not-allowed' },
});

export const totals = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: '0.5rem 1rem', margin: 0 });

export const totalLabel = style({ margin: 0 });
export const totalValue = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const grandTotal = style({
  fontWeight: 700,
  fontSize: '1.125rem',
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: '0.5rem',
});
export const saving = style({ color: vars.color.success });

export const promoForm = style({ display: 'flex', gap: '0.5rem', alignItems: 'flex-end', flexWrap: 'wrap' });

export const input = style({
  minHeight: '44px',
  flex: '1 1 10rem',
  padding: '0 0.75rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  ':focus-visible': focusRing,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

/** A promotion code is shown as codes are printed (capitals); names and addresses are shown as typed. */
export const codeInput = style({ textTransform: 'uppercase' });

export const field = style({ display: 'grid', gap: '0.25rem', flex: '1 1 12rem' });

const noticeBase = style({
  margin: 0,
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.control,
  borderInlineStart: '4px solid',
  background: vars.color.surfaceAlt,
  fontSize: '0.9375rem',
});

export const notice = styleVariants({
  info: [noticeBase, { borderColor: vars.color.link }],
  success: [noticeBase, { borderColor: vars.color.success }],
  warning: [noticeBase, { borderColor: vars.color.warning }],
  error: [noticeBase, { borderColor: vars.color.danger }],
});

export const errorText = style({ margin: 0, color: vars.color.danger, fontWeight: 600, fontSize: '0.9375rem' });

export const undoBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
});

export const empty = style({
  textAlign: 'center',
  padding: '3rem 1rem',
  display: 'grid',
  gap: '1rem',
  justifyItems: 'center',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const savedList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' });

export const savedItem = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr)',
  gap: '0.75rem',
  alignItems: 'start',
});

export const savedImage = style({
  width: '4rem',
  height: '5.33rem',
  objectFit: 'cover',
  borderRadius: vars.radius.control,
  background: vars.color.surfaceAlt,
});

export const savedGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});

export const problem = style({
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.control,
  padding: '0.75rem 1rem',
  display: 'grid',
  gap: '0.5rem',
});

export const problemTitle = style({ margin: 0, fontWeight: 700, color: vars.color.danger, fontSize: '1rem' });

export const countdown = style({ margin: 0, fontWeight: 600 });

export const sizeGrid = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: '0.5rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
});

export const sizeLegend = style({ fontWeight: 700, marginBottom: '0.5rem', padding: 0 });

export const sizeOption = style({
  position: 'relative',
  display: 'grid',
  gap: '0.25rem',
  justifyItems: 'start',
  padding: '0.625rem 0.75rem',
  minHeight: '44px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.background,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` },
    '&:has(input:focus-visible)': focusRing,
    '&:has(input:disabled)': { cursor: 'not-allowed', background: vars.color.surfaceAlt, color: vars.color.textMuted },
  },
});

export const sizeRadio = style({ position: 'absolute', opacity: 0, width: '1px', height: '1px' });

export const sizeName = style({ fontWeight: 700 });

export const addForm = style({ display: 'grid', gap: '0.75rem' });

export const addActions = style({ display: 'flex', alignItems: 'center', gap: '0.75rem' });

export const bagLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: '44px',
  padding: '0 0.5rem',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.control,
  ':focus-visible': focusRing,
});

export const bagCount = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  padding: '0 0.375rem',
  borderRadius: '999px',
  background: vars.color.headerBadge,
  color: vars.color.onHeaderBadge,
  fontSize: '0.8125rem',
  fontWeight: 700,
});

export const miniBag = style({
  width: 'min(24rem, calc(100vw - 2rem))',
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: vars.shadow.raised,
  padding: '1rem',
  outline: 'none',
  // The popover is given the room left in the window as its max height: the recommendations scroll inside it.
  overflowY: 'auto',
});

export const miniBagDialog = style({ display: 'grid', gap: '0.75rem', outline: 'none' });

export const miniBagHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '0.5rem',
});

export const miniBagActions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.5rem' });

export const subTitle = style({ margin: 0, fontSize: '1rem', fontWeight: 700 });

export const promoList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' });

export const promoItem = style({
  display: 'grid',
  gap: '0.25rem',
  paddingBlockEnd: '0.75rem',
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 0, paddingBlockEnd: 0 } },
});

export const promoText = style({ margin: 0 });

/** A text button inside a promotion: aligned with the text, not stretched across the card. */
export const promoAction = style({ justifySelf: 'start', textAlign: 'start' });

export const appliedBadge = style({
  display: 'inline-block',
  marginInlineStart: '0.5rem',
  padding: '0 0.5rem',
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.success,
  fontSize: '0.8125rem',
  fontWeight: 700,
});

export const offerActions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', alignItems: 'center' });

/** The line under the bag that links to the brand's credit explanation page. */
export const creditNote = style({ margin: '2rem 0 0', color: vars.color.text });

/** The mini bag's add_to_cart_page recommendations: one row of small cards that scrolls sideways. */
export const miniRecs = style({
  display: 'grid',
  gap: '0.5rem',
  paddingBlockStart: '0.75rem',
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const miniRecsList = style({
  listStyle: 'none',
  margin: 0,
  padding: '0.25rem 0.25rem 0.5rem',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '6.5rem',
  gap: '0.75rem',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
});

export const miniRecsItem = style({ scrollSnapAlign: 'start' });

export const miniRecsLink = style({
  display: 'grid',
  gap: '0.25rem',
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.control,
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing,
});

export const miniRecsImage = style({
  width: '6.5rem',
  height: 'auto',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.control,
  background: vars.color.surfaceAlt,
});

export const miniRecsName = style({
  fontSize: '0.875rem',
  lineHeight: 1.3,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const miniRecsPrice = style({ fontSize: '0.875rem', fontWeight: 700 });

export const miniRecsWas = style({ marginInlineStart: '0.375rem', fontWeight: 400, color: vars.color.textMuted });
