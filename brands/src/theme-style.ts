// A brand's theme as custom properties in one element's style attribute (the site puts it on <html>): every style in
// the design system reads `vars`, and the page carries only its own brand's values. A class per brand (createTheme)
// put all nine brands' values into every page's stylesheet, which is inlined into the document and sent again in
// the React payload: about 7.8 kB of CSS twice, where one brand's values are about 1 kB.
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { BrandCode } from './brands.ts';
import { vars } from './theme.css.ts';
import { tokens } from './tokens.ts';

export function themeStyle(code: BrandCode): Record<string, string> {
  return assignInlineVars(vars, tokens[code]);
}
