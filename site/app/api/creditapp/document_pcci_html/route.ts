import { documentRoute } from '@/lib/credit/routes.ts';
import { pcciDocumentBody } from '@/lib/credit/schemas.ts';

/** POST /api/creditapp/document_pcci_html: the pre-contract credit information (SECCI) as HTML, recorded as shown. */
export const POST = documentRoute('pcci', 'html', pcciDocumentBody);
