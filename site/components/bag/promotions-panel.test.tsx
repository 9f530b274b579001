// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/lib/bag/client-api.ts';
import type { PromotionSummary } from '@/lib/bag/promotions.ts';
import { PromotionsPanel } from './promotions-panel.tsx';

const summary = (over: Partial<PromotionSummary>): PromotionSummary => ({
  promotionCode: 'DALSAVE10',
  description: '10% off your Dalby order when you spend £40 or more.',
  shortDescription: '10% off when you spend £40',
  orderThreshold: 4000,
  discountValue: 10,
  discountType: 'PERCENT',
  proactive: false,
  amountToQualify: 0,
  ...over,
});

const welcome = summary({
  promotionCode: 'DALWELCOME',
  description: 'Welcome to Dalby: 15% off your first order.',
  shortDescription: '15% off your first order',
  discountValue: 15,
  orderThreshold: 0,
});
const offer = summary({
  promotionCode: 'DALOFFER5',
  description: '£5 off your Dalby order of £60 or more: just for you.',
  shortDescription: '£5 off £60',
  discountType: 'FIXED',
  discountValue: 500,
  orderThreshold: 6000,
  proactive: true,
});
const take20 = summary({
  promotionCode: 'DALTAKE20',
  description: '£20 off when you spend £100 or more at Dalby.',
  shortDescription: '£20 off £100',
  discountType: 'FIXED',
  discountValue: 2000,
  orderThreshold: 10000,
  amountToQualify: 3500,
});

function cartOf(over: Partial<Cart> = {}): Cart {
  return {
    cartId: 'sealed-cart',
    claimCodeName: null,
    promotionDiscount: 0,
    preDiscountOrderValueExcludingShippingCost: 6500,
    cartEntries: [
      {
        productNo: 'DA100001',
        productOptionNo: 'DA10000101',
        quantity: 1,
        unitPrice: 6500,
        productDetails: { offerNumber: '123456' },
        breadcrumb: { categoryLabel: 'Dresses' },
      },
    ],
    ...over,
  } as unknown as Cart;
}

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A guest browser: /api/auth/me says 204; promotions answer with `lists` (without the offer once rejected). */
function stubServer(lists: { eligiblePromotions: PromotionSummary[]; potentialPromotions: PromotionSummary[] }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/me') return new Response(null, { status: 204 });
    if (url === '/api/shop/bag/promotions') {
      const body = JSON.parse(String(init?.body));
      const drop = (list: PromotionSummary[]) => list.filter((p) => !(body.proactiveOfferRejected && p.proactive));
      return jsonResponse({
        code: 'SUCCESS',
        eligiblePromotions: drop(lists.eligiblePromotions),
        potentialPromotions: drop(lists.potentialPromotions),
      });
    }
    if (url === '/api/shop/bag/promoCode') {
      const body = JSON.parse(String(init?.body));
      return jsonResponse({ ...cartOf(), claimCodeName: body.claimCodeName, promotionDiscount: 500 });
    }
    return jsonResponse({ code: 'SUCCESS', cartId: 'sealed-cart', itemCount: 1 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPanel(cart: Cart) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Provider>
        <PromotionsPanel cart={cart} siteId="DAL" tradingTitle="DAL" />
      </Provider>
    </SWRConfig>,
  );
}

const calls = (fetch: ReturnType<typeof vi.fn>, url: string) =>
  fetch.mock.calls.filter(([u]) => u === url).map(([, init]) => JSON.parse(String((init as RequestInit).body)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('PromotionsPanel', () => {
  it('asks for promotions with the guest indicators and the goods before discount', async () => {
    const fetch = stubServer({ eligiblePromotions: [welcome], potentialPromotions: [] });
    renderPanel(cartOf());
    await screen.findByText('15% off your first order');
    expect(calls(fetch, '/api/shop/bag/promotions')[0]).toMatchObject({
      channel: 'new-headless-web',
      tradingTitle: 'DAL',
      cartTotal: 6500,
      productCodes_offerNumber: ['DA100001_123456'],
      cashCreditIndicator: 2,
      firstOrderIndicator: true,
      vipIndicator: false,
      proactiveOfferRejected: false,
    });
  });

  it('lists eligible promotions with description and saving, marks the applied one, and applies another', async () => {
    const fetch = stubServer({ eligiblePromotions: [welcome, summary({})], potentialPromotions: [] });
    renderPanel(cartOf({ claimCodeName: 'DALSAVE10', promotionDiscount: 650 }));
    const list = await screen.findByRole('list', { name: 'Promotions you qualify for' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('Welcome to Dalby: 15% off your first order.');
    expect(first?.textContent).toContain('Saves £9.75 on this bag');
    expect(second?.textContent).toContain('Applied');
    expect(second?.textContent).toContain('You save £6.50');
    expect(within(second as HTMLElement).queryByRole('button')).toBeNull();
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Use code DALWELCOME' }));
    // The pressed button is disabled and then replaced: focus stays in the panel, on its heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Offers for your bag' }));
    await waitFor(() => expect(calls(fetch, '/api/shop/bag/promoCode')).toHaveLength(1));
    expect(calls(fetch, '/api/shop/bag/promoCode')[0]).toMatchObject({
      claimCodeName: 'DALWELCOME',
      promoCodeAction: 'Add',
      promoCodeType: null,
      cartId: 'sealed-cart',
    });
  });

  it('shows what is left to spend for each potential promotion', async () => {
    stubServer({ eligiblePromotions: [], potentialPromotions: [take20] });
    renderPanel(cartOf());
    const list = await screen.findByRole('list', { name: 'Promotions you could reach' });
    expect(list.textContent).toContain('Spend £35.00 more to get £20 off £100.');
  });

  it('offers a proactive promotion: Apply sends it as Proactive, No thanks asks again without it', async () => {
    const fetch = stubServer({ eligiblePromotions: [offer], potentialPromotions: [] });
    renderPanel(cartOf());
    const region = await screen.findByRole('region', { name: 'An offer just for you' });
    expect(region.textContent).toContain('Saves £5.00 on this bag');
    fireEvent.click(within(region).getByRole('button', { name: 'Apply offer: £5 off £60' }));
    await waitFor(() => expect(calls(fetch, '/api/shop/bag/promoCode')).toHaveLength(1));
    expect(calls(fetch, '/api/shop/bag/promoCode')[0]).toMatchObject({
      claimCodeName: 'DALOFFER5',
      promoCodeType: 'Proactive',
    });

    fireEvent.click(within(region).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'An offer just for you' })).toBeNull());
    expect(calls(fetch, '/api/shop/bag/promotions').at(-1)).toMatchObject({ proactiveOfferRejected: true });
    expect(sessionStorage.getItem('proactiveOfferRejected')).toBe('true');
  });

  it('shows nothing when the call fails (§8: only logged)', async () => {
    const fetch = vi.fn(async (url: string) =>
      url === '/api/auth/me' ? new Response(null, { status: 204 }) : jsonResponse({ code: 'X' }, 500),
    );
    vi.stubGlobal('fetch', fetch);
    const { container } = renderPanel(cartOf());
    await waitFor(() => expect(calls(fetch, '/api/shop/bag/promotions')).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
