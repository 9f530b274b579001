// What the payment page offers a credit customer ("<Brand> Pay", spec §3 checkout credit details, §4 payment methods,
// §5 payment amount by journey): the whole order on the account when it fits in the available to spend; otherwise a
// part payment, the available to spend on the account and the rest (order total − available to spend) by card; or,
// for an account in arrears, with purchases on hold or with the recoveries team, nothing, with the reason. Pence.
import { CREDIT_REFUSALS } from '@shop/commerce/customers/credit-charge';
import type { CreditDetails } from '@shop/commerce/customers/credit-details';

/** Why credit is not offered: the server's own refusals (the same words as a refused payViaCredit), and one more. */
export const CREDIT_NOT_OFFERED = {
  RECOVERIES: CREDIT_REFUSALS.RECOVERIES,
  ON_HOLD: CREDIT_REFUSALS.ON_HOLD,
  ARREARS: CREDIT_REFUSALS.ARREARS,
  NOTHING_AVAILABLE: 'You have nothing available to spend on your account at the moment, so please pay by card.',
} as const;

interface OfferCommon {
  /** Pence. */
  availableToSpend: number;
  /** Spec §3: credit-checkout, credit-restricted, recoveries. */
  creditMessageType: string;
  /** The next payment due on the account (pence) and its date (YYYY-MM-DD), from the statement. */
  expectedPayment: number;
  paymentDueDate: string | null;
}

export type CreditOffer =
  | (OfferCommon & { offered: false; reason: string })
  /** The whole order on the account. */
  | (OfferCommon & { offered: true; partPayment: false; creditPence: number; cardPence: 0 })
  /** The available to spend on the account, the rest by card. */
  | (OfferCommon & { offered: true; partPayment: true; creditPence: number; cardPence: number });

/** The reason the account may not pay for an order, or null when it may (the server refuses in the same order). */
export function creditNotOfferedReason(details: CreditDetails): string | null {
  const agreement = details.agreementDetails;
  if (agreement.arrearsManagement || details.creditMessageType === 'recoveries') return CREDIT_NOT_OFFERED.RECOVERIES;
  if (agreement.purchaseOnHold) return CREDIT_NOT_OFFERED.ON_HOLD;
  if (agreement.arrearsStatusIndicator || agreement.arrearsStatus !== 'UP_TO_DATE') return CREDIT_NOT_OFFERED.ARREARS;
  if (agreement.availableToSpend <= 0) return CREDIT_NOT_OFFERED.NOTHING_AVAILABLE;
  return null;
}

/** What the payment page offers for an order of `orderTotal` pence. */
export function creditOffer(details: CreditDetails, orderTotal: number): CreditOffer {
  const common: OfferCommon = {
    availableToSpend: Math.max(0, Math.round(details.agreementDetails.availableToSpend)),
    creditMessageType: details.creditMessageType,
    expectedPayment: details.expectedPayment,
    paymentDueDate: details.paymentDueDate,
  };
  const reason = creditNotOfferedReason(details);
  if (reason) return { ...common, offered: false, reason };
  const total = Math.round(orderTotal);
  if (total <= common.availableToSpend) {
    return { ...common, offered: true, partPayment: false, creditPence: total, cardPence: 0 };
  }
  // Spec §5: the card pays order total − available to spend (whole pence: rounded to 2 decimals in pounds).
  return {
    ...common,
    offered: true,
    partPayment: true,
    creditPence: common.availableToSpend,
    cardPence: total - common.availableToSpend,
  };
}
