// Content pages every brand has (delivery, returns, about) and category landings, built from the brand's own copy.
import type { Brand } from '@shop/brands/brands';
import { ABOUT } from './about.ts';
import type { SeedBlock } from './blocks.ts';
import * as b from './blocks.ts';
import type { BrandCopy } from './brand-copy.ts';
import { creditCopy } from './offers.ts';
import { SIZE_GUIDES } from './size-guides.ts';

export interface ContentPage {
  slug: string;
  route: string;
  title: string;
  kind: 'content' | 'categoryLanding' | 'deliveryPromotion' | 'creditExplanation';
  categorySlug?: string;
  seo: { title: string; description: string };
  blocks: SeedBlock[];
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(0)}`;

export function helpPages(brand: Brand, copy: BrandCopy): ContentPage[] {
  const s = (page: string) => (n: number) => `${brand.code}/${page}/${n}`;
  const d = s('delivery');
  const r = s('returns');
  const a = s('about');
  const free =
    copy.freeDeliveryPence === 0
      ? 'Standard delivery is complimentary on every order.'
      : copy.freeDeliveryPence
        ? `Standard delivery costs ${copy.standardDelivery}, and it’s free when you spend ${pounds(copy.freeDeliveryPence)} or more.`
        : `Standard delivery costs ${copy.standardDelivery} per order.`;
  const about = ABOUT[brand.code];
  return [
    {
      slug: 'delivery',
      route: '/help/delivery',
      title: 'Delivery information',
      kind: 'content',
      seo: {
        title: 'Delivery information',
        description: `How ${brand.name} delivers: standard, next day, nominated day and click and collect, with costs and cut-off times.`,
      },
      blocks: [
        b.hero(d(1), {
          heading: 'Delivery information',
          subheading: 'Choose the delivery that suits you at checkout.',
          tone: 'light',
        }),
        b.deliveryCountdown(d(2), 'Want it tomorrow?'),
        b.richText(d(3), [
          '## Standard delivery',
          `${free} Orders arrive in 3 to 5 working days.`,
          '## Next day delivery',
          'Order by 8pm Monday to Saturday for delivery the next working day (£6.99). We don’t deliver on Sundays or bank holidays.',
          '## Nominated day delivery',
          'Pick a day that suits you, up to 10 days ahead (£6.99).',
          '## Click and collect',
          'Collect from over 6,000 parcel shops, usually in 2 to 3 working days. Free on orders over £20.',
        ]),
        b.faq(d(4), 'Delivery questions', [
          ['Can I track my order?', 'Yes. We’ll email you a tracking link as soon as your order is despatched.'],
          [
            'Do you deliver outside the UK?',
            'We deliver to UK mainland addresses, Northern Ireland, the Isle of Man and the Channel Islands.',
          ],
          [
            'What if I’m not in?',
            'Our courier will leave your parcel in a safe place or with a neighbour, or take it to a local parcel shop.',
          ],
        ]),
      ],
    },
    {
      slug: 'returns',
      route: '/help/returns',
      title: 'Returns and refunds',
      kind: 'content',
      seo: {
        title: 'Returns and refunds',
        description: `How to return an order to ${brand.name}: free returns by post or at a drop-off point, and when you’ll get your refund.`,
      },
      blocks: [
        b.hero(r(1), { heading: 'Returns and refunds', subheading: copy.information, tone: 'light' }),
        b.richText(r(2), [
          '## How to return',
          '- Sign in to your account and choose the items you’re sending back.',
          '- Print the label, or show the QR code at a drop-off point.',
          '- Pack the items securely with their labels attached.',
          '## Refunds',
          'We refund to your original payment method within 5 working days of receiving your return. If you paid with your store credit account, the refund appears on your next statement.',
          'Your statutory rights are not affected. Read our [delivery information](/help/delivery).',
        ]),
        b.faq(r(3), 'Returns questions', [
          ['How much does it cost to return?', 'Returns are free by post or at any drop-off point.'],
          [
            'Can I exchange an item?',
            'Return the item for a refund and place a new order; that’s the fastest way to get the size you need.',
          ],
        ]),
      ],
    },
    {
      slug: 'about',
      route: '/about',
      title: `About ${brand.name}`,
      kind: 'content',
      seo: {
        title: `About ${brand.name}`,
        description: `${about.story[0]?.slice(0, 120) ?? brand.description.slice(0, 120)}…`,
      },
      blocks: [
        b.hero(a(1), { heading: about.heading, subheading: brand.description, tone: 'brand' }),
        b.richText(a(2), about.story),
        b.newsletterSignup(a(3), `Hear from ${brand.name}`, copy.newsletterText),
      ],
    },
    creditPage(brand),
    ...sizeGuidePage(brand),
  ];
}

function creditPage(brand: Brand): ContentPage {
  const c = (n: number) => `${brand.code}/credit/${n}`;
  return {
    slug: 'credit',
    route: '/help/credit',
    title: `${brand.creditBrandName} explained`,
    kind: 'content',
    seo: {
      title: `${brand.creditBrandName} explained`,
      description: `How ${brand.creditBrandName} works: spread the cost of your order with monthly payments. Representative example, rates and how to apply.`,
    },
    blocks: [
      b.hero(c(1), {
        heading: `${brand.creditBrandName} explained`,
        subheading: 'Buy now and spread the cost with one simple monthly payment.',
        tone: 'light',
      }),
      b.creditExplanation(
        c(2),
        `Why choose ${brand.creditBrandName}?`,
        'Your account, your pace: pay the minimum or clear your balance whenever you like.',
      ),
      b.richText(c(3), creditCopy(brand.name, brand.audience)),
      b.faq(c(4), 'Credit questions', [
        [
          'Will applying affect my credit score?',
          'We run a full credit check when you apply, which is recorded on your credit file.',
        ],
        ['How do I make a payment?', 'Sign in and choose Make a payment, or pay by Direct Debit each month.'],
      ]),
    ],
  };
}

function sizeGuidePage(brand: Brand): ContentPage[] {
  const guide = SIZE_GUIDES[brand.code];
  if (!guide) return [];
  const g = (n: number) => `${brand.code}/size-guide/${n}`;
  return [
    {
      slug: 'size-guide',
      route: '/help/size-guide',
      title: 'Size guide',
      kind: 'content',
      seo: {
        title: 'Size guide',
        description: `${guide.title}: find your ${brand.name} size with our size chart and how-to-measure tips.`,
      },
      blocks: [
        b.hero(g(1), {
          heading: 'Size guide',
          subheading: 'Find your perfect fit with our size chart.',
          tone: 'light',
        }),
        b.sizeGuide(g(2), {
          title: guide.title,
          intro: guide.howToMeasure.map((line) => line.replace(/\*\*/g, '')).join(' '),
          unit: guide.columns.some((column) => column.includes('(in)')) ? 'in' : 'cm',
          columns: guide.columns,
          rows: guide.rows,
        }),
      ],
    },
  ];
}

function landingIntro(brand: Brand, name: string): string {
  return `Discover ${name.toLowerCase()} from ${brand.name}. ${brand.description.split('.')[0]}.`;
}

/** Landing content above the listing for the brand's first two featured categories. */
export function categoryLandings(brand: Brand, copy: BrandCopy, names: ReadonlyMap<string, string>): ContentPage[] {
  return copy.featured.slice(0, 2).map((categorySlug, index) => {
    const name = names.get(categorySlug) ?? categorySlug;
    const s = (n: number) => `${brand.code}/landing/${categorySlug}/${n}`;
    return {
      slug: `landing-${categorySlug}`,
      route: `/shop/c/${categorySlug}`,
      title: `${name} landing`,
      kind: 'categoryLanding' as const,
      categorySlug,
      seo: {
        title: name,
        description: `Shop ${name.toLowerCase()} at ${brand.name}. ${brand.description}`.slice(0, 158),
      },
      blocks: [
        b.promoBanner(s(1), {
          message:
            index === 0
              ? `New in ${name.toLowerCase()}: fresh styles for the season ahead`
              : `${name}: our buyers’ favourites right now`,
        }),
        b.richText(s(2), [landingIntro(brand, name)]),
      ],
    };
  });
}
