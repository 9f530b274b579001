// The trading titles this provider serves. The provider stands alone (no workspace imports beyond its own store),
// so it keeps the brand codes and display names it needs for its pages; `brands/src/brands.ts` is the source.

export const tradingTitles = {
  dal: 'Dalby',
  cgn: 'Cogan',
  jdw: 'Jadeworth',
  awl: 'Ashwell',
  fw: 'Fairway',
  ihm: 'Inhome',
  fsp: 'Finespun',
  ccl: 'Clearhouse',
  pma: 'Palmer',
} as const;

export type BrandCode = keyof typeof tradingTitles;

export const brandCodeList = Object.keys(tradingTitles) as BrandCode[];

export function isBrandCode(value: unknown): value is BrandCode {
  return typeof value === 'string' && Object.hasOwn(tradingTitles, value);
}

/** The spec's trading title id of a brand (its code in capitals, as `brands.ts` defines it). */
export function tradingTitleId(code: BrandCode): string {
  return code.toUpperCase();
}
