// Credit details for checkout and the account pages (spec §3 "Credit and payment": agreementDetails,
// statementDetails), read from the customer's own credit account. Money is integer pence; APR a percentage.
import { eq } from 'drizzle-orm';
import { creditLimitIncreaseOffered, creditMessageTypeFor } from '../credit/restrictions.ts';
import type { Db } from '../db/client.ts';
import { creditAccounts } from '../db/schema-customers.ts';
import { availableToSpend } from './details.ts';

export interface CreditDetails {
  code: 'SUCCESS';
  customerIdentifier: string;
  agreementDetails: {
    availableToSpend: number;
    creditLimit: number;
    arrearsStatus: string;
    arrearsStatusIndicator: boolean;
    purchaseOnHold: boolean;
    arrearsManagement: boolean;
    outstandingInstalment: number;
    creditMessageType: string;
    adminFeeIndicator: boolean;
    outstandingBalance: number;
    balance: number;
    creditLimitWithTolerance: number;
    apr: number;
    creditLimitIncrease: boolean;
    cli: {
      prefType: number;
      propCreditLimit: number;
      propCreditApplyDate: string | null;
      customerDecision: number | null;
    };
    activeDD: boolean;
    voco: boolean;
    paymentRate: number;
  };
  statementDetails: { paymentDueDate: string | null; expectedPayment: number };
  /** Also at the top level for checkout (spec: "checkout credit details also include…"). */
  creditMessageType: string;
  expectedPayment: number;
  paymentDueDate: string | null;
}

/** Spec §9 defaults: proposed credit limit 9998 (pounds) when none is set. */
export const DEFAULT_PROPOSED_CREDIT_LIMIT_PENCE = 9998 * 100;

type AccountRow = typeof creditAccounts.$inferSelect;

/** The account as the restrictions matrix reads it (credit/restrictions.ts). */
function creditPositionOf(account: AccountRow) {
  return {
    account: {
      arrearsStatus: account.arrearsStatus,
      arrearsManagement: account.arrearsManagement,
      purchaseOnHold: account.purchaseOnHold,
      availableToSpend: account.purchaseOnHold ? 0 : availableToSpend(account.creditLimitPence, account.balancePence),
      cliPrefType: account.cliPrefType,
      proposedCreditLimitPence: account.proposedCreditLimitPence,
      cliCustomerDecision: account.cliCustomerDecision,
    },
    recentlyDeclined: false,
  };
}

/**
 * The credit message the checkout shows (the restrictions matrix): recoveries; credit-restricted in arrears or on
 * hold; card-checkout with nothing available to spend; otherwise credit-checkout.
 */
export function creditMessageType(account: AccountRow): string {
  return creditMessageTypeFor(creditPositionOf(account), 'checkout');
}

export async function getCreditDetails(db: Db, customerId: string): Promise<CreditDetails | null> {
  const [account] = await db.select().from(creditAccounts).where(eq(creditAccounts.customerId, customerId));
  if (!account) return null;
  const messageType = creditMessageType(account);
  const inArrears = account.arrearsStatus !== 'UP_TO_DATE';
  return {
    code: 'SUCCESS',
    customerIdentifier: account.accountNumber,
    agreementDetails: {
      availableToSpend: account.purchaseOnHold ? 0 : availableToSpend(account.creditLimitPence, account.balancePence),
      creditLimit: account.creditLimitPence,
      arrearsStatus: account.arrearsStatus,
      arrearsStatusIndicator: inArrears,
      purchaseOnHold: account.purchaseOnHold,
      arrearsManagement: account.arrearsManagement,
      outstandingInstalment: account.arrearsPence,
      creditMessageType: messageType,
      adminFeeIndicator: account.adminFeeIndicator,
      outstandingBalance: account.balancePence,
      balance: account.balancePence,
      creditLimitWithTolerance: account.creditLimitPence + account.creditLimitTolerancePence,
      apr: account.aprBasisPoints / 100,
      // Never offered to a customer who chose none or is in arrears, on hold or with recoveries (CONC 6.7.7R).
      creditLimitIncrease: creditLimitIncreaseOffered(creditPositionOf(account)),
      cli: {
        prefType: account.cliPrefType,
        propCreditLimit: account.proposedCreditLimitPence ?? DEFAULT_PROPOSED_CREDIT_LIMIT_PENCE,
        propCreditApplyDate: account.proposedCreditApplyDate,
        customerDecision: account.cliCustomerDecision,
      },
      activeDD: account.activeDirectDebit,
      voco: account.voco,
      paymentRate: account.paymentRatePercent,
    },
    statementDetails: { paymentDueDate: account.paymentDueDate, expectedPayment: account.expectedPaymentPence },
    creditMessageType: messageType,
    expectedPayment: account.expectedPaymentPence,
    paymentDueDate: account.paymentDueDate,
  };
}
