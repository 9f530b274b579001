import { documentRoute } from '@/lib/credit/routes.ts';
import { agreementPdfBody } from '@/lib/credit/schemas.ts';

/** POST /api/creditapp/documentagreementpdf: the credit agreement as a PDF, recorded as shown. The debtor named is the applicant as recorded on the application, whatever customerName and customerAddress say. */
export const POST = documentRoute('agreement', 'pdf', agreementPdfBody);
