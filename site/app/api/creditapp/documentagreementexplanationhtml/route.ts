import { documentRoute } from '@/lib/credit/routes.ts';
import { explanationDocumentBody } from '@/lib/credit/schemas.ts';

/** POST /api/creditapp/documentagreementexplanationhtml: the adequate explanation as HTML, recorded as shown. */
export const POST = documentRoute('explanation', 'html', explanationDocumentBody);
