// One theme contract and one theme class per brand. Apply a brand by putting its class on <html> (or any subtree):
// every style in the design system reads `vars`, never a brand's raw value.

import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { type BrandCode, brandCodes } from './brands.ts';
import { type BrandTokens, tokens } from './tokens.ts';

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

export const themeClass = Object.fromEntries(
  brandCodes.map((code) => [code, createTheme(vars, tokens[code], `theme-${code}`)]),
) as Record<BrandCode, string>;
