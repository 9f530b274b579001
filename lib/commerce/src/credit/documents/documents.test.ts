// The credit documents in HTML and PDF carry the same words and figures for every brand's trading title: the PDF's
// text is extracted with pdf.js and compared with the HTML's text as a reader sees it.
import { brands } from '@shop/brands/brands';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { creditDocumentHtml } from './html.ts';
import {
  AGREEMENT_HEADING,
  type CreditDocumentInput,
  creditDocument,
  creditDocumentKinds,
  documentDigest,
} from './model.ts';
import { creditDocumentPdf } from './pdf.ts';

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The HTML's text as shown: block elements on their own lines, ordered-list items numbered. */
function htmlText(html: string): string {
  const numbered = html.replace(/<ol>(.*?)<\/ol>/g, (_, items: string) => {
    let n = 0;
    return items.replace(/<li>/g, () => `<li>${++n}. `);
  });
  return decode(numbered.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The PDF's text in reading order; a line ending in a hyphen (a word broken by the layout) joins the next. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  let text = '';
  for (let page = 1; page <= pdf.numPages; page++) {
    const content = await (await pdf.getPage(page)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item)) continue;
      text += item.str;
      if (item.hasEOL && !item.str.endsWith('-')) text += ' ';
    }
    text += ' ';
  }
  await pdf.cleanup();
  return text.replace(/\s+/g, ' ').trim();
}

const input = (brand: (typeof brands)[number]): CreditDocumentInput => ({
  brand,
  // The sandbox bureau's offer at 39.9 % APR: 2.8375 % a month, 34.05 % a year.
  offer: { creditLimitPence: 75_000, aprPercent: 39.9, periodRatePercent: 2.8375, annualRatePercent: 34.05 },
  customer: { name: 'Ms Sam Hughes', addressLines: ['4 Park Road', 'Bristol', 'BS1 5TR'] },
  date: '2026-11-26',
});

