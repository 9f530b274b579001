// The three credit documents a credit applicant is shown before accepting (issue 15; anchors §6): the pre-contract
// credit information (SECCI, Consumer Credit (Disclosure of Information) Regulations 2010 Sch 1), the adequate
// explanation (CONC 4.2.5R) and the credit agreement (Consumer Credit (Agreements) Regulations 2010 Sch 1). Each is one
// data model — headings, paragraphs and label/value rows of plain text — that html.ts and pdf.ts render word for word,
// so both formats carry the same figures. The creditor is the brand's lender (brands/), named with its registered
// office, company number and FCA firm reference number; the rates are the ones the credit bureau offered this
// applicant, as offered (never worked back from the APR). Money is integer pence; rates are percentages.
import { createHash } from 'node:crypto';
import type { CreditLender } from '@shop/brands/brands';
import { ADMIN_FEE_PENCE } from '../make-a-payment.ts';
import { type CreditTerms, creditTermsFor } from '../terms.ts';

export const creditDocumentKinds = ['pcci', 'explanation', 'agreement'] as const;
export type CreditDocumentKind = (typeof creditDocumentKinds)[number];

/** Raised when the wording changes: acceptance records the version (and the content's hash) the customer was shown. */
export const CREDIT_DOCUMENT_VERSIONS: Readonly<Record<CreditDocumentKind, string>> = Object.freeze({
  pcci: 'PCCI-2026.11-2',
  explanation: 'EXPLANATION-2026.11-1',
  agreement: 'AGREEMENT-2026.11-2',
});

export const AGREEMENT_HEADING = 'Credit Agreement regulated by the Consumer Credit Act 1974';
/** The assumed credit limit of the APR and total amount payable for running-account credit (CONC App 1.2.5R). */
export const ASSUMED_CREDIT_LIMIT_PENCE = 120_000;
export const WITHDRAWAL_DAYS = 14;
const ASSUMED_PAYMENTS = 12;

export interface CreditDocumentBrand {
  name: string;
  creditBrandName: string;
  tradingTitleId: string;
  /** The creditor: the company lending under `creditBrandName`. */
  lender: CreditLender;
}

/** What the bureau offered this applicant: the limit and its rates, as offered. */
export interface CreditOffer {
  creditLimitPence: number;
  /** APR in percent (one decimal, e.g. 39.9), variable. */
  aprPercent: number;
  /** The rate charged each month, percent (e.g. 2.8375). */
  periodRatePercent: number;
  /** The nominal yearly rate, percent (e.g. 34.05). */
  annualRatePercent: number;
}

export interface CreditDocumentInput {
  brand: CreditDocumentBrand;
  offer: CreditOffer;
  /** The debtor: the agreement names them; the SECCI and the explanation may be generic. */
  customer?: { name: string; addressLines: string[] };
  /** YYYY-MM-DD, Europe/London. */
  date: string;
}

export type CreditDocumentBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'rows'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { type: 'list'; items: string[] };

export interface CreditDocumentSection {
  heading: string;
  blocks: CreditDocumentBlock[];
}

export interface CreditDocument {
  kind: CreditDocumentKind;
  version: string;
  title: string;
  /** The line under the title (the agreement's description of the credit, the trading title). */
  subtitle: string;
  sections: CreditDocumentSection[];
  /** The figures the document states, as printed (tests check both renderings carry each). */
  figures: Readonly<Record<string, string>>;
}

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const wholePounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

export const money = (pence: number): string =>
  pence % 100 === 0 ? wholePounds.format(pence / 100) : pounds.format(pence / 100);
const percent = (value: number, decimals = 1) => `${value.toFixed(decimals)}%`;
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** Interest on `amount` pence repaid in `payments` equal monthly payments at `monthlyRate` percent a month. */
function interestOver(amount: number, monthlyRate: number, payments: number): number {
  const r = monthlyRate / 100;
  if (r === 0) return 0;
  const payment = (amount * r) / (1 - (1 + r) ** -payments);
  return Math.round(payment * payments) - amount;
}

