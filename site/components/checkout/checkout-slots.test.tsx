// @vitest-environment jsdom
import { getBrand } from '@shop/brands/brands';
import { creditTermsFor, representativeExample } from '@shop/commerce/credit/terms';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutPromotionText } from './checkout-blocks.tsx';
import { CheckoutSlotView } from './checkout-slots.tsx';

afterEach(cleanup);

const dal = getBrand('dal');

const template = {
  _id: 'checkoutTemplate.dal',
  _type: 'checkoutTemplate',
  deliveryBlocks: [
    {
      _key: 'promo',
      _type: 'checkoutDeliveryPromotion',
      heading: 'Free delivery over £50',
      // An editor typing a figure changes nothing: only the placeholders are filled, from the shop.
      text: 'Spend {remaining} more for free standard delivery on orders of {threshold} or more.',
      linkLabel: 'About the offer',
    },
    { _key: 'calm', _type: 'checkoutReassurance', heading: 'Shop with confidence', points: ['Free returns', 'Help'] },
    { _key: 'bad', _type: 'checkoutReassurance', heading: 'No points', points: [] },
    { _key: 'alien', _type: 'hero', heading: 'Not a checkout block' },
  ],
  paymentBlocks: [
    {
      _key: 'credit',
      _type: 'checkoutCreditExplanation',
      heading: 'Spread the cost with Dalby Pay',
      text: 'Pay monthly.',
      linkLabel: 'How Dalby Pay works',
      // Not part of the block: a rate typed by an editor is never read.
      apr: '0%',
    },
  ],
};

async function show(slot: 'deliveryBlocks' | 'paymentBlocks', remaining: number | null, preview = false) {
  const node = await CheckoutSlotView({
    template,
    slot,
    data: { brand: dal, freeStandardRemaining: remaining },
    preview,
  });
  return render(node);
}

describe('checkout promotion text', () => {
  it('fills the threshold and what is left from the shop, and has nothing to say once the bag qualifies', () => {
    const text = 'Spend {remaining} more, free over {threshold}';
    expect(checkoutPromotionText(text, { thresholdPence: 5000, remainingPence: 1201 })).toBe(
      'Spend £12.01 more, free over £50',
    );
    expect(checkoutPromotionText(text, { thresholdPence: 5000, remainingPence: 0 })).toBeNull();
    // No spend threshold (always charged, or always free): nothing to promote.
    expect(checkoutPromotionText(text, { thresholdPence: null, remainingPence: 1000 })).toBeNull();
    expect(checkoutPromotionText(text, { thresholdPence: 0, remainingPence: 0 })).toBeNull();
    // No priced bag: a text that needs what is left says nothing; one that needs only the threshold still shows.
    expect(checkoutPromotionText(text, { thresholdPence: 5000, remainingPence: null })).toBeNull();
    expect(checkoutPromotionText('Free over {threshold}', { thresholdPence: 4999, remainingPence: null })).toBe(
      'Free over £49.99',
    );
  });
});

describe('checkout slots', () => {
  it('renders the delivery slot’s valid blocks in the template’s order, the promotion from the delivery rules', async () => {
    const { container } = await show('deliveryBlocks', 1500);
    const slot = container.querySelector('[data-checkout-slot="delivery"]');
    expect(slot).not.toBeNull();
    // The invalid reassurance and the hero (not a checkout block) are skipped; the rest keep their order.
    expect(
      [...container.querySelectorAll('[data-block-type]')].map((el) => el.getAttribute('data-block-type')),
    ).toEqual(['checkoutDeliveryPromotion', 'checkoutReassurance']);
    const offer = screen.getByRole('region', { name: 'Free delivery over £50' });
    // dal: free standard delivery from £50 (lib/commerce delivery rules), £15 left in this bag.
    expect(
      within(offer).getByText('Spend £15.00 more for free standard delivery on orders of £50 or more.'),
    ).toBeTruthy();
    expect(within(offer).getByRole('link', { name: 'About the offer' }).getAttribute('href')).toBe('/delivery-offer');
    const calm = screen.getByRole('region', { name: 'Shop with confidence' });
    expect(
      within(calm)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Free returns', 'Help']);
    // Published pages carry no editing metadata.
    expect(container.querySelector('[data-sanity]')).toBeNull();
  });

  it('hides the promotion once the bag qualifies', async () => {
    const { container } = await show('deliveryBlocks', 0);
    expect(
      [...container.querySelectorAll('[data-block-type]')].map((el) => el.getAttribute('data-block-type')),
    ).toEqual(['checkoutReassurance']);
  });

  it('explains credit with the brand’s own representative example and links to the credit page', async () => {
    await show('paymentBlocks', null);
    const terms = creditTermsFor('DAL');
    if (!terms) throw new Error('no DAL terms');
    const example = representativeExample(terms);
    const credit = screen.getByRole('region', { name: 'Spread the cost with Dalby Pay' });
    expect(credit.textContent).toContain(example.apr);
    expect(credit.textContent).toContain(example.creditLimit);
    expect(credit.textContent).not.toContain('0%');
    expect(within(credit).getByRole('link', { name: 'How Dalby Pay works' }).getAttribute('href')).toBe(
      '/credit-explained',
    );
  });

  it('marks each block click-to-edit in its place in the checkout template in draft mode', async () => {
    const { container } = await show('paymentBlocks', null, true);
    const root = container.querySelector('[data-block-type="checkoutCreditExplanation"] > section');
    const value = root?.getAttribute('data-sanity') ?? '';
    // next-sanity's encoding of document, type and path (`blocks[_key=="k"]` reads `blocks:k`).
    expect(value).toContain('id=checkoutTemplate.dal;type=checkoutTemplate;path=paymentBlocks:credit;');
    const heading = screen.getByRole('heading', { name: 'Spread the cost with Dalby Pay' });
    expect(heading.getAttribute('data-sanity')).toContain('path=paymentBlocks:credit.heading;');
  });

  it('renders nothing without a template or with an empty slot', async () => {
    const none = await CheckoutSlotView({
      template: null,
      slot: 'deliveryBlocks',
      data: { brand: dal, freeStandardRemaining: 100 },
      preview: false,
    });
    expect(none).toBeNull();
    const empty = await CheckoutSlotView({
      template: { ...template, deliveryBlocks: [] },
      slot: 'deliveryBlocks',
      data: { brand: dal, freeStandardRemaining: 100 },
      preview: false,
    });
    expect(empty).toBeNull();
  });
});
