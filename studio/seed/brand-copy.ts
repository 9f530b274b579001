// Each brand's editorial identity for the seed: navigation, newsletter, bag copy and delivery offer, written for
// its audience. Category slugs are the catalogue's own (lib/commerce/src/seed/brands.ts); a test checks they exist.
import type { BrandCode } from '@shop/brands/brands';

export interface BrandCopy {
  /** Featured categories, best first: home tiles, grids and landing pages use them. */
  featured: readonly string[];
  newsletterText: string;
  /** Free standard delivery threshold in pence, or null when delivery is always charged. */
  freeDeliveryPence: number | null;
  standardDelivery: string;
  information: string;
  notifications: readonly { tone: 'info' | 'success' | 'warning'; message: string }[];
  deliveryCountdown: string;
  empty: { heading: string; body: string; ctaLabel: string; ctaHref: string };
  deliveryPromotion: { heading: string; body: string; termsName: string };
  /**
   * Categories whose every product gets its editorial, size guide and complete-the-set picks; without it, the first
   * two products of the first featured category do.
   */
  productContentCategories?: readonly string[];
}

const countdown = 'Order in the next {time} for delivery on {date}';

export const BRAND_COPY: Record<BrandCode, BrandCopy> = {
  dal: {
    featured: ['dresses', 'jeans', 'knitwear', 'coats-and-jackets', 'lingerie', 'wide-fit-shoes'],
    newsletterText: 'Be first to see new-season edits, styling tips for sizes 14 to 32 and Dalby Perks offers.',
    freeDeliveryPence: 5000,
    standardDelivery: '£4.99',
    information:
      'Free returns within 28 days, by post or at over 6,000 drop-off points. Sizes 14 to 32 in every style.',
    notifications: [{ tone: 'info', message: 'Dalby Perks members earn double points on dresses this week.' }],
    deliveryCountdown: countdown,
    empty: {
      heading: 'Your bag is empty',
      body: 'Fill it with new-season dresses, denim and knitwear, all cut to fit and flatter sizes 14 to 32.',
      ctaLabel: 'Shop dresses',
      ctaHref: '/shop/c/dresses',
    },
    deliveryPromotion: {
      heading: 'Free delivery over £50',
      body: 'Spend £50 or more for free standard delivery to your door.',
      termsName: 'free-delivery',
    },
  },
  cgn: {
    featured: ['shirts', 'jeans', 'coats-and-jackets', 'knitwear-and-hoodies', 'suits-and-blazers', 'footwear'],
    newsletterText: 'New arrivals in chest 44" to 70" and leg lengths to 38", straight to your inbox. No fuss.',
    freeDeliveryPence: 6000,
    standardDelivery: '£4.99',
    information: 'Free returns within 28 days. Every style comes in big and tall fits, chest 44" to 70".',
    notifications: [],
    deliveryCountdown: countdown,
    empty: {
      heading: 'Nothing in your bag yet',
      body: 'Shirts, jeans and jackets cut for big and tall men are waiting.',
      ctaLabel: 'Shop shirts',
      ctaHref: '/shop/c/shirts',
    },
    deliveryPromotion: {
      heading: 'Free delivery over £60',
      body: 'Orders of £60 or more go free with standard delivery.',
      termsName: 'free-delivery',
    },
  },
  jdw: {
    featured: ['womens-fashion', 'home-and-garden', 'kitchen-appliances', 'tv-and-audio', 'furniture', 'gifts'],
    newsletterText:
      'Weekly deals across fashion, home and electricals, plus Jadeworth Rewards offers just for members.',
    freeDeliveryPence: null,
    standardDelivery: '£3.99',
    information: 'Spread the cost with Jadeworth Pay. Large items are delivered to the room of your choice.',
    notifications: [{ tone: 'success', message: 'Jadeworth Rewards: collect points on every order over £20.' }],
    deliveryCountdown: countdown,
    empty: {
      heading: 'Your bag is empty',
      body: 'From fashion to fridge freezers, find everything for the family in one place.',
      ctaLabel: 'Shop home and garden',
      ctaHref: '/shop/c/home-and-garden',
    },
    deliveryPromotion: {
      heading: 'Unlimited delivery for £14.99 a year',
      body: 'Join Jadeworth Unlimited for free next-day delivery for 12 months.',
      termsName: 'unlimited-delivery',
    },
  },
  awl: {
    featured: ['dresses', 'knitwear', 'coats-and-jackets', 'trousers', 'blouses-and-shirts', 'accessories'],
    newsletterText: 'Quiet luxury, delivered. New pieces, early access to the edit and Ashwell Perks invitations.',
    freeDeliveryPence: 7500,
    standardDelivery: '£4.95',
    information: 'Complimentary returns within 30 days. Petite and tall fits available in most styles.',
    notifications: [],
    deliveryCountdown: 'Order within {time} and it arrives {date}',
    empty: {
      heading: 'Your bag is waiting',
      body: 'Discover soft tailoring, fine knits and considered coats made to last.',
      ctaLabel: 'Explore knitwear',
      ctaHref: '/shop/c/knitwear',
    },
    deliveryPromotion: {
      heading: 'Complimentary delivery over £75',
      body: 'Enjoy free standard delivery on orders of £75 or more.',
      termsName: 'complimentary-delivery',
    },
  },
  fw: {
    featured: ['school-uniform', 'girls', 'boys', 'shoes', 'womens', 'mens'],
    newsletterText: 'Money-saving multipacks, back-to-school deals and family bargains every Friday.',
    freeDeliveryPence: 3000,
    standardDelivery: '£3.49',
    information: 'Free returns to any of our collection points within 28 days. Prices include VAT.',
    notifications: [{ tone: 'info', message: 'School uniform: 3 for 2 on polo shirts and skirts until 31 August.' }],
    deliveryCountdown: countdown,
    empty: {
      heading: 'Your bag is empty',
      body: 'Everyday essentials and school uniform for the whole family, at prices that make sense.',
      ctaLabel: 'Shop school uniform',
      ctaHref: '/shop/c/school-uniform',
    },
    deliveryPromotion: {
      heading: 'Free delivery over £30',
      body: 'Spend £30 for free standard delivery on the whole family’s order.',
      termsName: 'free-delivery',
    },
  },
  ihm: {
    featured: ['sofas', 'beds', 'bedding', 'lighting', 'rugs', 'dining'],
    newsletterText: 'Room ideas, styling guides and first look at new collections from Inhome.',
    freeDeliveryPence: 10000,
    standardDelivery: '£5.99',
    information:
      'Furniture is delivered to the room of your choice by a two-person team. 14-day returns on sofas and beds.',
    notifications: [{ tone: 'warning', message: 'Made-to-order sofas take 8 to 10 weeks to arrive.' }],
    deliveryCountdown: 'Order smaller items within {time} for delivery on {date}',
    empty: {
      heading: 'Your bag is empty',
      body: 'Sofas, beds and finishing touches to make every room feel like yours.',
      ctaLabel: 'Shop sofas',
      ctaHref: '/shop/c/sofas',
    },
    deliveryPromotion: {
      heading: 'Free delivery over £100',
      body: 'Free standard delivery on homeware orders of £100 or more.',
      termsName: 'free-delivery',
    },
  },
  fsp: {
    featured: ['bras', 'knickers', 'lingerie-sets', 'nightwear', 'swimwear', 'shapewear'],
    newsletterText: 'Fit advice, new collections in bra sizes 30A to 48K and members-only previews.',
    freeDeliveryPence: 4000,
    standardDelivery: '£3.95',
    information: 'Discreet packaging on every order. Free returns on unworn items with hygiene liners in place.',
    notifications: [],
    deliveryCountdown: countdown,
    empty: {
      heading: 'Your bag is empty',
      body: 'Find your perfect fit in bra sizes 30A to 48K.',
      ctaLabel: 'Shop bras',
      ctaHref: '/shop/c/bras',
    },
    deliveryPromotion: {
      heading: 'Free delivery over £40',
      body: 'Spend £40 or more for free standard delivery, discreetly packed.',
      termsName: 'free-delivery',
    },
  },
  ccl: {
    featured: [
      'womens-clearance',
      'mens-clearance',
      'home-clearance',
      'electricals-clearance',
      'kids-clearance',
      'footwear-clearance',
    ],
    newsletterText: 'Daily price drops and last-chance deals. When it’s gone, it’s gone.',
    freeDeliveryPence: null,
    standardDelivery: '£3.99',
    information: 'Clearance items can be returned within 14 days. Quantities are limited and prices change daily.',
    notifications: [
      { tone: 'warning', message: 'Items in your bag are not reserved. Check out soon to avoid missing out.' },
    ],
    deliveryCountdown: countdown,
    empty: {
      heading: 'Your bag is empty',
      body: 'New clearance lines land every day, from fashion to furniture.',
      ctaLabel: 'Shop womenswear deals',
      ctaHref: '/shop/c/womens-clearance',
    },
    deliveryPromotion: {
      heading: '£1 delivery this weekend',
      body: 'Standard delivery is just £1 on every order until Sunday midnight.',
      termsName: 'pound-delivery',
    },
  },
  pma: {
    featured: ['suits', 'shirts', 'knitwear', 'shoes', 'coats', 'accessories'],
    productContentCategories: ['suits', 'shirts', 'knitwear'],
    newsletterText: 'The Palmer letter: new cloth, tailoring notes and Palmer Perks invitations, once a month.',
    freeDeliveryPence: 0,
    standardDelivery: 'free',
    information: 'Complimentary delivery and returns on every order. Alterations available at our Savile Row studio.',
    notifications: [],
    deliveryCountdown: 'Order within {time} for delivery {date}',
    empty: {
      heading: 'Your bag is empty',
      body: 'Tailoring in fine cloth, shirting and hand-finished shoes.',
      ctaLabel: 'Shop suits',
      ctaHref: '/shop/c/suits',
    },
    deliveryPromotion: {
      heading: 'Complimentary delivery',
      body: 'Every order is delivered free, with free returns within 30 days.',
      termsName: 'complimentary-delivery',
    },
  },
};
