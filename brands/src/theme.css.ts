// One theme contract: every style in the design system reads `vars`, never a brand's raw value. A brand's values are
// set on <html> as custom properties in its style attribute (themeStyle, theme-style.ts).

import { createThemeContract } from '@vanilla-extract/css';
import type { BrandTokens } from './tokens.ts';

type ContractShape<T> = { [K in keyof T]: T[K] extends string ? null : ContractShape<T[K]> };

const colour: ContractShape<BrandTokens['color']> = {
  brand: null,
  onBrand: null,
  accent: null,
  onAccent: null,
  text: null,
  textMuted: null,
  background: null,
  surface: null,
  surfaceAlt: null,
  border: null,
  borderStrong: null,
  link: null,
  sale: null,
  onSale: null,
  success: null,
  warning: null,
  danger: null,
  focus: null,
  headerBackground: null,
  headerText: null,
  logo: null,
  headerBadge: null,
  onHeaderBadge: null,
  footerBackground: null,
  footerText: null,
  promoBackground: null,
  promoText: null,
};

const contract: ContractShape<BrandTokens> = {
  color: colour,
  font: { heading: null, body: null, headingWeight: null, headingLetterSpacing: null, headingTransform: null },
  radius: { button: null, card: null, control: null },
  shadow: { card: null, raised: null },
};

export const vars = createThemeContract(contract);
