import { documentRoute } from '@/lib/credit/routes.ts';
import { explanationDocumentBody } from '@/lib/credit/schemas.ts';

/** POST /api/creditapp/documentagreementexplanationpdf: the adequate explanation as a PDF, recorded as shown. */
export const POST = documentRoute('explanation', 'pdf', explanationDocumentBody);
