// Each brand's promotions (with the terms their banners link to), its credit explanation and its "about" story.
import type { BrandCode } from '@shop/brands/brands';

export interface Offer {
  name: string;
  title: string;
  terms: readonly string[];
}

const standardTerms = (what: string, end: string) => [
  `${what} Offer ends at 23:59 on ${end}. Prices shown include the discount.`,
  'Cannot be used with any other offer or promotion code. Excludes gift cards and delivery charges.',
  'We reserve the right to withdraw the offer at any time. UK mainland and Northern Ireland deliveries only.',
];

const freeDeliveryTerms = (threshold: string) => [
  `Free standard delivery applies to orders of ${threshold} or more after discounts, to one UK address.`,
  'Next day, nominated day and large-item delivery charges still apply. Excludes the Channel Islands and BFPO.',
  'If a return takes your order below the threshold, the delivery charge is not deducted from your refund.',
];

/** Promotions per brand: the first is the delivery promotion named in the brand's bag content. */
export const OFFERS: Record<BrandCode, readonly Offer[]> = {
  dal: [
    { name: 'free-delivery', title: 'Free delivery over £50', terms: freeDeliveryTerms('£50') },
    {
      name: 'knitwear-event',
      title: 'Up to 30% off knitwear',
      terms: standardTerms('Up to 30% off selected knitwear, as marked.', '30 November 2026'),
    },
  ],
  cgn: [
    { name: 'free-delivery', title: 'Free delivery over £60', terms: freeDeliveryTerms('£60') },
    {
      name: 'two-shirts',
      title: 'Any 2 shirts for £45',
      terms: standardTerms(
        'Any two shirts marked “2 for £45”; the cheapest pair is discounted first.',
        '6 December 2026',
      ),
    },
  ],
  jdw: [
    {
      name: 'unlimited-delivery',
      title: 'Jadeworth Unlimited',
      terms: [
        'Jadeworth Unlimited costs £14.99 and gives free standard and next day delivery on unlimited orders for 12 months from the date of purchase.',
        'Large and two-person deliveries are excluded. Unlimited renews only if you choose to renew it.',
        'Cancel within 14 days for a full refund if you have not used it.',
      ],
    },
    {
      name: 'black-friday',
      title: 'Black Friday deals',
      terms: standardTerms('Black Friday prices on selected lines, while stocks last.', '1 December 2026'),
    },
  ],
  awl: [
    { name: 'complimentary-delivery', title: 'Complimentary delivery over £75', terms: freeDeliveryTerms('£75') },
    {
      name: 'winter-edit',
      title: '20% off the winter edit',
      terms: standardTerms('20% off selected coats and knitwear from the winter edit.', '14 December 2026'),
    },
  ],
  fw: [
    { name: 'free-delivery', title: 'Free delivery over £30', terms: freeDeliveryTerms('£30') },
    {
      name: 'school-three-for-two',
      title: '3 for 2 on school uniform',
      terms: standardTerms('Buy any three school uniform items and the cheapest is free.', '31 December 2026'),
    },
  ],
  ihm: [
    { name: 'free-delivery', title: 'Free delivery over £100', terms: freeDeliveryTerms('£100') },
    {
      name: 'sofa-event',
      title: 'Up to 25% off sofas',
      terms: standardTerms(
        'Up to 25% off selected sofas and armchairs. Made-to-order lead times apply.',
        '4 January 2027',
      ),
    },
  ],
  fsp: [
    { name: 'free-delivery', title: 'Free delivery over £40', terms: freeDeliveryTerms('£40') },
    {
      name: 'knickers-multibuy',
      title: '3 for £30 on knickers',
      terms: standardTerms(
        'Any three knickers marked “3 for £30”. Mix and match styles and sizes.',
        '31 December 2026',
      ),
    },
  ],
  ccl: [
    {
      name: 'pound-delivery',
      title: '£1 delivery this weekend',
      terms: [
        'Standard delivery costs £1 on orders placed between 00:01 on Friday and 23:59 on Sunday.',
        'Next day and large-item delivery charges still apply.',
      ],
    },
    {
      name: 'extra-twenty',
      title: 'Extra 20% off with code EXTRA20',
      terms: standardTerms(
        'An extra 20% off clearance prices with code EXTRA20 at checkout. One use per customer.',
        '29 November 2026',
      ),
    },
  ],
  pma: [
    {
      name: 'complimentary-delivery',
      title: 'Complimentary delivery',
      terms: ['Standard delivery is free on every order to a UK address. Returns are free within 30 days of delivery.'],
    },
    {
      name: 'made-to-measure',
      title: 'Complimentary alterations',
      terms: standardTerms(
        'Free hem and sleeve alterations on full-price suits at our Savile Row studio.',
        '31 January 2027',
      ),
    },
  ],
};

/** The credit explanation's body: what the account is and how it works, in the brand's voice. */
export function creditCopy(name: string, audience: string): readonly string[] {
  return [
    `With ${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} Pay account you can buy now and spread the cost of your ${audience} over time, with one simple monthly payment.`,
    '## How it works',
    `- Apply in minutes at checkout. We’ll tell you your credit limit straight away.`,
    '- Pay at least the minimum each month, or clear your balance whenever you like.',
    '- Manage your account and make payments online, any time.',
    'Credit is subject to status and affordability. You must be 18 or over and a UK resident.',
    '**Think carefully before you borrow.** Missing payments could affect your credit score and make it harder to get credit.',
  ];
}
