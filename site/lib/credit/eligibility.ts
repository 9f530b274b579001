// The credit eligibility routes' shared steps (spec §7 crediteligibility, §8): who is asking (a signed-in cash
// customer of this brand), the bureau (configured from the environment on each use, so tests can point it at a
// sandbox), and its failures turned into the spec's answers: a refusal is a 400, an outage a 503 — both mark the step
// failed in the browser — and no quote is a 404, which resets it.
import type { Brand } from '@shop/brands/brands';
import { creditBureauFromEnv } from '@shop/commerce/bureau/config';
import { CreditBureauError } from '@shop/commerce/bureau/provider';
import { getCustomerDetails } from '@shop/commerce/customers/details';
import { getReadyDb } from '@shop/commerce/db/client';
import { createLogger } from '@shop/runtime/log';
import { currentCustomerId } from '@/lib/bag/customer.ts';
import { RouteError, requestBrand } from '@/lib/http/route.ts';

const log = createLogger('site').child({ component: 'credit-eligibility' });

export const creditBureau = () => creditBureauFromEnv();

const signInRequired = () => new RouteError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.');

export const ELIGIBILITY_UNAVAILABLE_MESSAGE =
  'Sorry, we couldn’t check your eligibility just now. Please try again in a few minutes.';
export const QUOTE_NOT_FOUND_MESSAGE = 'We have no eligibility quote for you. Check your eligibility first.';

export const quoteNotFound = () => new RouteError(404, 'QUOTE_NOT_FOUND', QUOTE_NOT_FOUND_MESSAGE);

/** The signed-in customer and the brand; a credit customer already has the account (409). */
export async function eligibilityCustomer(request: Request): Promise<{ customerId: string; brand: Brand }> {
  const brand = requestBrand(request);
  const customerId = await currentCustomerId(request);
  if (!customerId) throw signInRequired();
  const details = await getCustomerDetails(await getReadyDb(), customerId);
  if (!details) throw signInRequired();
  if (details.creditAccount)
    throw new RouteError(409, 'ALREADY_CREDIT_CUSTOMER', `You already have a ${brand.creditBrandName} account.`);
  return { customerId, brand };
}

/** Runs a bureau call: its refusal (4xx) is a 400 with the bureau's reason, an outage a 503. */
export async function withBureau<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof CreditBureauError)) throw error;
    if (error.kind === 'refused') throw new RouteError(400, 'ELIGIBILITY_REFUSED', error.message);
    log.error({ err: error }, 'credit bureau unavailable');
    throw new RouteError(503, 'ELIGIBILITY_UNAVAILABLE', ELIGIBILITY_UNAVAILABLE_MESSAGE);
  }
}
