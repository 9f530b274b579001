// The make-a-payment receipt email: composed from the stored receipt (never from what the browser sent), sent once per
// payment (claimed on the payment row, see `claimReceiptMail`). Every value in the HTML part is escaped.

import type { OutgoingMail } from '../mail/mail.ts';
import { CARD_TYPES } from '../payments/gateway.ts';
import { AMOUNT_CHOICE_LABELS, type CreditPaymentReceipt, formatPounds } from './make-a-payment.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The account number as shown anywhere but the account itself: its last four digits. */
export const maskedAccountNumber = (accountNumber: string) => `ending ${accountNumber.slice(-4)}`;

export function creditPaymentReceiptMail(
  receipt: CreditPaymentReceipt,
  to: { email: string },
  brand: { name: string; from: string; accountUrl: string },
): OutgoingMail {
  const rows: [string, string][] = [
    ['Receipt number', receipt.receiptNumber],
    ['Account', maskedAccountNumber(receipt.accountNumber)],
    ['Amount paid', formatPounds(receipt.amount)],
    ['Payment', AMOUNT_CHOICE_LABELS[receipt.amountChoice]],
    ['Paid by', `${CARD_TYPES[receipt.cardType] ?? 'Card'} ending ${receipt.panSuffix}`],
    ['Balance now', formatPounds(receipt.balance)],
    ['Available to spend', formatPounds(receipt.availableToSpend)],
  ];
  const text = [
    `Thank you for your payment to your ${brand.name} account.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `See your account at any time: ${brand.accountUrl}`,
  ].join('\n');
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">
<h1 style="font-size:20px">Thank you for your payment</h1>
<table style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<p><a href="${escapeHtml(brand.accountUrl)}">See your account</a></p>
</body></html>`;
  return {
    from: brand.from,
    to: to.email,
    subject: `Your ${brand.name} account payment ${receipt.receiptNumber}`,
    html,
    text,
    tag: 'credit-payment-receipt',
    metadata: { receiptNumber: receipt.receiptNumber },
  };
}