/** Every figure the three documents state, worked out once. */
export function creditFigures(input: CreditDocumentInput, terms: CreditTerms) {
  const { periodRatePercent: monthlyRate, annualRatePercent: annualRate } = input.offer;
  const assumedInterest = interestOver(ASSUMED_CREDIT_LIMIT_PENCE, monthlyRate, ASSUMED_PAYMENTS);
  // Interest a day on £100 used (what a customer who withdraws repays with the credit they used).
  const dailyInterestPer100 = Math.round((10_000 * annualRate) / 100 / 365);
  return {
    creditLimit: money(input.offer.creditLimitPence),
    apr: `${percent(input.offer.aprPercent)} APR (variable)`,
    annualRate: `${percent(annualRate, 2)} a year (variable)`,
    monthlyRate: `${percent(monthlyRate, 4)} a month`,
    assumedCreditLimit: money(ASSUMED_CREDIT_LIMIT_PENCE),
    assumedInterest: money(assumedInterest),
    totalAmountPayable: money(ASSUMED_CREDIT_LIMIT_PENCE + assumedInterest),
    minimumPercent: `${terms.minimumPaymentPercent}%`,
    minimumFloor: money(terms.minimumPaymentFloorPence),
    lateFee: money(ADMIN_FEE_PENCE),
    withdrawalDays: `${WITHDRAWAL_DAYS} days`,
    dailyInterestPer100: money(dailyInterestPer100),
  };
}

type Figures = ReturnType<typeof creditFigures>;

const allocationOrder = (): CreditDocumentBlock => ({
  type: 'list',
  items: [
    'first, any arrears and any interest, fees and charges shown on your statement;',
    'then the part of your balance carrying the highest rate of interest, before parts at lower rates;',
    'within one rate, the oldest purchases first.',
  ],
});

const aprAssumption = (f: Figures) =>
  `The APR of ${f.apr} and the total amount payable assume a credit limit of ${f.assumedCreditLimit}, drawn in full ` +
  `straight away and repaid in ${ASSUMED_PAYMENTS} equal monthly payments, with the rate unchanged. Your own credit ` +
  'limit and how you use it may make the cost higher or lower.';

const totalPayable = (f: Figures) =>
  `${f.totalAmountPayable}: the assumed ${f.assumedCreditLimit} of credit plus ${f.assumedInterest} of interest.`;

const repayments = (f: Figures) =>
  `Each month you must pay at least the minimum payment: the greater of ${f.minimumPercent} of your statement ` +
  `balance or ${f.minimumFloor} (the whole balance when it is less), and never less than the interest, fees and ` +
  'charges on the statement plus 1% of the balance.';

const withdrawal = (f: Figures) =>
  `You have the right to withdraw from this agreement within ${f.withdrawalDays}, without giving any reason. The ` +
  `${f.withdrawalDays} start the day after the agreement is made, or the day you receive your copy of it if later. ` +
  'To withdraw, tell us by phone, in writing or online. You must then repay any credit you have used, with ' +
  `interest of ${f.dailyInterestPer100} a day for each £100 used, within 30 days of telling us.`;

const missedPayments = (f: Figures) =>
  `If you miss a payment we charge a late payment fee of ${f.lateFee}. Missing payments may make it harder to get ` +
  'credit, we may report them to credit reference agencies, and we may stop further purchases, end the agreement ' +
  'and ask you to repay the whole balance, or take you to court.';

const registration = (lender: CreditLender) =>
  `Registered in England and Wales, company number ${lender.companyNumber}`;
const regulation = (lender: CreditLender) =>
  `Authorised and regulated by the Financial Conduct Authority, firm reference number ${lender.fcaFirmReference}`;

const creditorRows = ({ lender, creditBrandName }: CreditDocumentBrand): CreditDocumentBlock => ({
  type: 'rows',
  rows: [
    ['Creditor', `${lender.legalName}, trading as ${creditBrandName}`],
    ['Registered office', lender.registeredAddress],
    ['Telephone', lender.telephone],
    ['Registration', registration(lender)],
    ['FCA firm reference number', lender.fcaFirmReference],
  ],
});

