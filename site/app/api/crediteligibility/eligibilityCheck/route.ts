import { agencyToName } from '@shop/commerce/bureau/provider';
import { eligibilityCheckSchema, eligibilityMessage, quotationRequest } from '@shop/commerce/credit/eligibility';
import { creditTermsFor } from '@shop/commerce/credit/terms';
import { creditBureau, eligibilityCustomer, withBureau } from '@/lib/credit/eligibility.ts';
import { json, RouteError, readJson, route } from '@/lib/http/route.ts';

/**
 * POST /api/crediteligibility/eligibilityCheck {tradingTitle, applicant, cart}: a soft search (a quotation, no mark on
 * the credit file) for the signed-in cash customer. Answers the decision and what to tell the customer; the quote's
 * figures come from eligibilityQuote. Nothing about the customer's account changes.
 */
export const POST = route(async (request) => {
  const { customerId, brand } = await eligibilityCustomer(request);
  const body = await readJson(request, eligibilityCheckSchema());
  if (body.tradingTitle.toUpperCase() !== brand.tradingTitleId)
    throw new RouteError(400, 'VALIDATION_ERROR', 'tradingTitle: This check is for this shop’s credit account only');
  const terms = creditTermsFor(brand.tradingTitleId);
  if (!terms) throw new RouteError(404, 'CREDIT_NOT_OFFERED', `${brand.creditBrandName} is not offered here.`);
  const decision = await withBureau(() => creditBureau().eligibility(quotationRequest(customerId, body, terms)));
  return json({
    applicationId: decision.id,
    eligibilityDecision: decision.outcome,
    declineCode: decision.declineCode,
    message: eligibilityMessage(decision, brand.creditBrandName),
    // Unlikely to be accepted on the agency's information: the agency is named, as on an application's decline.
    creditReferenceAgency: agencyToName(decision),
  });
});
