// The outbox's own pages for people (Mailpit-style): every message newest first, and one message with its headers,
// its HTML in a sandboxed frame and its text. Plain server-rendered HTML; no script.
import type { Mailbox, StoredMessage } from './message.ts';

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const styles = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;background:#f4f4f6;line-height:1.5}
main{max-width:72rem;margin:0 auto;padding:1.5rem}h1{font-size:1.5rem;margin:0 0 1rem}
table{width:100%;border-collapse:collapse;background:#fff}th,td{text-align:left;padding:.5rem .75rem;border-bottom:1px solid #d9d9de;vertical-align:top}
th{font-size:.875rem;color:#4a4a52}a{color:#1a4fd6}a:focus-visible{outline:3px solid #1a4fd6;outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;background:#fff;padding:1rem;border:1px solid #d9d9de;border-radius:8px}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
iframe{width:100%;height:32rem;border:1px solid #d9d9de;background:#fff}pre{white-space:pre-wrap;background:#fff;padding:1rem;border:1px solid #d9d9de;overflow-wrap:anywhere}
.empty{background:#fff;padding:1rem;border:1px solid #d9d9de}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main>${body}</main></body></html>`;
}

const mailbox = (box: Mailbox): string => (box.Name ? `${box.Name} <${box.Email}>` : box.Email);
const mailboxes = (boxes: readonly Mailbox[]): string => boxes.map(mailbox).join(', ');
const when = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

export function outboxPage(messages: readonly StoredMessage[], total: number, recipient?: string): string {
  const heading = recipient
    ? `Outbox: ${total} sent to ${recipient}`
    : `Outbox: ${total} message${total === 1 ? '' : 's'}`;
  const rows = messages
    .map(
      (message) => `<tr><td>${escapeHtml(when(message.ReceivedAt))}</td><td>${escapeHtml(mailboxes(message.To))}</td>
<td><a href="/outbox/${message.MessageID}">${escapeHtml(message.Subject || '(no subject)')}</a></td><td>${escapeHtml(message.Tag)}</td>
<td>${escapeHtml(mailbox(message.FromMailbox))}</td></tr>`,
    )
    .join('');
  const table = messages.length
    ? `<table aria-label="Sent messages, newest first"><thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Tag</th><th scope="col">From</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p class="empty">No messages yet. Messages the shop sends appear here, newest first.</p>';
  return page('Outbox', `<h1>${escapeHtml(heading)}</h1>${table}`);
}

export function messagePage(message: StoredMessage): string {
  const field = (name: string, value: string) =>
    value ? `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>` : '';
  const metadata = Object.entries(message.Metadata)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
  const html = message.HtmlBody
    ? `<h2>HTML</h2><p><a href="/outbox/${message.MessageID}/html">Open the HTML on its own</a></p>
<iframe title="HTML of the message" sandbox src="/outbox/${message.MessageID}/html"></iframe>`
    : '';
  const text = message.TextBody
    ? `<h2>Text</h2><p><a href="/outbox/${message.MessageID}/text">Open the text on its own</a></p><pre>${escapeHtml(message.TextBody)}</pre>`
    : '';
  return page(
    message.Subject || '(no subject)',
    `<p><a href="/outbox">← Outbox</a></p><h1>${escapeHtml(message.Subject || '(no subject)')}</h1><dl>
${field('Received', when(message.ReceivedAt))}${field('From', mailbox(message.FromMailbox))}${field('To', mailboxes(message.To))}
${field('Cc', mailboxes(message.Cc))}${field('Bcc', mailboxes(message.Bcc))}${field('Reply to', message.ReplyTo)}
${field('Tag', message.Tag)}${field('Metadata', metadata)}${field('Stream', message.MessageStream)}${field('Message ID', message.MessageID)}</dl>${html}${text}`,
  );
}

export function notFoundPage(): string {
  return page(
    'Not found',
    '<p><a href="/outbox">← Outbox</a></p><h1>No such message</h1><p>It may have been removed to keep the outbox small.</p>',
  );
}
