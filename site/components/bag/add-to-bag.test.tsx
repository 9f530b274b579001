// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToBag, SELECT_SIZE_MESSAGE } from './add-to-bag.tsx';
import { countdownText, timeLeft } from './delivery-countdown.tsx';

const options = [
  { optionNumber: 'DA10000101', size: '16', stockStatus: 'IN_STOCK', price: 0, purchasable: true },
  { optionNumber: 'DA10000102', size: '18', stockStatus: 'OUT_OF_STOCK', price: 2500, purchasable: false },
];

const wrapDress = (
  <AddToBag siteId="DALBY" productNumber="DA100001" offerNumber="123456" productName="Wrap Dress" options={options} />
);

function renderAdd() {
  return render(wrapDress);
}

/** The calls the form made, leaving out the save heart's read of the saved list. */
const formCalls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.filter(([url]) => !String(url).startsWith('/api/save-for-later/savedItems'));

const trackingBodies = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls
    .filter(([url]) => url === '/api/shop/p/visitor-tracking')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddToBag', () => {
  it('is disabled in the server’s HTML: pressed before hydration it would reload the page and add nothing', () => {
    const html = renderToString(wrapDress);
    const button = /<button[^>]*type="submit"[^>]*>[^<]*Add to bag/.exec(html)?.[0] ?? '';
    expect(button).toContain('disabled');
    // Rendered in the browser, it is enabled.
    renderAdd();
    expect((screen.getByRole('button', { name: 'Add to bag' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for a size and sends nothing until one is chosen', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAdd();
    fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(await screen.findByText(SELECT_SIZE_MESSAGE)).toBeTruthy();
    expect(formCalls(fetch)).toEqual([]);
  });

  it('calls a sofa’s options seats, never "Size", and asks for them by name', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(
      <AddToBag
        siteId="INHOME"
        productNumber="IH142300"
        offerNumber="123456"
        productName="Pillow Back Lawson Sofa"
        productType="sofa"
        options={[
          { optionNumber: 'IH14230001', size: '2 Seater', stockStatus: 'IN_STOCK', price: 0, purchasable: true },
          { optionNumber: 'IH14230002', size: '3 Seater', stockStatus: 'LOW_STOCK', price: 0, purchasable: true },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Seats' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Size' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(await screen.findByText('Please select the number of seats.')).toBeTruthy();
    expect(formCalls(fetch)).toEqual([]);
  });

  it('disables sizes that are out of stock', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAdd();
    expect((screen.getByRole('radio', { name: /18/ }) as HTMLInputElement).disabled).toBe(true);
  });

  it('adds the chosen size with the spec body (price 0 sent as 1, channel new-headless-web)', async () => {
    const cart = { cartId: 'sealed', bagItemsCount: 1, cartEntries: [] };
    const fetch = vi.fn(
      async () => new Response(JSON.stringify(cart), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAdd();
    fireEvent.click(screen.getByRole('radio', { name: /16/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    await waitFor(() => expect(formCalls(fetch)).not.toEqual([]));
    const [url, init] = formCalls(fetch)[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/shop/bag/addToBag');
    expect(JSON.parse(String(init.body))).toMatchObject({
      siteId: 'DALBY',
      channel: 'new-headless-web',
      skuProductCode: 'DA100001',
      bosOfferCode: '123456',
      productOptionNo: 'DA10000101',
      quantity: 1,
      unitPrice: 1,
    });
    expect(await screen.findByText('Wrap Dress, size 16, added to your bag.')).toBeTruthy();
    // Then the add-to-cart tracking event (spec §7: the item id), after the add and only once.
    await waitFor(() => expect(trackingBodies(fetch)).toEqual([{ event: 'add', productId: 'DA100001', quantity: 1 }]));
    const urls = formCalls(fetch).map(([url]) => url);
    expect(urls.indexOf('/api/shop/p/visitor-tracking')).toBeGreaterThan(urls.indexOf('/api/shop/bag/addToBag'));
  });

  it('sends no add-to-cart event when the add fails', async () => {
    const fetch = vi.fn(async (url: string) =>
      url === '/api/shop/bag/addToBag'
        ? new Response(JSON.stringify({ code: 'DATA_ERROR' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          })
        : new Response('{}', { status: 202 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderAdd();
    fireEvent.click(screen.getByRole('radio', { name: /16/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to bag' }));
    await waitFor(() => expect(formCalls(fetch).some(([url]) => url === '/api/shop/bag/addToBag')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trackingBodies(fetch)).toEqual([]);
  });
});

describe('delivery countdown wording', () => {
  it('reads hours and minutes, rounding up to the minute', () => {
    expect(timeLeft(3 * 3_600_000 + 12 * 60_000)).toBe('3 hrs 12 mins');
    expect(timeLeft(61 * 60_000)).toBe('1 hr 1 min');
    expect(timeLeft(20_000)).toBe('1 min');
  });

  it("fills the CMS wording's {time} and {date}, and says the day itself when the wording does not", () => {
    const day = 'Monday 23 November';
    expect(countdownText('Order in the next {time} for delivery on {date}', '2 hrs', day)).toEqual({
      text: 'Order in the next 2 hrs for delivery on Monday 23 November',
      namesDay: true,
    });
    expect(countdownText('Order in the next {time}', '2 hrs', day)).toEqual({
      text: 'Order in the next 2 hrs',
      namesDay: false,
    });
    expect(countdownText(null, '2 hrs', day).text).toBe('Order within 2 hrs for next-day delivery');
  });
});
