// A credit document as an A4 PDF (pdfkit, its built-in Helvetica): the same text as the HTML, in the same order.
import PDFDocument from 'pdfkit';
import type { CreditDocument, CreditDocumentBlock } from './model.ts';

const MARGIN = 56;

function block(pdf: PDFKit.PDFDocument, b: CreditDocumentBlock): void {
  if (b.type === 'paragraph') {
    pdf.font('Helvetica').fontSize(10).text(b.text).moveDown(0.5);
  } else if (b.type === 'list') {
    b.items.forEach((item, index) => {
      pdf
        .font('Helvetica')
        .fontSize(10)
        .text(`${index + 1}. ${item}`, { indent: 12 });
    });
    pdf.moveDown(0.5);
  } else {
    for (const [label, value] of b.rows) {
      pdf.font('Helvetica-Bold').fontSize(10).text(label);
      pdf.font('Helvetica').fontSize(10).text(value, { indent: 12 }).moveDown(0.3);
    }
  }
}

/** Renders the document; resolves with the PDF's bytes. */
export function creditDocumentPdf(document: CreditDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: document.title,
      Subject: `${document.subtitle} (${document.version})`,
      Author: 'Northgate Retail Credit',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica-Bold').fontSize(16).text(document.title);
  pdf.font('Helvetica').fontSize(10).text(document.subtitle).moveDown();
  for (const section of document.sections) {
    pdf.font('Helvetica-Bold').fontSize(12).text(section.heading).moveDown(0.3);
    for (const b of section.blocks) block(pdf, b);
    pdf.moveDown(0.5);
  }
  pdf.font('Helvetica').fontSize(8).fillColor('#555555').text(`Document version ${document.version}`);
  pdf.end();
  return done;
}
