// Plain design-token data per brand. theme.css.ts turns it into CSS variables; contrast.test.ts proves the colour pairs
// meet WCAG 2.2 AA. Colours are opaque hex so the contrast test can read every one of them.

import type { BrandCode } from './brands.ts';

export interface ColourTokens {
  brand: string;
  onBrand: string;
  accent: string;
  onAccent: string;
  text: string;
  textMuted: string;
  background: string;
  surface: string;
  surfaceAlt: string;
  /** Decorative dividers and card outlines; not relied on to identify a control. */
  border: string;
  /** Input and control outlines: at least 3:1 against background and surface. */
  borderStrong: string;
  link: string;
  sale: string;
  onSale: string;
  success: string;
  warning: string;
  danger: string;
  focus: string;
  headerBackground: string;
  headerText: string;
  /** The brand wordmark in the header: at least 4.5:1 on the header background. */
  logo: string;
  /** The bag-count pill in the header, and its text. */
  headerBadge: string;
  onHeaderBadge: string;
  footerBackground: string;
  footerText: string;
  promoBackground: string;
  promoText: string;
}

export interface FontTokens {
  heading: string;
  body: string;
  headingWeight: string;
  headingLetterSpacing: string;
  headingTransform: string;
}

export interface RadiusTokens {
  button: string;
  card: string;
  /** Text inputs, selects, search box, size chips. */
  control: string;
}

export interface ShadowTokens {
  /** Resting cards and tiles. */
  card: string;
  /** Popovers, menus, sheets and dialogs raised above the page. */
  raised: string;
}

export interface BrandTokens {
  color: ColourTokens;
  font: FontTokens;
  radius: RadiusTokens;
  shadow: ShadowTokens;
}

// Local font stacks only: nothing is downloaded.
const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const helvetica = '"Helvetica Neue", Helvetica, Arial, system-ui, sans-serif';
const friendlySans = '"Trebuchet MS", "Segoe UI", system-ui, -apple-system, Arial, sans-serif';
const heavySans = '"Arial Black", "Helvetica Neue", Helvetica, Arial, system-ui, sans-serif';
const georgia = 'Georgia, "Times New Roman", Times, serif';
const bookSerif = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif';
const didone = 'Didot, "Bodoni 72", "Bodoni MT", "Times New Roman", Georgia, serif';

// Shared feedback colours that pass 4.5:1 on white and on the warm/ivory backgrounds used below.
const feedback = { success: '#1a7340', warning: '#8a5000', danger: '#b3261e' } as const;