describe('credit documents', () => {
  it('state the figures worked out from the offer: £1,200 assumption, rates, total payable, 14 days', () => {
    const doc = creditDocument('agreement', input(brands[0]!))!;
    expect(doc.title).toBe('Credit Agreement regulated by the Consumer Credit Act 1974');
    expect(doc.figures).toMatchObject({
      creditLimit: '£750',
      apr: '39.9% APR (variable)',
      monthlyRate: '2.8375% a month',
      annualRate: '34.05% a year (variable)',
      assumedCreditLimit: '£1,200',
      // £1,200 over 12 equal payments at 2.8375% a month: £119.39 a month, £232.66 of interest.
      assumedInterest: '£232.66',
      totalAmountPayable: '£1,432.66',
      withdrawalDays: '14 days',
      lateFee: '£12',
    });
  });

  it('state the rates the bureau offered, as offered, not rates worked back from the APR', () => {
    // A thin file's offer (the sandbox's ASSUMED_PASS): 44.9 % APR, 3.1389 % a month, 37.67 % a year.
    const offer = { creditLimitPence: 50_000, aprPercent: 44.9, periodRatePercent: 3.1389, annualRatePercent: 37.67 };
    const thin = creditDocument('agreement', { ...input(brands[0]!), offer })!;
    expect(thin.figures).toMatchObject({
      apr: '44.9% APR (variable)',
      monthlyRate: '3.1389% a month',
      annualRate: '37.67% a year (variable)',
      // £1,200 over 12 payments at 3.1389 % a month.
      assumedInterest: '£258.68',
    });
    // The same APR with another offered monthly rate (a lender's own rounding, say) prints that rate and its interest.
    const other = creditDocument('pcci', {
      ...input(brands[0]!),
      offer: { ...offer, periodRatePercent: 3.1, annualRatePercent: 37.2 },
    })!;
    expect(other.figures).toMatchObject({
      apr: '44.9% APR (variable)',
      monthlyRate: '3.1000% a month',
      annualRate: '37.20% a year (variable)',
    });
    expect(other.figures.assumedInterest).not.toBe(thin.figures.assumedInterest);
    const text = htmlText(creditDocumentHtml(other));
    expect(text).toContain('The rate of interest 37.20% a year (variable), charged at 3.1000% a month');
  });

  it('are escaped in HTML: a name cannot inject markup', () => {
    const doc = creditDocument('agreement', {
      ...input(brands[0]!),
      customer: { name: '<script>alert(1)</script>', addressLines: ['"><img src=x>'] },
    })!;
    const html = creditDocumentHtml(doc);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('record a digest that changes with what the customer was shown', () => {
    const a = creditDocument('agreement', input(brands[0]!))!;
    const b = creditDocument('agreement', {
      ...input(brands[0]!),
      offer: { ...input(brands[0]!).offer, creditLimitPence: 80_000 },
    })!;
    expect(documentDigest(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(documentDigest(a)).toBe(documentDigest(creditDocument('agreement', input(brands[0]!))!));
    expect(documentDigest(a)).not.toBe(documentDigest(b));
  });

  it('name the debtor in the PDF as in the HTML whatever their alphabet (Polish, Greek, Cyrillic letters)', async () => {
    const doc = creditDocument('agreement', {
      ...input(brands[0]!),
      customer: { name: 'Mr Łukasz Wąsik-Σωκράτης Жуков', addressLines: ['2 Żółw Road', 'Bristol', 'BS1 5TR'] },
    })!;
    const pdf = await pdfText(await creditDocumentPdf(doc));
    expect(pdf).toContain('Mr Łukasz Wąsik-Σωκράτης Жуков, 2 Żółw Road, Bristol, BS1 5TR');
    expect(pdf).toBe(`${htmlText(creditDocumentHtml(doc))} Document version ${doc.version}`);
  });

  for (const brand of brands) {
    it(`${brand.code}: the PDF and the HTML of each document say the same, figure for figure`, async () => {
      for (const kind of creditDocumentKinds) {
        const doc = creditDocument(kind, input(brand))!;
        const html = htmlText(creditDocumentHtml(doc));
        const pdf = await pdfText(await creditDocumentPdf(doc));
        expect(pdf).toBe(`${html} Document version ${doc.version}`);
        for (const [name, figure] of Object.entries(doc.figures)) {
          expect(html, `${kind} ${name}`).toContain(figure);
          expect(pdf, `${kind} ${name}`).toContain(figure);
        }
        expect(pdf).toContain(brand.creditBrandName);
        expect(pdf).toContain(`trading title ${brand.tradingTitleId}`);
        // The brand's own lender is the creditor, in both formats.
        for (const text of [html, pdf]) {
          expect(text).toContain(`${brand.lender.legalName}`);
          expect(text).toContain(brand.lender.telephone);
          if (kind === 'explanation') continue;
          expect(text).toContain(`${brand.lender.legalName}, trading as ${brand.creditBrandName}`);
          expect(text).toContain(brand.lender.registeredAddress);
          expect(text).toContain(`company number ${brand.lender.companyNumber}`);
          expect(text).toContain(
            `Authorised and regulated by the Financial Conduct Authority, firm reference number ${brand.lender.fcaFirmReference}`,
          );
        }
        const others = brands.filter((b) => b.lender.legalName !== brand.lender.legalName);
        for (const other of others) expect(pdf).not.toContain(other.lender.legalName);
        expect(pdf).toContain('assume a credit limit of £1,200');
        expect(pdf).toContain('withdraw from this agreement within 14 days');
        expect(pdf).toMatch(/1\. first, any arrears.*2\. then the part of your balance carrying the highest rate/);
        // The agreement's own PDF, already rendered and read above (rendering one again took a quarter of this test).
        if (kind === 'agreement') expect(pdf).toContain(AGREEMENT_HEADING);
      }
    });
  }
});
