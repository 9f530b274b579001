import { documentRoute } from '@/lib/credit/routes.ts';
import { pcciDocumentBody } from '@/lib/credit/schemas.ts';

/** POST /api/creditapp/documentpccipdf: the pre-contract credit information (SECCI) as a PDF, recorded as shown. */
export const POST = documentRoute('pcci', 'pdf', pcciDocumentBody);