function pcci(input: CreditDocumentInput, f: Figures): Omit<CreditDocument, 'figures'> {
  const { brand } = input;
  return {
    kind: 'pcci',
    version: CREDIT_DOCUMENT_VERSIONS.pcci,
    title: 'Pre-contract credit information',
    subtitle: `Standard European Consumer Credit Information for ${brand.creditBrandName} (trading title ${brand.tradingTitleId})`,
    sections: [
      { heading: '1. Contact details', blocks: [creditorRows(brand)] },
      {
        heading: '2. Key features of the credit product',
        blocks: [
          {
            type: 'rows',
            rows: [
              ['The type of credit', `${brand.creditBrandName}: running-account credit for buying from ${brand.name}`],
              ['The total amount of credit', `${f.creditLimit}: your credit limit, which we may change with notice`],
              [
                'How and when credit would be provided',
                `When you buy from ${brand.name} on your account, up to your credit limit`,
              ],
              ['The duration of the credit agreement', 'No fixed duration: the agreement runs until you or we end it'],
              ['Repayments', repayments(f)],
              ['The total amount you will have to pay', totalPayable(f)],
            ],
          },
          { type: 'paragraph', text: 'Your payments will be allocated in this order:' },
          allocationOrder(),
        ],
      },
      {
        heading: '3. Costs of the credit',
        blocks: [
          {
            type: 'rows',
            rows: [
              ['The rate of interest', `${f.annualRate}, charged at ${f.monthlyRate}`],
              ['Annual Percentage Rate of Charge (APR)', f.apr],
              ['How the APR is worked out', aprAssumption(f)],
              ['Other costs', `A late payment fee of ${f.lateFee} for each missed payment`],
              ['Costs in the case of late payments', missedPayments(f)],
            ],
          },
        ],
      },
      {
        heading: '4. Other important legal aspects',
        blocks: [
          {
            type: 'rows',
            rows: [
              ['Right of withdrawal', withdrawal(f)],
              ['Early repayment', 'You may repay all or part of your balance at any time, at no extra cost'],
              [
                'Consultation of a database',
                'If we decline your application after searching a credit reference agency, we will tell you so and which agency',
              ],
              [
                'Right to a draft credit agreement',
                'You may ask us for a copy of the draft credit agreement free of charge',
              ],
            ],
          },
        ],
      },
      {
        heading: '5. Additional information for distance marketing',
        blocks: [
          {
            type: 'rows',
            rows: [
              ['Supervisory authority', regulation(brand.lender)],
              ['Law and courts', 'The law of England and Wales; the courts of the part of the UK where you live'],
              ['Language', 'This information and the agreement are in English'],
              [
                'Complaints',
                'Tell us first; if you are not happy with our answer you may refer it to the Financial Ombudsman Service',
              ],
            ],
          },
        ],
      },
    ],
  };
}

function explanation(input: CreditDocumentInput, f: Figures): Omit<CreditDocument, 'figures'> {
  const { brand } = input;
  return {
    kind: 'explanation',
    version: CREDIT_DOCUMENT_VERSIONS.explanation,
    title: `Adequate explanation of ${brand.creditBrandName}`,
    subtitle: `The main features of your ${brand.creditBrandName} account (trading title ${brand.tradingTitleId}), so you can decide whether it suits you`,
    sections: [
      {
        heading: 'What the account is',
        blocks: [
          {
            type: 'paragraph',
            text: `${brand.creditBrandName} is running-account credit from ${brand.lender.legalName} for buying from ${brand.name}. Your credit limit would be ${f.creditLimit}. You can spend up to it, pay back over time and spend again.`,
          },
        ],
      },
      {
        heading: 'What it costs',
        blocks: [
          {
            type: 'paragraph',
            text: `Interest is charged at ${f.annualRate} (${f.monthlyRate}) on balances you do not clear, and the APR is ${f.apr}. ${aprAssumption(f)}`,
          },
          { type: 'paragraph', text: `The total amount you would pay on that example is ${totalPayable(f)}` },
        ],
      },
      {
        heading: 'Paying it back',
        blocks: [
          { type: 'paragraph', text: repayments(f) },
          {
            type: 'paragraph',
            text: 'Paying only the minimum each month means it takes longer and costs more to clear your balance. Your payments will be allocated in this order:',
          },
          allocationOrder(),
        ],
      },
      {
        heading: 'Features that may make it unsuitable',
        blocks: [
          {
            type: 'list',
            items: [
              'the rate of interest is higher than many personal loans and credit cards;',
              `it can only be used to buy from ${brand.name};`,
              'it is not suitable for borrowing over a long time or for paying off other debts.',
            ],
          },
        ],
      },
      { heading: 'If you miss payments', blocks: [{ type: 'paragraph', text: missedPayments(f) }] },
      { heading: 'Changing your mind', blocks: [{ type: 'paragraph', text: withdrawal(f) }] },
      {
        heading: 'Questions',
        blocks: [
          {
            type: 'paragraph',
            text: `If anything is unclear, or you would like more explanation before you decide, call us on ${brand.lender.telephone}.`,
          },
        ],
      },
    ],
  };
}

