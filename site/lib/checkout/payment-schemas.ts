// Request bodies of the checkout payment calls (spec §7 "Checkout payment"). The card itself never comes here: only
// the gateway's transient token (from its hosted fields) or a saved instrument's id.
import { z } from 'zod';
import { CHANNEL, cartIdField } from '@/lib/bag/schemas.ts';

const cartId = cartIdField.min(1);
/** Pounds with at most 2 decimals: a whole number of pence. */
export const hasPenceOnly = (value: number): boolean => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
/** Pounds with at most 2 decimals (spec §5: the payment amount is rounded to 2 decimals). */
const amount = z.number().positive().max(1_000_000).refine(hasPenceOnly, 'at most 2 decimal places');
const jwt = z
  .string()
  .max(8192)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/, 'not a token');
const site = z.string().min(1).max(40);

export const flexKeyBody = z.object({
  channel: z.literal(CHANNEL),
  websiteIdentifier: site,
  targetOrigin: z.url({ protocol: /^https?$/ }).max(300),
});

export const binQuery = z.object({ bin: z.string().regex(/^\d{6,8}$/, 'the first 6 to 8 digits of the card') });

export const jwtTokenBody = z
  .object({
    cartId,
    amount,
    websiteIdentifier: site,
    transientToken: jwt.optional(),
    instrumentId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  })
  .refine(
    (body) => (body.transientToken === undefined) !== (body.instrumentId === undefined),
    'send a transientToken or an instrumentId',
  );

export const browserFieldsSchema = z.object({
  deviceChannel: z.literal('BROWSER').default('BROWSER'),
  httpAcceptContent: z.string().max(256).default('text/html'),
  colorDepth: z.number().int().min(1).max(64),
  javaEnabled: z.boolean().default(false),
  javaScriptEnabled: z.boolean().default(true),
  language: z.string().min(2).max(35),
  screenHeight: z.number().int().min(1).max(20_000),
  screenWidth: z.number().int().min(1).max(20_000),
  timeDifference: z.number().int().min(-900).max(900),
  userAgent: z.string().max(512).default(''),
});

const instrumentId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'not a saved card');

const cartAuthFields = z.object({
  cartId,
  amount,
  channel: z.literal(CHANNEL),
  websiteIdentifier: site,
  /** A new card: the gateway's transient token from its hosted fields… */
  transientToken: jwt.optional(),
  /** …or one of the customer's saved cards (its instrumentToken). */
  instrumentId: instrumentId.optional(),
  /** The device-data-collection session (the setup's referenceId). */
  sessionId: z.string().min(1).max(100),
  email: z.email().max(254).optional(),
  journeyType: z.enum(['card-checkout', 'credit-checkout']).default('card-checkout'),
  /** Part payment (credit-checkout): the store credit part in pounds; `amount` is then what the card pays. */
  creditAmount: amount.optional(),
  saveCard: z.boolean().default(false),
  browserFields: browserFieldsSchema,
  /** The card's billing address (spec §3), checked field by field by `billingAddressOf`. */
  billingAddress: z.unknown().optional(),
});

const oneInstrument = (body: { transientToken?: string | undefined; instrumentId?: string | undefined }) =>
  (body.transientToken === undefined) !== (body.instrumentId === undefined);
const oneInstrumentMessage = { message: 'send a transientToken or an instrumentId' };

export const cartAuthEnrollBody = cartAuthFields.refine(oneInstrument, oneInstrumentMessage);

export const cartAuthPayerBody = cartAuthFields
  .extend({ authenticationTransactionId: z.string().min(1).max(100) })
  .refine(oneInstrument, oneInstrumentMessage);

export const updatePaymentCardBody = z.object({
  token: z.string().uuid('not a saved card'),
  action: z.enum(['DEFAULT', 'REMOVE']).default('DEFAULT'),
});

/** The browser's key for one press of "Pay now" (a repeat answers the first answer). */
export const idempotencyKeyHeader = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'an Idempotency-Key of 16 to 64 characters');

/** The account's add-a-card journey: the hosted fields' transient token (never a card number). */
export const addPaymentCardBody = z.strictObject({
  transientToken: jwt,
  journeyType: z.literal('add-card-myaccount').default('add-card-myaccount'),
});

/** Make a payment on a credit account (spec §3 payment journeys and amount choices). */
export const MAKE_A_PAYMENT_JOURNEYS = ['make-a-payment-myaccount', 'make-a-payment-checkout'] as const;
export const PAYMENT_AMOUNT_CHOICES = ['MINIMUM_PAYMENT', 'CURERNT_BALANCE', 'OTHER_AMOUNT'] as const;
export const NO_CREDIT_PAYMENT_AMOUNT = 'No credit payment amount found';

/** The entered amount in pounds, rounded to 2 decimals (spec §5); none at all is the spec's own message. */
const makeAPaymentAmount = z
  .number({
    error: (issue) => (issue.input === undefined || issue.input === null ? NO_CREDIT_PAYMENT_AMOUNT : 'not an amount'),
  })
  .positive('enter an amount above £0')
  .max(1_000_000)
  .transform((pounds) => Math.round(pounds * 100) / 100);

const makeAPaymentFields = z.object({
  journeyType: z.enum(MAKE_A_PAYMENT_JOURNEYS),
  paymentAmountChoice: z.enum(PAYMENT_AMOUNT_CHOICES),
  amount: makeAPaymentAmount,
  channel: z.literal(CHANNEL),
  websiteIdentifier: site,
  transientToken: jwt.optional(),
  instrumentId: instrumentId.optional(),
  sessionId: z.string().min(1).max(100),
  email: z.email().max(254).optional(),
  browserFields: browserFieldsSchema,
});

export const makeAPaymentEnrollBody = makeAPaymentFields.refine(oneInstrument, oneInstrumentMessage);

export const makeAPaymentPayerBody = makeAPaymentFields
  .extend({ authenticationTransactionId: z.string().min(1).max(100) })
  .refine(oneInstrument, oneInstrumentMessage);

/** 3-D Secure setup for a make-a-payment: no bag, the amount entered. */
export const makeAPaymentJwtBody = z
  .object({
    journeyType: z.enum(MAKE_A_PAYMENT_JOURNEYS),
    amount: makeAPaymentAmount,
    websiteIdentifier: site,
    transientToken: jwt.optional(),
    instrumentId: instrumentId.optional(),
  })
  .refine(oneInstrument, oneInstrumentMessage);

/** Whether a JSON body names a make-a-payment journey (read from a clone, before the body is validated). */
export async function isMakeAPaymentRequest(request: Request): Promise<boolean> {
  try {
    const body = (await request.clone().json()) as { journeyType?: unknown } | null;
    return (MAKE_A_PAYMENT_JOURNEYS as readonly unknown[]).includes(body?.journeyType);
  } catch {
    return false;
  }
}

/**
 * POST /api/checkout/payViaCredit (spec §7). `amount` is what the credit account pays (pounds): the order total. A
 * part payment (credit first, the rest by card) is completed by the card call with `creditAmount` instead.
 */
export const payViaCreditBody = z.object({
  /** Spec §5: a missing amount is its own failure ('No credit payment amount found'), so it is read apart. */
  amount: z.union([amount, z.literal(0), z.literal(''), z.null()]).optional(),
  cartId,
  tradingTitle: z.string().min(1).max(40),
  channel: z.literal(CHANNEL),
  currency: z.literal('GBP'),
  partPaymentIndicator: z.boolean().default(false),
});
