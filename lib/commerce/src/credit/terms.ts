/**
 * Store-credit terms per trading title: the representative example the Consumer Credit (Advertisements) Regulations
 * require wherever credit is promoted, and the minimum monthly payment rule. Pure data and arithmetic; rates in
 * percent with one or two decimals, money in integer pence.
 */

export interface CreditTerms {
  tradingTitleId: string;
  /** The credit product's name, always "<Brand> Pay". */
  creditBrandName: string;
  /** Representative APR in percent (e.g. 39.9). */
  representativeApr: number;
  /** Annual purchase (interest) rate in percent, compounded monthly to the APR, two decimals. */
  purchaseRate: number;
  /** Both rates are variable. */
  variable: boolean;
  /** The assumed credit limit of the representative example, in pence. */
  creditLimitExamplePence: number;
  /** Minimum monthly payment: the larger of a percentage of the statement balance and a floor (or the whole balance when smaller). */
  minimumPaymentPercent: number;
  minimumPaymentFloorPence: number;
}

/** The purchase rate that, compounded monthly with no fees, gives the APR (FCA CONC App 1 method, simplified). */
export function purchaseRateForApr(aprPercent: number): number {
  const monthly = (1 + aprPercent / 100) ** (1 / 12) - 1;
  return Math.round(monthly * 12 * 10_000) / 100;
}

function terms(tradingTitleId: string, name: string, representativeApr: number): CreditTerms {
  return Object.freeze({
    tradingTitleId,
    creditBrandName: `${name} Pay`,
    representativeApr,
    purchaseRate: purchaseRateForApr(representativeApr),
    variable: true,
    creditLimitExamplePence: 120_000,
    minimumPaymentPercent: 5,
    minimumPaymentFloorPence: 500,
  });
}

/** Keyed by trading title id (the brand code upper-cased). Premium and home titles carry lower rates. */
const byTradingTitle: ReadonlyMap<string, CreditTerms> = new Map(
  [
    terms('DAL', 'Dalby', 39.9),
    terms('CGN', 'Cogan', 39.9),
    terms('JDW', 'Jadeworth', 44.9),
    terms('AWL', 'Ashwell', 34.9),
    terms('FW', 'Fairway', 44.9),
    terms('IHM', 'Inhome', 29.9),
    terms('FSP', 'Finespun', 39.9),
    terms('CCL', 'Clearhouse', 49.9),
    terms('PMA', 'Palmer', 24.9),
  ].map((t) => [t.tradingTitleId, t]),
);

export function creditTermsFor(tradingTitleId: string): CreditTerms | null {
  return byTradingTitle.get(tradingTitleId.toUpperCase()) ?? null;
}

/** Minimum payment on a statement balance: the larger of the percentage and the floor, never more than the balance. */
export function minimumPayment(terms: CreditTerms, balancePence: number): number {
  if (balancePence <= 0) return 0;
  const percentage = Math.ceil((balancePence * terms.minimumPaymentPercent) / 100);
  return Math.min(balancePence, Math.max(percentage, terms.minimumPaymentFloorPence));
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

function percent(value: number): string {
  return `${value.toFixed(value * 10 === Math.round(value * 10) ? 1 : 2)}%`;
}

/** The representative example as display fields, each a sentence an advert can show as is. */
export interface RepresentativeExample {
  headline: string;
  creditLimit: string;
  purchaseRate: string;
  apr: string;
  minimumPayment: string;
  text: string;
}

export function representativeExample(terms: CreditTerms): RepresentativeExample {
  const variable = terms.variable ? ' (variable)' : '';
  const creditLimit = `Assumed credit limit ${pounds.format(terms.creditLimitExamplePence / 100)}`;
  const purchaseRate = `Purchase rate ${percent(terms.purchaseRate)} p.a.${variable}`;
  const apr = `Representative ${percent(terms.representativeApr)} APR${variable}`;
  const minimumPaymentText = `Minimum monthly payment ${terms.minimumPaymentPercent}% of your statement balance or ${pounds.format(terms.minimumPaymentFloorPence / 100)}, whichever is greater`;
  return {
    headline: `${percent(terms.representativeApr)} APR representative${variable}`,
    creditLimit,
    purchaseRate,
    apr,
    minimumPayment: minimumPaymentText,
    text: `Representative example: ${creditLimit}. ${purchaseRate}. ${apr}.`,
  };
}