function agreement(input: CreditDocumentInput, f: Figures): Omit<CreditDocument, 'figures'> {
  const { brand, customer } = input;
  const debtor = customer
    ? [customer.name, ...customer.addressLines].join(', ')
    : 'The customer named on the application';
  return {
    kind: 'agreement',
    version: CREDIT_DOCUMENT_VERSIONS.agreement,
    title: AGREEMENT_HEADING,
    subtitle: `${brand.creditBrandName} running-account credit agreement (trading title ${brand.tradingTitleId})`,
    sections: [
      {
        heading: 'The parties',
        blocks: [
          {
            type: 'rows',
            rows: [
              ['Creditor', `${brand.lender.legalName}, trading as ${brand.creditBrandName}`],
              ['Creditor’s registered office', brand.lender.registeredAddress],
              ['Creditor’s registration', `${registration(brand.lender)}; ${regulation(brand.lender)}`],
              ['Debtor', debtor],
              ['Date of this agreement', longDate(input.date)],
            ],
          },
        ],
      },
      {
        heading: 'Key financial information',
        blocks: [
          {
            type: 'rows',
            rows: [
              ['Credit limit', `${f.creditLimit}, which we may change with notice`],
              ['Duration', 'No fixed duration: the agreement runs until you or we end it'],
              ['Drawing credit', `By buying from ${brand.name} on your account, up to your credit limit`],
              ['Rate of interest', `${f.annualRate}, charged at ${f.monthlyRate} on the balance outstanding`],
              ['APR', f.apr],
              ['Assumptions used', aprAssumption(f)],
              ['Total amount payable', totalPayable(f)],
            ],
          },
        ],
      },
      { heading: 'Repayments', blocks: [{ type: 'paragraph', text: repayments(f) }] },
      {
        heading: 'Order in which payments are allocated',
        blocks: [{ type: 'paragraph', text: 'We will use each payment you make as follows:' }, allocationOrder()],
      },
      {
        heading: 'Charges and missed payments',
        blocks: [{ type: 'paragraph', text: missedPayments(f) }],
      },
      { heading: 'Right of withdrawal', blocks: [{ type: 'paragraph', text: withdrawal(f) }] },
      {
        heading: 'Early repayment and ending the agreement',
        blocks: [
          {
            type: 'paragraph',
            text: 'You may repay all or part of your balance at any time at no extra cost, and end this agreement by telling us and repaying the balance.',
          },
        ],
      },
      {
        heading: 'Complaints',
        blocks: [
          {
            type: 'paragraph',
            text: `Tell us first on ${brand.lender.telephone}; if you are not happy with our answer you may refer it to the Financial Ombudsman Service. ${regulation(brand.lender)}.`,
          },
        ],
      },
      {
        heading: 'Signature',
        blocks: [
          {
            type: 'paragraph',
            text: 'This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to be legally bound by its terms. You sign it by accepting it online.',
          },
        ],
      },
    ],
  };
}

const builders = { pcci, explanation, agreement } as const;

/** One document for one applicant; null when the brand offers no credit. */
export function creditDocument(kind: CreditDocumentKind, input: CreditDocumentInput): CreditDocument | null {
  const terms = creditTermsFor(input.brand.tradingTitleId);
  if (!terms) return null;
  const figures = creditFigures(input, terms);
  return { ...builders[kind](input, figures), figures };
}

/** Every piece of text in reading order: what both renderings print. */
export function documentText(document: CreditDocument): string[] {
  const out = [document.title, document.subtitle];
  for (const section of document.sections) {
    out.push(section.heading);
    for (const block of section.blocks) {
      if (block.type === 'paragraph') out.push(block.text);
      else if (block.type === 'list') out.push(...block.items);
      else for (const [label, value] of block.rows) out.push(label, value);
    }
  }
  return out;
}

/** The hash of exactly what the customer was shown (recorded on acceptance with the version). */
export function documentDigest(document: CreditDocument): string {
  return createHash('sha256').update(documentText(document).join('\n')).digest('hex');
}
