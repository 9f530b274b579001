// The browser's credit application calls (spec §7 creditapp), through the shared fetcher (JSON, same origin, 401 →
// sign-in). Money in pence; the documents come back as HTML to show and as PDF files to keep.
import { fetcher } from '@/lib/client/fetcher.ts';

export interface ApplicationAddressFields {
  flatNumber: string;
  houseNumberAndSuffix: string;
  houseName: string;
  addressLine1: string;
  addressLine2: string;
  town: string;
  county: string;
  postcode: string;
}

export const emptyApplicationAddress: ApplicationAddressFields = {
  flatNumber: '',
  houseNumberAndSuffix: '',
  houseName: '',
  addressLine1: '',
  addressLine2: '',
  town: '',
  county: '',
  postcode: '',
};

export interface TimeAtAddress {
  years: number;
  months: number;
}

export interface ApplicantFields {
  title: string;
  firstname: string;
  lastname: string;
  dateofbirth: string;
  mobilePhone: string;
}

/** The agency a decline rests on (CCA 1974 s.157(A1)). */
export interface CreditReferenceAgency {
  name: string;
  address: string;
  telephone: string;
  website: string;
}

export interface CreditCheck {
  applicationId: string;
  decision: 'APPROVED' | 'DECLINED' | 'REFERRED' | 'UNDECIDED';
  creditCheckStatus: string;
  declineCode: string | null;
  creditLimit: number | null;
  periodInterestRate: number | null;
  annualInterestRate: number | null;
  variableApr: number | null;
  /** Named on a decline on the agency's information (Decline1, Decline2); null otherwise. */
  creditReferenceAgency: CreditReferenceAgency | null;
}

export interface CreditDocumentAnswer {
  documentType: 'pcci' | 'explanation' | 'agreement';
  version: string;
  title: string;
  html: string;
}

export interface AcceptedAccount {
  accountNumber: string;
  creditLimit: number;
  availableCredit: number;
}

const send = <T>(method: 'POST' | 'PUT', url: string, body: unknown) =>
  fetcher<T>(url, { method, body: JSON.stringify(body) });

interface CartInfo {
  orderValue: number;
  cartEntries: { quantity: number }[];
}

/** The bag the check is asked about (spec §3 cartInfo), as the check's cart; zeros without a bag (spec §5). */
async function cartForCheck(): Promise<{ numberOfItems: number; totalCartAmount: number }> {
  try {
    const { cartInfo } = await fetcher<{ cartInfo: CartInfo }>('/api/creditapp/getcart');
    return {
      numberOfItems: cartInfo.cartEntries.reduce((sum, entry) => sum + entry.quantity, 0),
      totalCartAmount: cartInfo.orderValue / 100,
    };
  } catch {
    return { numberOfItems: 0, totalCartAmount: 0 };
  }
}

export async function standardCreditCheck(body: {
  applicant: ApplicantFields;
  currentAddress: ApplicationAddressFields;
  timeAtCurrentAddress: TimeAtAddress;
  previousAddress: ApplicationAddressFields | null;
  timeAtPrevAddress: TimeAtAddress | null;
}): Promise<CreditCheck> {
  const cart = await cartForCheck();
  return (await send<{ creditCheck: CreditCheck }>('POST', '/api/creditapp/standardcreditcheck', { ...body, cart }))
    .creditCheck;
}

/** The three documents as HTML, in reading order (each recorded as shown). */
export function fetchDocuments(creditLimit: number, tradingTitle: string): Promise<CreditDocumentAnswer[]> {
  return Promise.all([
    send<CreditDocumentAnswer>('POST', '/api/creditapp/document_pcci_html', { credit: creditLimit }),
    send<CreditDocumentAnswer>('POST', '/api/creditapp/documentagreementexplanationhtml', { tradingTitle }),
    send<CreditDocumentAnswer>('POST', '/api/creditapp/documentagreementhtml', { credit: creditLimit }),
  ]);
}

/** A document's PDF as a file the browser can open or save. */
export async function documentPdf(
  kind: CreditDocumentAnswer['documentType'],
  body: { credit: number; tradingTitle: string; customerName: string; customerAddress: string },
): Promise<Blob> {
  const call = {
    pcci: ['/api/creditapp/documentpccipdf', { credit: body.credit }],
    explanation: ['/api/creditapp/documentagreementexplanationpdf', { tradingTitle: body.tradingTitle }],
    agreement: ['/api/creditapp/documentagreementpdf', body],
  } as const;
  const [url, payload] = call[kind];
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/pdf' },
    body: JSON.stringify(payload),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`document ${kind}: ${response.status}`);
  return response.blob();
}

export function acceptAgreement(body: {
  periodInterestRate: number;
  creditCheckStatus: string;
  creditLimitIncreasePreference: 1 | 2 | 3;
}): Promise<AcceptedAccount> {
  return send<AcceptedAccount>('PUT', '/api/creditapp/creditacceptagreement', {
    ...body,
    hasOptedForAutomaticCreditIncreases: body.creditLimitIncreasePreference === 2,
  });
}
