// The restrictions matrix: every credit message type × every journey, written out as a table so that a change to
// what any journey shows for any type is a visible change here; then the account states that give each type, and the
// credit limit increase rule (never for a customer who chose none or is in arrears).
import { describe, expect, it } from 'vitest';
import {
  CREDIT_JOURNEYS,
  CREDIT_MESSAGE_TYPES,
  type CreditJourney,
  type CreditMessageType,
  type CreditPosition,
  creditLimitIncreaseOffered,
  creditMessageTypeFor,
  type JourneyView,
  journeyView,
} from './restrictions.ts';

type Row = [CreditMessageType, CreditJourney, string];
// Columns, in order: payByCredit, inviteToApply, mayApply, makeAPayment, creditLimitIncrease (1/0), minimumPayment,
// notice ('-' for none).
const MATRIX: Row[] = [
  ['probe-reject', 'checkout', '00100 none probe-reject'],
  ['probe-reject', 'make-a-payment', '00000 none no-account'],
  ['probe-reject', 'credit-application', '00100 none apply-again-is-a-search'],
  ['probe-reject', 'credit-limit-increase', '00000 none -'],
  ['card-checkout', 'checkout', '01100 none -'],
  ['card-checkout', 'make-a-payment', '00000 none no-account'],
  ['card-checkout', 'credit-application', '00100 none -'],
  ['card-checkout', 'credit-limit-increase', '00000 none -'],
  ['credit-checkout', 'checkout', '10010 none -'],
  ['credit-checkout', 'make-a-payment', '00010 offered -'],
  ['credit-checkout', 'credit-application', '00010 none -'],
  ['credit-checkout', 'credit-limit-increase', '00001 none -'],
  ['credit-restricted', 'checkout', '00010 none arrears'],
  ['credit-restricted', 'make-a-payment', '00010 required arrears'],
  ['credit-restricted', 'credit-application', '00010 none -'],
  ['credit-restricted', 'credit-limit-increase', '00000 none -'],
  ['recoveries', 'checkout', '00010 none recoveries'],
  ['recoveries', 'make-a-payment', '00010 waived recoveries'],
  ['recoveries', 'credit-application', '00010 none -'],
  ['recoveries', 'credit-limit-increase', '00000 none -'],
  ['make-a-payment-norestrictions', 'checkout', '10010 none -'],
  ['make-a-payment-norestrictions', 'make-a-payment', '00010 offered -'],
  ['make-a-payment-norestrictions', 'credit-application', '00010 none -'],
  ['make-a-payment-norestrictions', 'credit-limit-increase', '00001 none -'],
  ['make-a-payment-restrictions', 'checkout', '00010 none arrears'],
  ['make-a-payment-restrictions', 'make-a-payment', '00010 required arrears'],
  ['make-a-payment-restrictions', 'credit-application', '00010 none -'],
  ['make-a-payment-restrictions', 'credit-limit-increase', '00000 none -'],
];

function expected(code: string): JourneyView {
  const [flags = '', minimumPayment, notice] = code.split(' ');
  const bit = (i: number) => flags[i] === '1';
  return {
    payByCredit: bit(0),
    inviteToApply: bit(1),
    mayApply: bit(2),
    makeAPayment: bit(3),
    creditLimitIncrease: bit(4),
    minimumPayment: minimumPayment as JourneyView['minimumPayment'],
    notice: notice === '-' ? null : (notice as JourneyView['notice']),
  };
}

describe('the restrictions matrix', () => {
  it('covers the spec’s seven types and every journey exactly once', () => {
    expect([...CREDIT_MESSAGE_TYPES].sort()).toEqual(
      [
        'probe-reject',
        'make-a-payment-restrictions',
        'recoveries',
        'make-a-payment-norestrictions',
        'card-checkout',
        'credit-checkout',
        'credit-restricted',
      ].sort(),
    );
    const keys = MATRIX.map(([type, journey]) => `${type}/${journey}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(CREDIT_MESSAGE_TYPES.length * CREDIT_JOURNEYS.length);
  });

  it.each(MATRIX)('%s on %s', (type, journey, code) => {
    expect(journeyView(type, journey)).toEqual(expected(code));
  });

  it('no type both pays by credit and carries a restriction notice, and credit is only paid at checkout', () => {
    for (const type of CREDIT_MESSAGE_TYPES) {
      for (const journey of CREDIT_JOURNEYS) {
        const view = journeyView(type, journey);
        if (view.payByCredit) {
          expect(journey).toBe('checkout');
          expect(view.notice).toBeNull();
        }
        if (view.creditLimitIncrease) expect(view.notice).toBeNull();
      }
    }
  });
});

const account = (over: Partial<NonNullable<CreditPosition['account']>> = {}): CreditPosition => ({
  account: {
    arrearsStatus: 'UP_TO_DATE',
    arrearsManagement: false,
    purchaseOnHold: false,
    availableToSpend: 100_000,
    cliPrefType: 1,
    proposedCreditLimitPence: 200_000,
    cliCustomerDecision: null,
    ...over,
  },
  recentlyDeclined: false,
});

describe('the credit message type of a position, per journey', () => {
  const cases: [string, CreditPosition, CreditMessageType, CreditMessageType][] = [
    ['a cash customer', { account: null, recentlyDeclined: false }, 'card-checkout', 'card-checkout'],
    ['a recently declined applicant', { account: null, recentlyDeclined: true }, 'probe-reject', 'probe-reject'],
    ['an account up to date', account(), 'credit-checkout', 'make-a-payment-norestrictions'],
    ['an account at its limit', account({ availableToSpend: 0 }), 'card-checkout', 'make-a-payment-norestrictions'],
    [
      'an account in arrears',
      account({ arrearsStatus: 'ARREARS_2' }),
      'credit-restricted',
      'make-a-payment-restrictions',
    ],
    ['purchases on hold', account({ purchaseOnHold: true }), 'credit-restricted', 'make-a-payment-restrictions'],
    ['with recoveries', account({ arrearsManagement: true, arrearsStatus: 'ARREARS_3' }), 'recoveries', 'recoveries'],
  ];
  it.each(cases)('%s', (_what, position, atCheckout, onMakeAPayment) => {
    expect(creditMessageTypeFor(position, 'checkout')).toBe(atCheckout);
    expect(creditMessageTypeFor(position, 'make-a-payment')).toBe(onMakeAPayment);
  });
});

describe('a credit limit increase', () => {
  it('is offered to an account up to date with a proposal, even at its limit', () => {
    expect(creditLimitIncreaseOffered(account())).toBe(true);
    expect(creditLimitIncreaseOffered(account({ availableToSpend: 0, cliPrefType: 2 }))).toBe(true);
  });
  it('is never offered to a customer who chose none, is in arrears, on hold, with recoveries, or has answered', () => {
    expect(creditLimitIncreaseOffered(account({ cliPrefType: 3 }))).toBe(false);
    expect(creditLimitIncreaseOffered(account({ arrearsStatus: 'ARREARS_1' }))).toBe(false);
    expect(creditLimitIncreaseOffered(account({ purchaseOnHold: true }))).toBe(false);
    expect(creditLimitIncreaseOffered(account({ arrearsManagement: true }))).toBe(false);
    expect(creditLimitIncreaseOffered(account({ cliCustomerDecision: 2 }))).toBe(false);
    expect(creditLimitIncreaseOffered(account({ proposedCreditLimitPence: null }))).toBe(false);
    expect(creditLimitIncreaseOffered({ account: null, recentlyDeclined: false })).toBe(false);
  });
});
