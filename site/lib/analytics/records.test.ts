import { describe, expect, it } from 'vitest';
import { pageViewRecord } from './records.ts';

describe('page views from the app shell: kinds visit and order, record types product, category, basket, event', () => {
  it.each([
    ['/shop/p/da100001', { kind: 'visit', recordType: 'product', path: '/shop/p/da100001', recordId: 'DA100001' }],
    ['/shop/c/dresses', { kind: 'visit', recordType: 'category', path: '/shop/c/dresses', recordId: 'dresses' }],
    ['/shop/s?q=blue%20dress', { kind: 'visit', recordType: 'category', path: '/shop/s' }],
    ['/shop/bag', { kind: 'visit', recordType: 'basket', path: '/shop/bag' }],
    ['/', { kind: 'visit', recordType: 'event', path: '/', eventName: 'page_view' }],
    ['/help/delivery#returns', { kind: 'visit', recordType: 'event', path: '/help/delivery', eventName: 'page_view' }],
  ])('%s', (path, record) => {
    expect(pageViewRecord(path)).toEqual(record);
  });

  it('a product address showing no product (not found) is an ordinary page view', () => {
    expect(pageViewRecord('/shop/p/zz999999', false)).toEqual({
      kind: 'visit',
      recordType: 'event',
      path: '/shop/p/zz999999',
      eventName: 'page_view',
    });
  });

  it('leaves the order confirmation to its page (an order kind with a conversion record)', () => {
    expect(pageViewRecord('/checkout/order-confirmation')).toBeNull();
  });

  it('never sends the query (it may hold an email address or a search)', () => {
    expect(JSON.stringify(pageViewRecord('/shop/bag?email=jo%40example.com'))).not.toContain('example');
  });
});
