// Each brand's delivery offer: charges, the free-standard-delivery threshold and the next-day cut-off. The brands'
// delivery pages and bag copy in the CMS seed (studio/seed/brand-copy.ts, content-pages.ts) state the same figures:
// change both together. Money is integer pence.

export interface BrandDeliveryRules {
  /** Standard delivery (3 to 5 working days). */
  standardCharge: number;
  /** Order value (goods after promotions) from which standard delivery is free; null when it never is. */
  freeStandardFrom: number | null;
  /** Next-day delivery. */
  expressCharge: number;
  /** Nominated day, all-day window; a timed window costs `nominatedTimedPremium` more. */
  nominatedCharge: number;
  nominatedTimedPremium: number;
  /** Parcel-shop delivery, free from `parcelShopFreeFrom`. */
  parcelShopCharge: number;
  parcelShopFreeFrom: number;
  /** Next-day click and collect. */
  expressCollectCharge: number;
  /** London hour (24 h) by which next-day orders must be placed, Monday to Saturday. */
  cutOffHour: number;
}

const common = {
  expressCharge: 699,
  nominatedCharge: 699,
  nominatedTimedPremium: 200,
  parcelShopCharge: 299,
  parcelShopFreeFrom: 2000,
  expressCollectCharge: 399,
  cutOffHour: 20,
} as const;

const rules: Record<string, BrandDeliveryRules> = {
  dal: { ...common, standardCharge: 499, freeStandardFrom: 5000 },
  cgn: { ...common, standardCharge: 499, freeStandardFrom: 6000 },
  jdw: { ...common, standardCharge: 399, freeStandardFrom: null },
  awl: { ...common, standardCharge: 495, freeStandardFrom: 7500 },
  fw: { ...common, standardCharge: 349, freeStandardFrom: 3000 },
  ihm: { ...common, standardCharge: 599, freeStandardFrom: 10000 },
  fsp: { ...common, standardCharge: 395, freeStandardFrom: 4000 },
  ccl: { ...common, standardCharge: 399, freeStandardFrom: null },
  pma: { ...common, standardCharge: 0, freeStandardFrom: 0 },
};

export function deliveryRulesFor(brandCode: string): BrandDeliveryRules {
  const found = rules[brandCode];
  if (!found) throw new Error(`no delivery rules for brand ${brandCode}`);
  return found;
}
