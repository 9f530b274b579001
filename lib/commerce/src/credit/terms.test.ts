import { describe, expect, it } from 'vitest';
import { creditTermsFor, minimumPayment, purchaseRateForApr, representativeExample } from './terms.ts';

describe('credit terms', () => {
  it('has terms for every trading title, each named "<Brand> Pay"', () => {
    for (const id of ['DAL', 'CGN', 'JDW', 'AWL', 'FW', 'IHM', 'FSP', 'CCL', 'PMA']) {
      const terms = creditTermsFor(id);
      expect(terms, id).not.toBeNull();
      expect(terms?.creditBrandName).toMatch(/^[A-Z][a-z]+ Pay$/);
    }
    expect(creditTermsFor('dal')?.creditBrandName).toBe('Dalby Pay');
    expect(creditTermsFor('XXX')).toBeNull();
  });

  it('derives a purchase rate that compounds monthly back to the representative APR', () => {
    expect(purchaseRateForApr(39.9)).toBe(34.05);
    for (const id of ['DAL', 'IHM', 'CCL', 'PMA']) {
      const terms = creditTermsFor(id);
      if (!terms) throw new Error(id);
      const apr = ((1 + terms.purchaseRate / 1200) ** 12 - 1) * 100;
      expect(apr).toBeCloseTo(terms.representativeApr, 1);
    }
  });

  it('uses the larger of 5% and £5 for the minimum payment, never more than the balance', () => {
    const terms = creditTermsFor('DAL');
    if (!terms) throw new Error('DAL');
    expect(minimumPayment(terms, 120_000)).toBe(6_000);
    expect(minimumPayment(terms, 5_000)).toBe(500);
    expect(minimumPayment(terms, 300)).toBe(300);
    expect(minimumPayment(terms, 0)).toBe(0);
    expect(minimumPayment(terms, 10_001)).toBe(501);
  });

  it('writes the representative example in the regulated order', () => {
    const terms = creditTermsFor('DAL');
    if (!terms) throw new Error('DAL');
    const example = representativeExample(terms);
    expect(example.text).toBe(
      'Representative example: Assumed credit limit £1,200. Purchase rate 34.05% p.a. (variable). Representative 39.9% APR (variable).',
    );
    expect(example.headline).toBe('39.9% APR representative (variable)');
    expect(example.minimumPayment).toContain('5% of your statement balance or £5');
  });
});
