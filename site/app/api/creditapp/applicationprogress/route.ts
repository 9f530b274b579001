import { endProgress, readProgress, saveProgress } from '@shop/commerce/credit/progress';
import { getReadyDb } from '@shop/commerce/db/client';
import { applicationProgressBody } from '@/lib/credit/progress-schemas.ts';
import { applicant } from '@/lib/credit/routes.ts';
import { json, RouteError, readJson, route } from '@/lib/http/route.ts';

const NOT_FOUND = 'You have no credit application under way.';

/**
 * GET /api/creditapp/applicationprogress: the signed-in customer's application under way on this brand (the step
 * reached, the answers, and the approved offer for the documents and acceptance steps); 404 when there is none.
 */
export const GET = route(async (request) => {
  const { customerId, brand } = await applicant(request);
  const progress = await readProgress(await getReadyDb(), customerId, brand.code);
  if (!progress) throw new RouteError(404, 'APPLICATION_NOT_FOUND', NOT_FOUND);
  const { ok: _ok, ...check } = progress.check ?? { ok: true };
  return json({ step: progress.step, answers: progress.answers, creditCheck: progress.check ? check : null });
});

/** PUT: the step reached and the answers so far (leaving keeps them; the documents step needs an approved offer). */
export const PUT = route(async (request) => {
  const body = await readJson(request, applicationProgressBody);
  const { customerId, brand } = await applicant(request);
  const saved = await saveProgress(await getReadyDb(), {
    customerId,
    brandCode: brand.code,
    step: body.step,
    answers: body.answers,
  });
  if (!saved.ok) throw new RouteError(409, saved.code, saved.message);
  return json({ step: saved.step });
});

/** DELETE: cancel the application under way (204 whether or not there was one: the answer is the same). */
export const DELETE = route(async (request) => {
  const { customerId, brand } = await applicant(request);
  await endProgress(await getReadyDb(), customerId, brand.code);
  return new Response(null, { status: 204 });
});
