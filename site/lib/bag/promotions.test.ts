import { describe, expect, it } from 'vitest';
import type { Cart } from './client-api.ts';
import { type PromotionCustomer, promotionIndicators, promotionsRequest } from './promotions.ts';

const noFlags = { creditRegistration: false, loyaltyOptedInCookie: false };
const customer: PromotionCustomer = {
  creditAccount: false,
  loyaltyScore: null,
  loyaltySendEmail: false,
  loyaltyOptIn: 'NOT_OPTED_IN',
  previousWebOrderPlaced: true,
  previousTelephoneOrderPlaced: false,
  pandpStatusCode: 'NOT_TAKEN',
  vip: false,
};

describe('promotion indicators (spec §5)', () => {
  it('a guest is a cash shopper on a first order, not loyalty, not VIP', () => {
    expect(promotionIndicators(null, noFlags)).toEqual({
      cashCreditIndicator: 2,
      loyaltyIndicator: false,
      vipIndicator: false,
      firstOrderIndicator: true,
      delvrySubsIndicator: false,
    });
  });

  it('cashCreditIndicator is 3 for a credit account, 2 otherwise, one more with a credit registration', () => {
    expect(promotionIndicators({ ...customer, creditAccount: true }, noFlags).cashCreditIndicator).toBe(3);
    const registering = { ...noFlags, creditRegistration: true };
    expect(promotionIndicators({ ...customer, creditAccount: true }, registering).cashCreditIndicator).toBe(4);
    expect(promotionIndicators(customer, registering).cashCreditIndicator).toBe(3);
    expect(promotionIndicators(customer, noFlags).cashCreditIndicator).toBe(2);
  });

  it('loyalty needs a score other than 004, no loyalty e-mail, NOT_OPTED_IN and no opted-in cookie', () => {
    expect(promotionIndicators(customer, noFlags).loyaltyIndicator).toBe(true);
    expect(promotionIndicators({ ...customer, loyaltyScore: '004' }, noFlags).loyaltyIndicator).toBe(false);
    expect(promotionIndicators({ ...customer, loyaltySendEmail: true }, noFlags).loyaltyIndicator).toBe(false);
    expect(promotionIndicators({ ...customer, loyaltyOptIn: 'OPTED_IN' }, noFlags).loyaltyIndicator).toBe(false);
    expect(promotionIndicators(customer, { ...noFlags, loyaltyOptedInCookie: true }).loyaltyIndicator).toBe(false);
  });

  it('first order only without a previous web or phone order; VIP and subscription from the record', () => {
    expect(promotionIndicators(customer, noFlags).firstOrderIndicator).toBe(false);
    const fresh = { ...customer, previousWebOrderPlaced: false };
    expect(promotionIndicators(fresh, noFlags).firstOrderIndicator).toBe(true);
    expect(promotionIndicators({ ...fresh, previousTelephoneOrderPlaced: true }, noFlags).firstOrderIndicator).toBe(
      false,
    );
    expect(promotionIndicators({ ...customer, vip: true }, noFlags).vipIndicator).toBe(true);
    expect(promotionIndicators({ ...customer, pandpStatusCode: 'ACTIVE' }, noFlags).delvrySubsIndicator).toBe(true);
  });
});

describe('the promotions request', () => {
  it('lists productNumber_offerNumber per line, the categories once, and the goods before discount', () => {
    const entry = (productNo: string, offerNumber: string, categoryLabel: string | null) => ({
      productNo,
      productDetails: { offerNumber },
      breadcrumb: { categoryLabel },
    });
    const cart = {
      preDiscountOrderValueExcludingShippingCost: 6400,
      cartEntries: [entry('DA1', '111', 'Dresses'), entry('DA2', '222', 'Dresses'), entry('DA3', '333', null)],
    } as unknown as Cart;
    expect(promotionsRequest(cart, 'DAL', promotionIndicators(null, noFlags), true)).toEqual({
      channel: 'new-headless-web',
      productCodes_offerNumber: ['DA1_111', 'DA2_222', 'DA3_333'],
      productCategoryCodes: ['Dresses'],
      tradingTitle: 'DAL',
      cartTotal: 6400,
      cashCreditIndicator: 2,
      loyaltyIndicator: false,
      vipIndicator: false,
      firstOrderIndicator: true,
      delvrySubsIndicator: false,
      proactiveOfferRejected: true,
    });
  });
});
