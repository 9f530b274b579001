// A credit document as an HTML fragment: every piece of text escaped, the structure semantic (a heading per section,
// label/value rows as a description list), so the page can show it as is and a screen reader can walk it.
import type { CreditDocument, CreditDocumentBlock } from './model.ts';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

function block(b: CreditDocumentBlock): string {
  if (b.type === 'paragraph') return `<p>${escapeHtml(b.text)}</p>`;
  if (b.type === 'list') return `<ol>${b.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>`;
  return `<dl>${b.rows.map(([label, value]) => `<div><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`).join('')}</dl>`;
}

/**
 * The document as an `<article>`; `headingLevel` is the level of its title (the page's own h1 sits above it when the
 * document is shown inside the application, so 2 there).
 */
export function creditDocumentHtml(document: CreditDocument, headingLevel: 1 | 2 = 2): string {
  const h = `h${headingLevel}`;
  const sub = `h${headingLevel + 1}`;
  const sections = document.sections
    .map((s) => `<section><${sub}>${escapeHtml(s.heading)}</${sub}>${s.blocks.map(block).join('')}</section>`)
    .join('');
  return (
    `<article class="credit-document" data-document="${document.kind}" data-version="${escapeHtml(document.version)}">` +
    `<${h}>${escapeHtml(document.title)}</${h}><p class="credit-document-subtitle">${escapeHtml(document.subtitle)}</p>` +
    `${sections}</article>`
  );
}
