// What a customer's credit position lets each journey show (issue 15 item 5; spec §3 "credit message types"). One
// place decides: the account's state gives a credit message type per journey, and the type decides what the journey
// shows — credit at checkout or card only and why, the application, make-a-payment with or without the arrears
// restriction, and whether a credit limit increase may be offered at all.
//
// The seven types:
// - probe-reject: no account, and the customer's latest application was declined within PROBE_REJECT_DAYS (the bureau
//   search — the "probe" — said no). Card only; the application is not pushed at them, and if they apply again
//   they are told it is another search on their credit file.
// - card-checkout: card only for an account with nothing to spend (or a cash customer, who may apply).
// - credit-checkout: the account may pay for the order.
// - credit-restricted: the account is in arrears or its purchases are on hold: card only, and a way to make a payment.
// - recoveries: the account is with the recoveries team: card only; make-a-payment takes any amount (no minimum).
// - make-a-payment-norestrictions / make-a-payment-restrictions: make-a-payment, the latter in arrears or on hold
//   (the minimum applies to a fixed amount too, with the reason shown).
// A credit limit increase is never offered to a customer who chose none (preference 3), who is in arrears, on hold or
// with recoveries (CONC 6.7.7R, 6.7.10R), or who has already answered the offer.

export const CREDIT_MESSAGE_TYPES = [
  'probe-reject',
  'make-a-payment-restrictions',
  'recoveries',
  'make-a-payment-norestrictions',
  'card-checkout',
  'credit-checkout',
  'credit-restricted',
] as const;
export type CreditMessageType = (typeof CREDIT_MESSAGE_TYPES)[number];

/** The journeys the type speaks to: the payment page, make-a-payment, the application, a limit increase offer. */
export const CREDIT_JOURNEYS = ['checkout', 'make-a-payment', 'credit-application', 'credit-limit-increase'] as const;
export type CreditJourney = (typeof CREDIT_JOURNEYS)[number];

/** How long after a decline the customer is a probe-reject (not invited to apply again). */
export const PROBE_REJECT_DAYS = 30;

/** The state the message type is worked out from. */
export interface CreditPosition {
  /** The account, or null for a cash customer. */
  account: {
    arrearsStatus: string;
    arrearsManagement: boolean;
    purchaseOnHold: boolean;
    /** Pence. */
    availableToSpend: number;
    /** 1 opt-in, 2 automatic, 3 no increases. */
    cliPrefType: number;
    proposedCreditLimitPence: number | null;
    /** 1 accepted, 2 declined, null when not answered. */
    cliCustomerDecision: number | null;
  } | null;
  /** A cash customer's latest application was declined within PROBE_REJECT_DAYS. */
  recentlyDeclined: boolean;
}

export function creditMessageTypeFor(position: CreditPosition, journey: CreditJourney): CreditMessageType {
  const account = position.account;
  if (!account) return position.recentlyDeclined ? 'probe-reject' : 'card-checkout';
  if (account.arrearsManagement) return 'recoveries';
  const restricted = account.purchaseOnHold || account.arrearsStatus !== 'UP_TO_DATE';
  if (journey === 'make-a-payment') return restricted ? 'make-a-payment-restrictions' : 'make-a-payment-norestrictions';
  if (restricted) return 'credit-restricted';
  return account.availableToSpend > 0 ? 'credit-checkout' : 'card-checkout';
}

/** The notice a journey shows for a type (the words are the page's; the key says which). */
export type CreditNotice =
  | 'probe-reject'
  | 'recoveries'
  | 'arrears'
  | 'nothing-available'
  | 'apply-again-is-a-search'
  | 'no-account';

export interface JourneyView {
  /** Checkout: the order may be paid with the credit account. */
  payByCredit: boolean;
  /** Checkout: the customer is invited to apply for the credit account. */
  inviteToApply: boolean;
  /** The application may be made (with `notice` shown first when set). */
  mayApply: boolean;
  /** A link or the page to make a payment towards the account. */
  makeAPayment: boolean;
  /** Make-a-payment: whether the statement's minimum is offered, and whether a fixed amount must reach it. */
  minimumPayment: 'offered' | 'required' | 'waived' | 'none';
  /** A credit limit increase may be offered (subject to the customer's own preference and answer). */
  creditLimitIncrease: boolean;
  notice: CreditNotice | null;
}

const NONE: JourneyView = {
  payByCredit: false,
  inviteToApply: false,
  mayApply: false,
  makeAPayment: false,
  minimumPayment: 'none',
  creditLimitIncrease: false,
  notice: null,
};

/** What each journey shows for each credit message type. */
export function journeyView(type: CreditMessageType, journey: CreditJourney): JourneyView {
  switch (journey) {
    case 'checkout':
      switch (type) {
        case 'probe-reject':
          return { ...NONE, mayApply: true, notice: 'probe-reject' };
        case 'card-checkout':
          // A cash customer (no notice: they are invited to apply) or an account with nothing available to spend;
          // the page knows which (it has the account or not).
          return { ...NONE, inviteToApply: true, mayApply: true };
        case 'credit-checkout':
        case 'make-a-payment-norestrictions':
          return { ...NONE, payByCredit: true, makeAPayment: true };
        case 'credit-restricted':
        case 'make-a-payment-restrictions':
          return { ...NONE, makeAPayment: true, notice: 'arrears' };
        case 'recoveries':
          return { ...NONE, makeAPayment: true, notice: 'recoveries' };
      }
      break;
    case 'make-a-payment':
      switch (type) {
        case 'make-a-payment-norestrictions':
        case 'credit-checkout':
          return { ...NONE, makeAPayment: true, minimumPayment: 'offered' };
        case 'make-a-payment-restrictions':
        case 'credit-restricted':
          return { ...NONE, makeAPayment: true, minimumPayment: 'required', notice: 'arrears' };
        case 'recoveries':
          return { ...NONE, makeAPayment: true, minimumPayment: 'waived', notice: 'recoveries' };
        case 'probe-reject':
        case 'card-checkout':
          return { ...NONE, notice: 'no-account' };
      }
      break;
    case 'credit-application':
      if (type === 'probe-reject') return { ...NONE, mayApply: true, notice: 'apply-again-is-a-search' };
      if (type === 'card-checkout') return { ...NONE, mayApply: true };
      // An account holder has their account already (the page says so).
      return { ...NONE, makeAPayment: true };
    case 'credit-limit-increase':
      // Only an account that may spend, whatever it has available now.
      return { ...NONE, creditLimitIncrease: type === 'credit-checkout' || type === 'make-a-payment-norestrictions' };
  }
  return NONE;
}

/**
 * May a credit limit increase be offered to this account now? Never to a customer who chose none, who is in arrears,
 * on hold or with recoveries, or who has already accepted or declined the one proposed (CONC 6.7.7R, 6.7.10R).
 */
export function creditLimitIncreaseOffered(position: CreditPosition): boolean {
  const account = position.account;
  if (!account || account.cliPrefType === 3) return false;
  if (account.proposedCreditLimitPence === null || account.cliCustomerDecision !== null) return false;
  // Whatever is available to spend: an account at its limit may still be offered more.
  const type = creditMessageTypeFor({ ...position, account: { ...account, availableToSpend: 1 } }, 'checkout');
  return journeyView(type, 'credit-limit-increase').creditLimitIncrease;
}
