// Each brand's checkout template (the content slots of the delivery and payment steps) and its two fixed-route pages:
// the delivery promotion page (/delivery-offer) and, for a brand that offers credit, the credit explanation page
// (/credit-explained). Figures in the copy are the brand's delivery rules (lib/commerce/src/delivery/rules.ts), as the
// delivery help page states them; the checkout blocks fill in the threshold and what is left to spend from the shop.
import type { Brand } from '@shop/brands/brands';
import { creditExampleCopy } from '@shop/commerce/credit/explanation';
import { creditTermsFor } from '@shop/commerce/credit/terms';
import * as b from './blocks.ts';
import type { BrandCopy } from './brand-copy.ts';
import type { ContentPage } from './content-pages.ts';
import { keyFor } from './keys.ts';
import { creditCopy, OFFERS } from './offers.ts';

/** Whether the brand offers store credit (it has credit terms): only then a credit page and credit slot. */
export function offersCredit(brand: Brand): boolean {
  return creditTermsFor(brand.tradingTitleId) !== null;
}

export function deliveryOfferPage(brand: Brand, copy: BrandCopy): ContentPage {
  const d = (n: number) => `${brand.code}/delivery-offer/${n}`;
  const promotion = copy.deliveryPromotion;
  const offer = OFFERS[brand.code].find((candidate) => candidate.name === promotion.termsName);
  const howItWorks =
    copy.freeDeliveryPence === 0
      ? ['- Every order is delivered free to one UK address, with nothing to add at checkout.']
      : copy.freeDeliveryPence
        ? [
            '- Add what you love to your bag: the bag and checkout show how much more to spend.',
            '- Choose standard delivery at checkout and the charge comes off by itself. No code needed.',
          ]
        : ['- Choose the offer at checkout: the price is shown before you pay.'];
  return {
    slug: 'delivery-offer',
    route: '/delivery-offer',
    title: promotion.heading,
    kind: 'deliveryPromotion',
    seo: {
      title: promotion.heading,
      description: `${promotion.body} How the ${brand.name} delivery offer works, and its terms.`.slice(0, 160),
    },
    blocks: [
      b.richText(d(1), [promotion.body, '## How it works', ...howItWorks]),
      b.deliveryCountdown(d(2), 'Want it tomorrow?', { label: 'All delivery options', href: '/help/delivery' }),
      ...(offer ? [b.richText(d(3), offer.terms, 'Terms and conditions')] : []),
    ],
  };
}

/**
 * The brand's credit explanation: the brandCreditExplanation document (the site's fallback at /credit-explained) and
 * the credit explanation page composed from it, so both say the same.
 */
export function creditExplanationCopy(brand: Brand): { title: string; body: readonly string[] } {
  return { title: `How ${brand.creditBrandName} works`, body: creditCopy(brand.name, brand.audience) };
}

export function creditExplainedPage(brand: Brand): ContentPage | null {
  if (!offersCredit(brand)) return null;
  const c = (n: number) => `${brand.code}/credit-explained/${n}`;
  const { title, body } = creditExplanationCopy(brand);
  const example = creditExampleCopy(brand.creditBrandName);
  return {
    slug: 'credit-explained',
    route: '/credit-explained',
    title,
    kind: 'creditExplanation',
    seo: {
      title,
      description: `How ${brand.creditBrandName} works: spread the cost of your order, with the representative example.`,
    },
    blocks: [
      b.richText(c(1), body),
      b.creditExplanation(c(2), example.heading, example.text, {
        label: 'Check your eligibility',
        href: '/credit-eligibility',
      }),
    ],
  };
}

/** The checkout template's two slots: delivery (promotion, reassurance) and payment (credit, reassurance). */
export function checkoutTemplateFields(brand: Brand, copy: BrandCopy) {
  const block = (slot: string, type: string, fields: Record<string, unknown>) => ({
    _key: keyFor(brand.code, 'checkout-template', slot, type),
    _type: type,
    ...fields,
  });
  // A spend threshold the shop can fill in: brands whose standard delivery is always charged (or always free) have
  // no promotion slot at checkout; their offer is on the delivery promotion page.
  const threshold = typeof copy.freeDeliveryPence === 'number' && copy.freeDeliveryPence > 0;
  return {
    title: `${brand.name} checkout`,
    deliveryBlocks: [
      ...(threshold
        ? [
            block('delivery', 'checkoutDeliveryPromotion', {
              // No figures in the copy: the shop fills in the threshold and what is left from its delivery rules.
              heading: 'Free standard delivery',
              text: 'Spend {remaining} more for free standard delivery on orders of {threshold} or more.',
              linkLabel: 'About the offer',
            }),
          ]
        : []),
      block('delivery', 'checkoutReassurance', {
        heading: 'Shop with confidence',
        points: [
          copy.information,
          'Change your delivery choice on this page right up to payment.',
          'Questions? Our help centre is open every day.',
        ],
      }),
    ],
    paymentBlocks: [
      ...(offersCredit(brand)
        ? [
            block('payment', 'checkoutCreditExplanation', {
              heading: `Spread the cost with ${brand.creditBrandName}`,
              text: 'Pay for your order over time with one simple monthly payment. Credit is subject to status.',
              linkLabel: `How ${brand.creditBrandName} works`,
            }),
          ]
        : []),
      block('payment', 'checkoutReassurance', {
        heading: 'Secure payment',
        points: [
          'Your card details go straight to our payment provider: we never see or keep your card number.',
          'Your bank may ask you to confirm the payment in its app.',
          `Every order is covered by ${brand.name}’s returns promise.`,
        ],
      }),
    ],
  };
}
