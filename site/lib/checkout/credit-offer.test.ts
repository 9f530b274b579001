import type { CreditDetails } from '@shop/commerce/customers/credit-details';
import { describe, expect, it } from 'vitest';
import { CREDIT_NOT_OFFERED, creditOffer } from './credit-offer.ts';

/** Credit details as GET /api/checkout/creditDetails answers them, with only what the offer reads set. */
function details(
  agreement: Partial<CreditDetails['agreementDetails']> = {},
  messageType = 'credit-checkout',
): CreditDetails {
  return {
    code: 'SUCCESS',
    customerIdentifier: 'DAL014410',
    agreementDetails: {
      availableToSpend: 126_550,
      creditLimit: 150_000,
      arrearsStatus: 'UP_TO_DATE',
      arrearsStatusIndicator: false,
      purchaseOnHold: false,
      arrearsManagement: false,
      outstandingInstalment: 0,
      creditMessageType: messageType,
      adminFeeIndicator: false,
      outstandingBalance: 23_450,
      balance: 23_450,
      creditLimitWithTolerance: 155_000,
      apr: 39.9,
      creditLimitIncrease: false,
      cli: { prefType: 1, propCreditLimit: 200_000, propCreditApplyDate: null, customerDecision: null },
      activeDD: true,
      voco: false,
      paymentRate: 5,
      ...agreement,
    },
    statementDetails: { paymentDueDate: '2026-12-10', expectedPayment: 2_500 },
    creditMessageType: messageType,
    expectedPayment: 2_500,
    paymentDueDate: '2026-12-10',
  };
}

describe('creditOffer', () => {
  it('puts an order within the available to spend wholly on the account', () => {
    const offer = creditOffer(details(), 4_599);
    expect(offer).toMatchObject({ offered: true, partPayment: false, creditPence: 4_599, cardPence: 0 });
    expect(offer).toMatchObject({ availableToSpend: 126_550, expectedPayment: 2_500, paymentDueDate: '2026-12-10' });
    // Exactly the available to spend is still one payment on the account.
    expect(creditOffer(details(), 126_550)).toMatchObject({ partPayment: false, creditPence: 126_550 });
  });

  it('splits a bigger order: the available to spend on the account, order total − available to spend by card', () => {
    expect(creditOffer(details(), 126_551)).toMatchObject({
      offered: true,
      partPayment: true,
      creditPence: 126_550,
      cardPence: 1,
    });
    expect(creditOffer(details({ availableToSpend: 1_000 }), 15_999)).toMatchObject({
      creditPence: 1_000,
      cardPence: 14_999,
    });
  });

  it('offers no credit with the reason for arrears, purchases on hold, recoveries and nothing to spend', () => {
    expect(
      creditOffer(details({ arrearsStatus: 'ARREARS_2', arrearsStatusIndicator: true }, 'credit-restricted'), 4_599),
    ).toMatchObject({ offered: false, reason: CREDIT_NOT_OFFERED.ARREARS });
    expect(creditOffer(details({ purchaseOnHold: true, availableToSpend: 0 }, 'credit-restricted'), 4_599)).toEqual(
      expect.objectContaining({ offered: false, reason: CREDIT_NOT_OFFERED.ON_HOLD }),
    );
    // The seed's arrears customer is both on hold and in arrears: on hold is named first, as the server does.
    expect(
      creditOffer(
        details(
          { purchaseOnHold: true, arrearsStatus: 'ARREARS_2', arrearsStatusIndicator: true },
          'credit-restricted',
        ),
        4_599,
      ),
    ).toMatchObject({ reason: CREDIT_NOT_OFFERED.ON_HOLD });
    expect(creditOffer(details({ arrearsManagement: true }, 'recoveries'), 4_599)).toMatchObject({
      offered: false,
      reason: CREDIT_NOT_OFFERED.RECOVERIES,
    });
    expect(creditOffer(details({ availableToSpend: 0 }), 4_599)).toMatchObject({
      offered: false,
      reason: CREDIT_NOT_OFFERED.NOTHING_AVAILABLE,
    });
  });
});
