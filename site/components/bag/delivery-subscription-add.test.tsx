// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ukDate } from '@/lib/bag/delivery-subscription.ts';
import { DeliverySubscriptionAdd, SUBSCRIPTION_ADDED, SUBSCRIPTION_REMOVED } from './delivery-subscription-add.tsx';

const subscriptionLine = {
  productNo: 'DSUB365',
  productOptionNo: 'DSUB365',
  quantity: 1,
  unitPrice: 995,
  productType: 'DELIVERY_SUBSCRIPTION',
  productDetails: { offerNumber: '365365' },
  bosOfferIntegerValue: 365365,
};
const dressLine = {
  productNo: 'DA100001',
  productOptionNo: 'DA10000101',
  quantity: 1,
  unitPrice: 2500,
  productType: 'STANDARD',
  productDetails: { offerNumber: '123456' },
  bosOfferIntegerValue: 123456,
};
const cart = { cartId: 'sealed', version: 2, bagItemsCount: 2, cartEntries: [dressLine, subscriptionLine] };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function stub(removeDS: boolean) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/auth/me') return new Response(null, { status: 204 });
    if (url === '/api/shop/bag/addToBag') return json(cart);
    if (url === '/api/shop/p/promotionsDeliverySubscription') return json({ code: 'SUCCESS', removeDS });
    if (url === '/api/shop/bag/editBag') return json({ ...cart, cartEntries: [dressLine], bagItemsCount: 1 });
    return json({});
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const urls = (fetch: ReturnType<typeof vi.fn>) =>
  fetch.mock.calls.map(([url]) => url).filter((u) => u !== '/api/auth/me');
const bodyOf = (fetch: ReturnType<typeof vi.fn>, url: string) =>
  JSON.parse(String((fetch.mock.calls.find(([u]) => u === url)?.[1] as RequestInit | undefined)?.body));

function renderAdd() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Provider>
        <DeliverySubscriptionAdd siteId="DALBY" price={995} />
      </Provider>
    </SWRConfig>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DeliverySubscriptionAdd', () => {
  it('waits 600 ms, adds the subscription, then checks it (spec §7, §9)', async () => {
    const fetch = stub(false);
    renderAdd();
    fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(599);
    });
    expect(urls(fetch)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    await vi.waitFor(() => expect(urls(fetch)).toContain('/api/shop/p/promotionsDeliverySubscription'));
    expect(bodyOf(fetch, '/api/shop/bag/addToBag')).toMatchObject({
      skuProductCode: 'DSUB365',
      bosOfferCode: '365365',
      productOptionNo: 'DSUB365',
      productType: 'DELIVERY_SUBSCRIPTION',
      quantity: 1,
      unitPrice: 995,
      channel: 'new-headless-web',
    });
    expect(bodyOf(fetch, '/api/shop/p/promotionsDeliverySubscription')).toEqual({
      websiteIdentifier: 'DALBY',
      productCodes_offerNumber: ['DA100001_123456', 'DSUB365_365365'],
      accountType: 'NONDS',
      delvrySubsEndDate: '',
    });
    expect(await screen.findByText(SUBSCRIPTION_ADDED)).toBeTruthy();
    expect(urls(fetch)).not.toContain('/api/shop/bag/editBag');
    // A service, not a product: no add-to-cart tracking event.
    expect(urls(fetch)).not.toContain('/api/shop/p/visitor-tracking');
  });

  it('takes the subscription out again with editBag when the check answers removeDS', async () => {
    const fetch = stub(true);
    renderAdd();
    fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    vi.useRealTimers();
    await vi.waitFor(() => expect(urls(fetch)).toContain('/api/shop/bag/editBag'));
    expect(bodyOf(fetch, '/api/shop/bag/editBag')).toMatchObject({
      cartId: 'sealed',
      skuProductCode: 'DSUB365',
      productOptionNo: 'DSUB365',
      quantity: 0,
    });
    expect(await screen.findByText(SUBSCRIPTION_REMOVED)).toBeTruthy();
  });

  it('sends the end date as dd/mm/yyyy', () => {
    expect(ukDate('2027-03-09')).toBe('09/03/2027');
    expect(ukDate(null)).toBe('');
  });
});
