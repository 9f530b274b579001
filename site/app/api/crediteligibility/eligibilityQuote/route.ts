import { eligibilityMessage, eligibilityQuote, quoteExpired } from '@shop/commerce/credit/eligibility';
import { creditBureau, eligibilityCustomer, quoteNotFound, withBureau } from '@/lib/credit/eligibility.ts';
import { json, route } from '@/lib/http/route.ts';

/**
 * GET /api/crediteligibility/eligibilityQuote: the signed-in customer's latest eligibility quote on this brand
 * (annualInterestRate, costOfCredit, creditLimit, periodInterestRate, variableApr, promo). A check still running
 * answers PENDING; no quote (none asked, declined, expired) is a 404, which resets the step (spec §8).
 */
export const GET = route(async (request) => {
  const { customerId, brand } = await eligibilityCustomer(request);
  const bureau = creditBureau();
  const [latest] = await withBureau(() => bureau.searches(customerId, { type: 'quotation', limit: 1 }));
  if (!latest || latest.tradingTitle !== brand.tradingTitleId) throw quoteNotFound();
  const decision =
    latest.status === 'PENDING' ? ((await withBureau(() => bureau.search(latest.id))) ?? latest) : latest;
  if (decision.status === 'PENDING') {
    return json({
      applicationId: decision.id,
      eligibilityDecision: decision.outcome,
      message: eligibilityMessage(decision, brand.creditBrandName),
    });
  }
  const quote = eligibilityQuote(decision, brand.creditBrandName);
  if (!quote || quoteExpired(decision, new Date())) throw quoteNotFound();
  return json(quote);
});
