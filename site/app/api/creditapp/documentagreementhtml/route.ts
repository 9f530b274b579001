import { documentRoute } from '@/lib/credit/routes.ts';
import { agreementHtmlBody } from '@/lib/credit/schemas.ts';

/** POST /api/creditapp/documentagreementhtml: the credit agreement as HTML, recorded as shown. */
export const POST = documentRoute('agreement', 'html', agreementHtmlBody);
