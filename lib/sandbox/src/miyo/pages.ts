// Miyo's hosted approve / decline page, served from the sandbox's origin (the shop redirects the shopper here and gets
// them back on its return URL). It shows the key product information before the shopper agrees.
import { escapeHtml } from '../mail/pages.ts';
import type { SessionRecord } from './store.ts';
import { instalmentsFor, LATE_FEE_CAP_PENCE, LATE_FEE_PENCE, longDate, pounds, TEST_SURNAMES } from './terms.ts';

const styles = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;background:#f3f0fa}
header{background:#3b1f7a;color:#fff;padding:12px 16px}header p{margin:0;font-weight:700;font-size:1.25rem;letter-spacing:.02em}
main{max-width:40rem;margin:0 auto;padding:16px}h1{font-size:1.5rem;margin:0 0 8px}h2{font-size:1.125rem;margin:20px 0 8px}
section{background:#fff;border:1px solid #d6cfe6;border-radius:8px;padding:12px 16px;margin:12px 0}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e4e0ee}td.num,th.num{text-align:right}
label{display:block;font-weight:600;margin:8px 0 4px}input{font:inherit;padding:8px;border:1px solid #555;border-radius:4px;width:100%}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}button{font:inherit;font-weight:600;padding:12px 20px;border-radius:6px;cursor:pointer;min-height:44px}
.approve{background:#3b1f7a;color:#fff;border:2px solid #3b1f7a}.decline{background:#fff;color:#3b1f7a;border:2px solid #3b1f7a}
:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}.warning{border-left:4px solid #b25b00}.note{font-size:.875rem;color:#4a4a52}`;

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body>
<header><p>Miyo <span class="note" style="color:#e0d8f5">sandbox</span></p></header><main>${body}</main></body></html>`;

export function checkoutPage(session: SessionRecord, today: Date, limitPence: number): string {
  const plan = instalmentsFor(session.amountPence, today);
  const rows = plan
    .map(
      (i) =>
        `<tr><td>${i.number === 1 ? 'Today' : `Payment ${i.number}`}</td><td>${escapeHtml(longDate(i.dueDate))}</td><td class="num">${pounds(i.amountPence)}</td></tr>`,
    )
    .join('');
  const lines = session.orderLines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}</td><td class="num">${pounds(line.totalPence)}</td></tr>`,
    )
    .join('');
  const given = session.applicant?.givenName ?? '';
  const family = session.applicant?.familyName ?? '';
  return page(
    'Pay in 3 with Miyo',
    `<h1>Pay ${pounds(session.amountPence)} in 3 with Miyo</h1>
<p>Three interest-free payments. Your first payment is taken today.</p>
<section aria-labelledby="kpi-heading"><h2 id="kpi-heading">Key product information</h2>
<table><caption class="note" style="text-align:left">Your payment plan</caption>
<thead><tr><th scope="col">Payment</th><th scope="col">Date</th><th scope="col" class="num">Amount</th></tr></thead><tbody>${rows}</tbody>
<tfoot><tr><th scope="row" colspan="2">Total payable</th><td class="num">${pounds(session.amountPence)}</td></tr></tfoot></table>
<ul>
<li>Amount of credit: ${pounds(session.amountPence - (plan[0]?.amountPence ?? 0))} (the total less today's payment).</li>
<li>Interest: 0%. Representative APR: 0%. No fees if you pay on time.</li>
<li>Late fee: ${pounds(LATE_FEE_PENCE)} for each missed payment, at most ${pounds(LATE_FEE_CAP_PENCE)} for this purchase.</li>
<li>Miyo lends up to ${pounds(limitPence)} for one purchase, subject to a creditworthiness check.</li>
</ul></section>
<section class="warning" aria-labelledby="credit-heading"><h2 id="credit-heading">This is credit</h2>
<p>Miyo Pay in 3 is a Deferred Payment Credit agreement regulated by the Financial Conduct Authority. Borrowing more than you can afford, or paying late, could affect your credit score and make it harder to borrow in future.</p></section>
<section aria-labelledby="order-heading"><h2 id="order-heading">Your order</h2>
<table><tbody>${lines}</tbody><tfoot><tr><th scope="row">Total</th><td class="num">${pounds(session.amountPence)}</td></tr></tfoot></table></section>
<form method="post">
<label for="givenName">First name</label><input id="givenName" name="givenName" autocomplete="given-name" value="${escapeHtml(given)}" required maxlength="60">
<label for="familyName">Surname</label><input id="familyName" name="familyName" autocomplete="family-name" value="${escapeHtml(family)}" required maxlength="60">
<div class="actions"><button class="approve" type="submit" name="decision" value="approve">Agree and pay ${pounds(plan[0]?.amountPence ?? 0)} today</button>
<button class="decline" type="submit" name="decision" value="decline" formnovalidate>Decline and return to the shop</button></div>
</form>
<p class="note">Sandbox test applicants (surname): ${TEST_SURNAMES.declined} is declined; ${TEST_SURNAMES.referred} is referred at authorisation; ${TEST_SURNAMES.mixedCase} is authorised with code "Success". Over ${pounds(limitPence)} is declined.</p>`,
  );
}

export function closedPage(message: string): string {
  return page('Miyo', `<h1>Miyo</h1><p>${escapeHtml(message)}</p>`);
}
