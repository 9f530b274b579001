// Make a payment on a credit account through the checkout card calls (jwtToken, cartAuthEnroll, cartAuthPayer with a
// make-a-payment journey): the amount is checked against the customer's own statement before the bank is asked, the
// card is authorised last and once per Idempotency-Key (lib/commerce credit/make-a-payment), and the receipt email goes
// out once per payment.
import { type BrandCode, getBrand } from '@shop/brands/brands';
import type { BagContext } from '@shop/commerce/bag/locked';
import {
  type CreditPaymentReceipt,
  checkAmount,
  claimReceiptMail,
  getCreditStatement,
  MAKE_A_PAYMENT_MESSAGES,
  type MakeAPaymentFailureCode,
  makeAPayment,
  releaseReceiptMail,
} from '@shop/commerce/credit/make-a-payment';
import { creditPaymentReceiptMail } from '@shop/commerce/credit/payment-receipt-mail';
import { getCustomerDetails } from '@shop/commerce/customers/details';
import type { PaymentAmountChoice } from '@shop/commerce/db/schema-credit';
import { mailFrom, mailSenderFromEnv } from '@shop/commerce/mail/config';
import { sendOrderConfirmation as sendWithRetry } from '@shop/commerce/orders/confirmation-mail';
import type { AuthenticationProof } from '@shop/commerce/payments/gateway';
import { createLogger } from '@shop/runtime/log';
import { bagDb } from '@/lib/bag/request.ts';
import { json, RouteError } from '@/lib/http/route.ts';
import { type InstrumentFields, idempotencyKeyOf, instrumentOf, requireCustomer, toPence } from './payments.ts';
import { cardGateway } from './providers.ts';

const log = createLogger('site').child({ component: 'make-a-payment' });

export const RECEIPT_PATH = '/checkout/make-a-payment/receipt';
export const receiptPath = (receiptNumber: string) => `${RECEIPT_PATH}?receipt=${encodeURIComponent(receiptNumber)}`;

const status: Record<MakeAPaymentFailureCode, number> = {
  NO_CREDIT_ACCOUNT: 404,
  NOTHING_TO_PAY: 400,
  CHOICE_NOT_OFFERED: 400,
  AMOUNT_TOO_LOW: 400,
  AMOUNT_TOO_HIGH: 400,
  AMOUNT_CHANGED: 409,
  PAYMENT_IN_PROGRESS: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYMENT_DECLINED: 402,
  CARD_DETAILS_EXPIRED: 400,
  PAYMENT_UNAVAILABLE: 503,
};

function failureAnswer(failure: { code: MakeAPaymentFailureCode; message: string }): Response {
  return json({ code: failure.code, message: failure.message }, { status: status[failure.code] });
}

interface AmountFields {
  amount: number;
  paymentAmountChoice: PaymentAmountChoice;
}

/**
 * Before the bank is asked anything: the customer must have a credit account (else 404) and the amount must be one
 * the statement allows for the choice. Throws the 4xx answer.
 */
export async function assertPayable(context: BagContext, body: { amount: number } & Partial<AmountFields>) {
  const customerId = requireCustomer(context);
  const statement = await getCreditStatement(await bagDb(), customerId, context.brandCode);
  if (!statement) {
    throw new RouteError(404, 'NO_CREDIT_ACCOUNT', MAKE_A_PAYMENT_MESSAGES.NO_CREDIT_ACCOUNT);
  }
  const refused = checkAmount(statement, body.paymentAmountChoice ?? 'OTHER_AMOUNT', toPence(body.amount));
  // jwtToken names no choice: only the bounds of any amount are checked there.
  if (refused && (body.paymentAmountChoice || refused.code !== 'AMOUNT_CHANGED')) {
    throw new RouteError(status[refused.code], refused.code, refused.message);
  }
}

/** Authenticated: pay towards the credit account, answering the receipt (and where to show it) or the failure. */
export async function makeAPaymentAnswer(
  request: Request,
  context: BagContext,
  body: AmountFields & InstrumentFields & { journeyType: 'make-a-payment-myaccount' | 'make-a-payment-checkout' },
  proof: AuthenticationProof,
): Promise<Response> {
  const customerId = requireCustomer(context);
  const result = await makeAPayment(await bagDb(), cardGateway(), {
    customerId,
    brandCode: context.brandCode,
    idempotencyKey: idempotencyKeyOf(request),
    journey: body.journeyType,
    amountChoice: body.paymentAmountChoice,
    amountPence: toPence(body.amount),
    instrument: await instrumentOf(context, body),
    authentication: proof,
  });
  if (!result.ok) return failureAnswer(result);
  await mailReceipt(request, customerId, context.brandCode, result.value);
  return json({
    status: 'AUTHENTICATION_SUCCESSFUL',
    code: 'CREDIT_PAYMENT_DONE',
    receipt: result.value,
    receiptPath: receiptPath(result.value.receiptNumber),
  });
}

/** The receipt email, once per payment; a mail outage never undoes the payment (it is logged, and may be retried). */
async function mailReceipt(request: Request, customerId: string, brandCode: string, receipt: CreditPaymentReceipt) {
  const db = await bagDb();
  if (!(await claimReceiptMail(db, receipt.receiptNumber))) return;
  try {
    const email = (await getCustomerDetails(db, customerId))?.contactDetails.emailAddress;
    if (!email) return;
    const brand = getBrand(brandCode as BrandCode);
    const origin = request.headers.get('origin') ?? new URL(request.url).origin;
    await sendWithRetry(
      mailSenderFromEnv(),
      creditPaymentReceiptMail(
        receipt,
        { email },
        {
          name: brand.name,
          from: mailFrom(brand.name),
          accountUrl: `${origin}/shop/myaccount/Overview.action?finalTarget=accountmainmenu`,
        },
      ),
    );
  } catch (error) {
    await releaseReceiptMail(db, receipt.receiptNumber).catch(() => undefined);
    log.error({ err: error, receiptNumber: receipt.receiptNumber }, 'payment receipt email not sent');
  }
}
