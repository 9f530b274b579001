// A credit document as an A4 PDF (pdfkit, with DejaVu Sans embedded): the same text as the HTML, in the same order.
// pdfkit's built-in Helvetica only encodes Windows-1252, so a debtor named Łukasz Wąsik came out as mojibake in the
// agreement; DejaVu Sans covers Latin, Greek and Cyrillic, and pdfkit embeds only the glyphs used.
import { existsSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { findRepoRoot } from '../../db/paths.ts';
import type { CreditDocument, CreditDocumentBlock } from './model.ts';

const MARGIN = 56;
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

/**
 * The font file in the dejavu-fonts-ttf package, found from the repository root as the migrations are (no `require`
 * of it: a bundler would try to compile the .ttf files as modules).
 */
function fontFile(name: string): string {
  const root = findRepoRoot();
  const candidates = [root, path.join(root, 'lib', 'commerce')].map((dir) =>
    path.join(dir, 'node_modules', 'dejavu-fonts-ttf', 'ttf', `${name}.ttf`),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`Font ${name} not found (looked in: ${candidates.join(', ')})`);
  return found;
}

let fonts: { regular: string; bold: string } | null = null;
const fontFiles = () => {
  fonts ??= { regular: fontFile(REGULAR), bold: fontFile(BOLD) };
  return fonts;
};

function block(pdf: PDFKit.PDFDocument, b: CreditDocumentBlock): void {
  if (b.type === 'paragraph') {
    pdf.font(REGULAR).fontSize(10).text(b.text).moveDown(0.5);
  } else if (b.type === 'list') {
    b.items.forEach((item, index) => {
      pdf
        .font(REGULAR)
        .fontSize(10)
        .text(`${index + 1}. ${item}`, { indent: 12 });
    });
    pdf.moveDown(0.5);
  } else {
    for (const [label, value] of b.rows) {
      pdf.font(BOLD).fontSize(10).text(label);
      pdf.font(REGULAR).fontSize(10).text(value, { indent: 12 }).moveDown(0.3);
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
  const files = fontFiles();
  pdf.registerFont(REGULAR, files.regular);
  pdf.registerFont(BOLD, files.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font(BOLD).fontSize(16).text(document.title);
  pdf.font(REGULAR).fontSize(10).text(document.subtitle).moveDown();
  for (const section of document.sections) {
    pdf.font(BOLD).fontSize(12).text(section.heading).moveDown(0.3);
    for (const b of section.blocks) block(pdf, b);
    pdf.moveDown(0.5);
  }
  pdf.font(REGULAR).fontSize(8).fillColor('#555555').text(`Document version ${document.version}`);
  pdf.end();
  return done;
}
