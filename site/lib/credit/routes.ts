// What the credit application's route handlers share: the signed-in customer, today in London, the bureau, the
// failure codes' statuses, and the document answers (HTML as JSON, PDF as a file) built and recorded by commerce.
import type { Brand } from '@shop/brands/brands';
import { type CreditApplicationFailureCode, showDocument } from '@shop/commerce/credit/application';
import { creditDocumentHtml } from '@shop/commerce/credit/documents/html';
import type { CreditDocumentKind } from '@shop/commerce/credit/documents/model';
import { creditDocumentPdf } from '@shop/commerce/credit/documents/pdf';
import { getReadyDb } from '@shop/commerce/db/client';
import { inLondon } from '@shop/commerce/delivery/calendar';
import type { z } from 'zod';
import { bagContextFor } from '@/lib/bag/context.ts';
import { assertSite } from '@/lib/bag/request.ts';
import { requireCustomer } from '@/lib/checkout/payments.ts';
import { json, RouteError, readJson, requestBrand, route } from '@/lib/http/route.ts';

export const todayInLondon = () => inLondon(new Date()).date;

const status: Record<CreditApplicationFailureCode, number> = {
  CUSTOMER_NOT_FOUND: 404,
  ALREADY_CREDIT_CUSTOMER: 409,
  NO_CREDIT_PRODUCT: 404,
  UNDER_18: 400,
  ADDRESS_HISTORY_SHORT: 400,
  APPLICATION_NOT_FOUND: 404,
  CREDIT_CHECK_REFUSED: 400,
  CREDIT_CHECK_UNAVAILABLE: 503,
  OFFER_CHANGED: 409,
  DOCUMENTS_NOT_SHOWN: 409,
};

export function failureError(failure: { code: CreditApplicationFailureCode; message: string }): RouteError {
  return new RouteError(status[failure.code], failure.code, failure.message);
}

/** The signed-in customer and the brand of the request; 401 for a guest. */
export async function applicant(request: Request): Promise<{ customerId: string; brand: Brand }> {
  const brand = requestBrand(request);
  return { customerId: requireCustomer(await bagContextFor(request, brand)), brand };
}

/** A trading title in a body must be the shop's own (400 otherwise). */
export const assertTradingTitle = (brand: Brand, tradingTitle: string) =>
  assertSite('tradingTitle', tradingTitle, brand.tradingTitleId);

const FILE_NAMES: Record<CreditDocumentKind, string> = {
  pcci: 'pre-contract-credit-information',
  explanation: 'adequate-explanation',
  agreement: 'credit-agreement',
};

/**
 * A document route (spec §7 document_pcci_html, documentpccipdf, documentagreementexplanation…, documentagreement…):
 * parse the body, check its trading title and credit limit against the application, answer the document and record it
 * as shown.
 */
export function documentRoute<T extends { credit?: number; tradingTitle?: string }>(
  kind: CreditDocumentKind,
  format: 'html' | 'pdf',
  schema: z.ZodType<T>,
) {
  return route(async (request) => {
    const body = await readJson(request, schema);
    const { customerId, brand } = await applicant(request);
    if (body.tradingTitle !== undefined) assertTradingTitle(brand, body.tradingTitle);
    const shown = await showDocument(await getReadyDb(), {
      customerId,
      brand,
      kind,
      format,
      today: todayInLondon(),
      ...(body.credit !== undefined ? { creditLimitPence: body.credit } : {}),
    });
    if (!shown.ok) throw failureError(shown);
    const { document, digest } = shown;
    if (format === 'html') {
      return json({
        documentType: kind,
        version: document.version,
        digest,
        title: document.title,
        html: creditDocumentHtml(document),
      });
    }
    const pdf = await creditDocumentPdf(document);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${brand.code}-${FILE_NAMES[kind]}.pdf"`,
        'cache-control': 'private, no-store',
        'x-document-version': document.version,
      },
    });
  });
}
