import { acceptAgreement } from '@shop/commerce/credit/application';
import { getReadyDb } from '@shop/commerce/db/client';
import { applicant, failureError, todayInLondon } from '@/lib/credit/routes.ts';
import { creditAcceptAgreementBody } from '@/lib/credit/schemas.ts';
import { json, readJson, route } from '@/lib/http/route.ts';

/**
 * PUT /api/creditapp/creditacceptagreement: the customer signs the agreement they were shown, with their
 * credit-limit-increase preference; their credit account is opened (once: a repeat answers the same account).
 */
export const PUT = route(async (request) => {
  const body = await readJson(request, creditAcceptAgreementBody);
  const { customerId, brand } = await applicant(request);
  const accepted = await acceptAgreement(await getReadyDb(), {
    customerId,
    brand,
    periodInterestRate: body.periodInterestRate,
    creditCheckStatus: body.creditCheckStatus,
    cliPreference: body.creditLimitIncreasePreference,
    today: todayInLondon(),
  });
  if (!accepted.ok) throw failureError(accepted);
  return json({
    creditAccount: true,
    accountNumber: accepted.accountNumber,
    creditLimit: accepted.creditLimit,
    availableCredit: accepted.availableCredit,
    cli: { prefType: accepted.cliPrefType },
    acceptedDocuments: accepted.acceptedDocuments.map(({ kind, version, format }) => ({ kind, version, format })),
  });
});
