// The order confirmation email: composed from the order as stored (never from what the browser sent), sent once the
// order is written. Plain words and one table; the HTML part escapes every value taken from the order.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema-orders.ts';
import type { MailSender, OutgoingMail } from '../mail/mail.ts';
import { MailSendError } from '../mail/mail.ts';
import type { OrderConfirmation } from './confirmation.ts';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const money = (pence: number) => gbp.format(pence / 100);

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function orderConfirmationMail(
  order: OrderConfirmation,
  brand: { name: string; from: string; accountUrl: string; creditName?: string },
): OutgoingMail {
  const lines = order.pdpItems.map((item) => `${item.quantity} × ${item.productName}: ${money(item.linePrice)}`);
  const totals = [
    `Subtotal: ${money(order.orderTotals.subTotal)}`,
    `Delivery: ${order.orderTotals.deliveryCharge === 0 ? 'Free' : money(order.orderTotals.deliveryCharge)}`,
    ...(order.orderTotals.discount > 0 ? [`Discount: −${money(order.orderTotals.discount)}`] : []),
    `Total paid: ${money(order.orderTotals.total)}`,
  ];
  const creditName = brand.creditName ?? `${brand.name} Pay`;
  const parts = order.payments.map((part) =>
    part.method === 'credit'
      ? creditName
      : part.method === 'Miyo'
        ? 'Pay in 3 with Miyo'
        : `${part.cardTypeName ?? 'Card'}${part.panSuffix ? ` ending ${part.panSuffix}` : ''}`,
  );
  // One tender: its name; a part payment: each with its amount.
  const paid =
    parts.length > 1
      ? parts.map((name, index) => `${name} ${money(order.payments[index]?.amount ?? 0)}`).join(' and ')
      : (parts[0] ?? 'Card');
  const text = [
    `Thank you for your order with ${brand.name}.`,
    '',
    `Order number: ${order.orderNumber}`,
    '',
    ...lines,
    '',
    ...totals,
    `Paid by: ${paid}`,
    '',
    `See your order at any time in your account: ${brand.accountUrl}`,
  ].join('\n');
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:system-ui,sans-serif;color:#1a1a1a">
<h1 style="font-size:20px">Thank you for your order</h1>
<p>Order number <strong>${escapeHtml(order.orderNumber)}</strong></p>
<table style="border-collapse:collapse">${order.pdpItems
    .map(
      (item) =>
        `<tr><td style="padding:4px 12px 4px 0">${item.quantity} × ${escapeHtml(item.productName)}</td><td style="text-align:right">${escapeHtml(money(item.linePrice))}</td></tr>`,
    )
    .join('')}</table>
<p>${totals.map(escapeHtml).join('<br>')}</p>
<p>Paid by ${escapeHtml(paid)}</p>
<p><a href="${escapeHtml(brand.accountUrl)}">See your order in your account</a></p>
</body></html>`;
  return {
    from: brand.from,
    to: order.email,
    subject: `Your ${brand.name} order ${order.orderNumber}`,
    html,
    text,
    tag: 'order-confirmation',
    metadata: { orderNumber: order.orderNumber },
  };
}

/** Sends it, trying once more on an outage; a refusal or a second failure is reported to the caller to log. */
export async function sendOrderConfirmation(mail: MailSender, message: OutgoingMail): Promise<void> {
  try {
    await mail.send(message);
  } catch (error) {
    if (!(error instanceof MailSendError) || !error.retryable) throw error;
    await new Promise((resolve) => setTimeout(resolve, 250));
    await mail.send(message);
  }
}

/**
 * Claims the order's confirmation email: true for exactly one caller (a replayed payment answer, a second tab or a
 * retry never sends it twice). The claim is released when sending fails, so a later attempt may send it.
 */
export async function claimConfirmation(db: Db, orderId: string): Promise<boolean> {
  const claimed = await db
    .update(orders)
    .set({ confirmationSentAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.confirmationSentAt)))
    .returning({ id: orders.id });
  return claimed.length === 1;
}

export async function releaseConfirmation(db: Db, orderId: string): Promise<void> {
  await db.update(orders).set({ confirmationSentAt: null }).where(eq(orders.id, orderId));
}
