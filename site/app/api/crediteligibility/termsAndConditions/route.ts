import { eligibilityQuote, eligibilityTerms, quoteExpired } from '@shop/commerce/credit/eligibility';
import { z } from 'zod';
import { creditBureau, eligibilityCustomer, quoteNotFound, withBureau } from '@/lib/credit/eligibility.ts';
import { json, RouteError, readJson, route } from '@/lib/http/route.ts';

const body = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'id: Enter the quote’s id'),
  brand: z.string().trim().toLowerCase().max(8),
});

/**
 * POST /api/crediteligibility/termsAndConditions {id, brand}: the terms of the customer's own eligibility quote (its
 * figures, the brand's representative example, the promotion, the customer's rights). Another customer's quote, or
 * one that is not a quote, is not found.
 */
export const POST = route(async (request) => {
  const { customerId, brand } = await eligibilityCustomer(request);
  const { id, brand: asked } = await readJson(request, body);
  if (asked !== brand.code) throw new RouteError(400, 'VALIDATION_ERROR', 'brand: This is not this shop');
  const decision = await withBureau(() => creditBureau().search(id));
  if (!decision || decision.reference !== customerId || decision.type !== 'quotation') throw quoteNotFound();
  if (decision.tradingTitle !== brand.tradingTitleId || quoteExpired(decision, new Date())) throw quoteNotFound();
  const quote = eligibilityQuote(decision, brand.creditBrandName);
  if (!quote) throw quoteNotFound();
  return json(eligibilityTerms(quote, brand.tradingTitleId));
});
