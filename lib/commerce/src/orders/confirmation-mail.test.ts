import { describe, expect, it } from 'vitest';
import type { OrderConfirmation } from './confirmation.ts';
import { orderConfirmationMail } from './confirmation-mail.ts';

const order: OrderConfirmation = {
  orderNumber: '60000042',
  placedAt: '2026-11-25T10:00:00.000Z',
  status: 'PLACED',
  cartId: null,
  email: 'cash.dal@example.com',
  paymentMethod: 'card',
  cardType: '001',
  cardTypeName: 'Visa',
  panSuffix: '2701',
  payments: [{ method: 'card', amount: 5000, cardTypeName: 'Visa', panSuffix: '2701' }],
  billingAddress: null,
  pdpItems: [
    {
      productNo: 'DA1',
      productOptionNo: 'DA1-12',
      productName: '<b>Wrap</b> dress, 12',
      quantity: 2,
      unitPrice: 2500,
      linePrice: 5000,
    },
  ],
  deliveryMethod: 'STANDARD',
  deliveryAddress: null,
  parcelShop: null,
  standardDeliveryDate: null,
  nominatedDate: null,
  expressAvailable: false,
  deliveryCharges: 0,
  coupon: 'DALWELCOME',
  orderTotals: { subTotal: 5000, deliveryCharge: 0, discount: 750, total: 4250, itemCount: 2 },
  order: { id: '60000042', orderItems: [] },
};

describe('order confirmation email', () => {
  it('states the order, lines, totals and card summary, escaping what came from the catalogue', () => {
    const mail = orderConfirmationMail(order, {
      name: 'Dalby',
      from: 'Dalby <no-reply@shop.example.com>',
      accountUrl: 'http://dal.localhost:3000/shop/myaccount/orders/60000042',
    });
    expect(mail).toMatchObject({
      to: 'cash.dal@example.com',
      subject: 'Your Dalby order 60000042',
      tag: 'order-confirmation',
    });
    expect(mail.text).toContain('2 × <b>Wrap</b> dress, 12: £50.00');
    expect(mail.text).toContain('Discount: −£7.50');
    expect(mail.text).toContain('Total paid: £42.50');
    expect(mail.text).toContain('Paid by: Visa ending 2701');
    expect(mail.html).toContain('&lt;b&gt;Wrap&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Wrap</b>');
    expect(mail.metadata).toEqual({ orderNumber: '60000042' });
  });

  it('names a store credit payment and, in a part payment, each part with its amount', () => {
    const brand = {
      name: 'Dalby',
      from: 'Dalby <no-reply@shop.example.com>',
      accountUrl: 'http://x/',
      creditName: 'Dalby Pay',
    };
    const byCredit = orderConfirmationMail(
      {
        ...order,
        paymentMethod: 'credit',
        payments: [{ method: 'credit', amount: 4250, cardTypeName: null, panSuffix: null }],
      },
      brand,
    );
    expect(byCredit.text).toContain('Paid by: Dalby Pay');
    const split = orderConfirmationMail(
      {
        ...order,
        paymentMethod: 'credit',
        payments: [
          { method: 'credit', amount: 3000, cardTypeName: null, panSuffix: null },
          { method: 'card', amount: 1250, cardTypeName: 'Visa', panSuffix: '2503' },
        ],
      },
      brand,
    );
    expect(split.text).toContain('Paid by: Dalby Pay £30.00 and Visa ending 2503 £12.50');
  });
});