export const tokens: Readonly<Record<BrandCode, BrandTokens>> = {
  // Dalby: confident berry with a pink accent, rounded and warm.
  dal: {
    color: {
      brand: '#9b1c5a',
      onBrand: '#ffffff',
      accent: '#ffd3e4',
      onAccent: '#5c0b33',
      text: '#1f1a1d',
      textMuted: '#5f5560',
      background: '#ffffff',
      surface: '#ffffff',
      surfaceAlt: '#fcf0f5',
      border: '#eddde5',
      borderStrong: '#8a7582',
      link: '#9b1c5a',
      sale: '#c0142f',
      onSale: '#ffffff',
      ...feedback,
      focus: '#9b1c5a',
      headerBackground: '#ffffff',
      headerText: '#1f1a1d',
      logo: '#9b1c5a',
      headerBadge: '#9b1c5a',
      onHeaderBadge: '#ffffff',
      footerBackground: '#2e1022',
      footerText: '#f8e9f1',
      promoBackground: '#9b1c5a',
      promoText: '#ffffff',
    },
    font: {
      heading: helvetica,
      body: sans,
      headingWeight: '800',
      headingLetterSpacing: '-0.01em',
      headingTransform: 'none',
    },
    radius: { button: '999px', card: '12px', control: '8px' },
    shadow: {
      card: '0 1px 2px rgb(46 16 34 / 0.08), 0 4px 12px rgb(46 16 34 / 0.06)',
      raised: '0 12px 32px rgb(46 16 34 / 0.18)',
    },
  },
  // Cogan: navy with signal orange, strong uppercase headings, squared corners.
  cgn: {
    color: {
      brand: '#14284b',
      onBrand: '#ffffff',
      accent: '#ff6a13',
      onAccent: '#111111',
      text: '#141a24',
      textMuted: '#515b6a',
      background: '#ffffff',
      surface: '#ffffff',
      surfaceAlt: '#f1f3f7',
      border: '#d9dee6',
      borderStrong: '#77818f',
      link: '#1d4f91',
      sale: '#b8360a',
      onSale: '#ffffff',
      ...feedback,
      focus: '#1d4f91',
      headerBackground: '#14284b',
      headerText: '#ffffff',
      logo: '#ffffff',
      headerBadge: '#ff6a13',
      onHeaderBadge: '#111111',
      footerBackground: '#0d1a31',
      footerText: '#e6ebf2',
      promoBackground: '#ff6a13',
      promoText: '#111111',
    },
    font: {
      heading: helvetica,
      body: sans,
      headingWeight: '800',
      headingLetterSpacing: '0.04em',
      headingTransform: 'uppercase',
    },
    radius: { button: '4px', card: '4px', control: '4px' },
    shadow: {
      card: '0 1px 3px rgb(13 26 49 / 0.12)',
      raised: '0 12px 32px rgb(13 26 49 / 0.24)',
    },
  },
  // Jadeworth: dependable teal with a mustard accent, clean catalogue look.
  jdw: {
    color: {
      brand: '#00676c',
      onBrand: '#ffffff',
      accent: '#f2b705',
      onAccent: '#1b2326',
      text: '#1b2326',
      textMuted: '#53636a',
      background: '#ffffff',
      surface: '#ffffff',
      surfaceAlt: '#edf6f6',
      border: '#d4e3e4',
      borderStrong: '#6e8388',
      link: '#00676c',
      sale: '#c0142f',
      onSale: '#ffffff',
      ...feedback,
      focus: '#00676c',
      headerBackground: '#ffffff',
      headerText: '#1b2326',
      logo: '#00676c',
      headerBadge: '#00676c',
      onHeaderBadge: '#ffffff',
      footerBackground: '#0d3b3e',
      footerText: '#e8f3f3',
      promoBackground: '#00676c',
      promoText: '#ffffff',
    },
    font: {
      heading: sans,
      body: sans,
      headingWeight: '700',
      headingLetterSpacing: '-0.005em',
      headingTransform: 'none',
    },
    radius: { button: '6px', card: '8px', control: '6px' },
    shadow: {
      card: '0 1px 2px rgb(13 59 62 / 0.08), 0 2px 8px rgb(13 59 62 / 0.06)',
      raised: '0 12px 32px rgb(13 59 62 / 0.2)',
    },
  },
  // Ashwell: soft plum and heather, serif headings, quiet and feminine.
  awl: {
    color: {
      brand: '#6b3a6b',
      onBrand: '#ffffff',
      accent: '#e8dbee',
      onAccent: '#3d1f3d',
      text: '#2a2230',
      textMuted: '#625868',
      background: '#fdfbfc',
      surface: '#ffffff',
      surfaceAlt: '#f5eff6',
      border: '#e6dde8',
      borderStrong: '#8b7d90',
      link: '#6b3a6b',
      sale: '#ad1a3c',
      onSale: '#ffffff',
      ...feedback,
      focus: '#6b3a6b',
      headerBackground: '#fdfbfc',
      headerText: '#2a2230',
      logo: '#6b3a6b',
      headerBadge: '#6b3a6b',
      onHeaderBadge: '#ffffff',
      footerBackground: '#3b2a3f',
      footerText: '#f3ecf4',
      promoBackground: '#e8dbee',
      promoText: '#3d1f3d',
    },
    font: {
      heading: georgia,
      body: sans,
      headingWeight: '400',
      headingLetterSpacing: '0.01em',
      headingTransform: 'none',
    },
    radius: { button: '2px', card: '4px', control: '2px' },
    shadow: {
      card: '0 1px 2px rgb(59 42 63 / 0.06), 0 4px 16px rgb(59 42 63 / 0.05)',
      raised: '0 16px 40px rgb(59 42 63 / 0.16)',
    },
  },
  // Fairway: bright friendly blue and sunshine yellow, pill buttons, big rounded cards.
  fw: {
    color: {
      brand: '#0055b3',
      onBrand: '#ffffff',
      accent: '#ffd100',
      onAccent: '#15202b',
      text: '#15202b',
      textMuted: '#4f5b67',
      background: '#ffffff',
      surface: '#ffffff',
      surfaceAlt: '#edf4fc',
      border: '#d4e2f2',
      borderStrong: '#6c7e92',
      link: '#0055b3',
      sale: '#c8102e',
      onSale: '#ffffff',
      ...feedback,
      focus: '#0055b3',
      headerBackground: '#0055b3',
      headerText: '#ffffff',
      logo: '#ffffff',
      headerBadge: '#ffd100',
      onHeaderBadge: '#15202b',
      footerBackground: '#0b2e5c',
      footerText: '#eaf2fc',
      promoBackground: '#ffd100',
      promoText: '#15202b',
    },
    font: {
      heading: friendlySans,
      body: sans,
      headingWeight: '700',
      headingLetterSpacing: '0',
      headingTransform: 'none',
    },
    radius: { button: '999px', card: '16px', control: '10px' },
    shadow: {
      card: '0 2px 6px rgb(11 46 92 / 0.1)',
      raised: '0 12px 32px rgb(11 46 92 / 0.22)',
    },
  },
  // Inhome: warm terracotta and sage on a linen background, book-serif headings.
  ihm: {
    color: {
      brand: '#9e4426',
      onBrand: '#ffffff',
      accent: '#55704f',
      onAccent: '#ffffff',
      text: '#2b2420',
      textMuted: '#655a52',
      background: '#fbf8f4',
      surface: '#ffffff',
      surfaceAlt: '#f2ece4',
      border: '#e4dbd1',
      borderStrong: '#8a7d72',
      link: '#9e4426',
      sale: '#a8231c',
      onSale: '#ffffff',
      ...feedback,
      focus: '#55704f',
      headerBackground: '#fbf8f4',
      headerText: '#2b2420',
      logo: '#9e4426',
      headerBadge: '#9e4426',
      onHeaderBadge: '#ffffff',
      footerBackground: '#34432f',
      footerText: '#f1efe8',
      promoBackground: '#55704f',
      promoText: '#ffffff',
    },
    font: {
      heading: bookSerif,
      body: sans,
      headingWeight: '500',
      headingLetterSpacing: '0',
      headingTransform: 'none',
    },
    radius: { button: '6px', card: '10px', control: '6px' },
    shadow: {
      card: '0 1px 2px rgb(52 67 47 / 0.08), 0 4px 12px rgb(43 36 32 / 0.06)',
      raised: '0 16px 40px rgb(43 36 32 / 0.18)',
    },
  },
  // Finespun: blush and black, airy uppercase headings, sharp edges.
  fsp: {
    color: {
      brand: '#1a1a1a',
      onBrand: '#ffffff',
      accent: '#f6d3cf',
      onAccent: '#1a1a1a',
      text: '#1a1a1a',
      textMuted: '#5b5355',
      background: '#ffffff',
      surface: '#ffffff',
      surfaceAlt: '#fcefed',
      border: '#efdfdd',
      borderStrong: '#897b7d',
      link: '#1a1a1a',
      sale: '#ad1a3c',
      onSale: '#ffffff',
      ...feedback,
      focus: '#1a1a1a',
      headerBackground: '#ffffff',
      headerText: '#1a1a1a',
      logo: '#1a1a1a',
      headerBadge: '#1a1a1a',
      onHeaderBadge: '#ffffff',
      footerBackground: '#1a1a1a',
      footerText: '#f6d3cf',
      promoBackground: '#f6d3cf',
      promoText: '#1a1a1a',
    },
    font: {
      heading: helvetica,
      body: sans,
      headingWeight: '300',
      headingLetterSpacing: '0.12em',
      headingTransform: 'uppercase',
    },
    radius: { button: '0', card: '0', control: '0' },
    shadow: {
      card: 'none',
      raised: '0 12px 32px rgb(26 26 26 / 0.16)',
    },
  },
  // Clearhouse: loud clearance red and yellow, heavy uppercase headings.
  ccl: {
    color: {
      brand: '#c8102e',
      onBrand: '#ffffff',
      accent: '#ffd400',
      onAccent: '#111111',
      text: '#111111',
      textMuted: '#4d4d4d',
      background: '#ffffff',
      surface: '#ffffff',
      surfaceAlt: '#fff7cc',
      border: '#e0e0e0',
      borderStrong: '#767676',
      link: '#b30e29',
      sale: '#c8102e',
      onSale: '#ffffff',
      ...feedback,
      focus: '#111111',
      headerBackground: '#c8102e',
      headerText: '#ffffff',
      logo: '#ffffff',
      headerBadge: '#ffd400',
      onHeaderBadge: '#111111',
      footerBackground: '#111111',
      footerText: '#ffffff',
      promoBackground: '#ffd400',
      promoText: '#111111',
    },
    font: {
      heading: heavySans,
      body: helvetica,
      headingWeight: '900',
      headingLetterSpacing: '0',
      headingTransform: 'uppercase',
    },
    radius: { button: '2px', card: '2px', control: '2px' },
    shadow: {
      card: '0 1px 2px rgb(17 17 17 / 0.14)',
      raised: '0 12px 32px rgb(17 17 17 / 0.24)',
    },
  },
  // Palmer: black, ivory and brass, Didone serif headings, tailored and spare.
  pma: {
    color: {
      brand: '#111111',
      onBrand: '#f8f5ee',
      accent: '#b08a3e',
      onAccent: '#111111',
      text: '#161616',
      textMuted: '#5a554e',
      background: '#f8f5ee',
      surface: '#fffdf8',
      surfaceAlt: '#efe9dc',
      border: '#e0d8c8',
      borderStrong: '#847a69',
      link: '#6b4f1d',
      sale: '#9e1b24',
      onSale: '#ffffff',
      ...feedback,
      focus: '#111111',
      headerBackground: '#111111',
      headerText: '#f8f5ee',
      logo: '#f8f5ee',
      headerBadge: '#b08a3e',
      onHeaderBadge: '#111111',
      footerBackground: '#111111',
      footerText: '#e9e2d2',
      promoBackground: '#b08a3e',
      promoText: '#111111',
    },
    font: {
      heading: didone,
      body: sans,
      headingWeight: '400',
      headingLetterSpacing: '0.06em',
      headingTransform: 'uppercase',
    },
    radius: { button: '0', card: '0', control: '0' },
    shadow: {
      card: 'none',
      raised: '0 16px 40px rgb(17 17 17 / 0.2)',
    },
  },
};
