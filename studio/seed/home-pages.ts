// Nine home pages, each composed for its audience: different blocks, order and copy per brand.
import type { BrandCode } from '@shop/brands/brands';
import type { SeedBlock } from './blocks.ts';
import * as b from './blocks.ts';
import type { SceneItem } from './images.ts';

export interface HomeKit {
  /** An image field for a generated scene. */
  image(name: string, items: readonly SceneItem[], alt: string): Record<string, unknown>;
  /** Real product numbers from a category of the brand's seed catalogue. */
  products(categorySlug: string, count: number): string[];
}

/** Delivery banners link to the brand's delivery promotion page, picked as a page (it follows the page's route). */
const offerLink = (brand: BrandCode) => b.pageLink('About the offer', `page.${brand}.delivery-offer`);

type Composer = (scope: (n: number) => string, kit: HomeKit) => SeedBlock[];

const homes: Record<BrandCode, Composer> = {
  dal: (s, kit) => [
    b.hero(s(1), {
      heading: 'Made to fit, made to flatter',
      subheading: 'New-season dresses, denim and knitwear in sizes 14 to 32.',
      cta: { label: 'Shop new dresses', href: '/shop/c/dresses' },
      image: kit.image(
        'hero',
        [
          { art: 'cardigan', colour: '#c2185b' },
          { art: 'dress', colour: '#6a1b9a', pattern: 'floral' },
          { art: 'jeans', colour: '#3b5b92' },
        ],
        'A floral wrap dress between a berry cardigan and blue jeans',
      ),
    }),
    b.categoryTiles(s(2), 'Shop by category', [
      'dresses',
      'jeans',
      'knitwear',
      'coats-and-jackets',
      'lingerie',
      'wide-fit-shoes',
    ]),
    b.deliveryCountdown(s(3), 'Want it tomorrow?', { label: 'Delivery options', href: '/help/delivery' }),
    b.productCarousel(s(4), 'New-season dresses', { source: 'category', categorySlug: 'dresses' }, 12),
    b.promoBanner(s(5), {
      message: 'Up to 30% off knitwear',
      link: { label: 'Shop knitwear', href: '/shop/c/knitwear' },
      termsName: 'knitwear-event',
    }),
    b.productGrid(s(6), 'Denim that actually fits', { source: 'category', categorySlug: 'jeans' }, 8),
    b.creditExplanation(
      s(7),
      'Spread the cost with Dalby Pay',
      'Buy now and pay in monthly instalments that suit you.',
      { label: 'Find out more', href: '/help/credit' },
    ),
    b.faq(s(8), 'Your questions, answered', [
      ['What sizes do you stock?', 'Every Dalby style comes in UK sizes 14 to 32, and many in 34 and 36 too.'],
      ['How do Dalby Perks work?', 'Earn a point for every £1 you spend and get a £5 reward for every 500 points.'],
      ['Can I return something?', 'Yes, returns are free within 28 days, by post or at a drop-off point.'],
    ]),
    b.newsletterSignup(s(9), 'Join the Dalby list', 'Style notes, new arrivals and Perks offers, every Friday.'),
  ],
  cgn: (s, kit) => [
    b.hero(s(1), {
      heading: 'Big and tall, done right',
      subheading: 'Chest 44" to 70". Leg lengths to 38". Every style, every fit.',
      cta: { label: 'Shop shirts', href: '/shop/c/shirts' },
      tone: 'dark',
      image: kit.image(
        'hero',
        [
          { art: 'shirt', colour: '#2f4f6f', pattern: 'check' },
          { art: 'jacket', colour: '#4e342e' },
        ],
        'A checked shirt next to a brown jacket',
      ),
    }),
    b.deliveryPromotion(s(2), 'Free standard delivery when you spend {threshold}', 60, offerLink('cgn')),
    b.productGrid(s(3), 'Shirts that fit across the shoulders', { source: 'category', categorySlug: 'shirts' }, 8),
    b.promoBanner(s(4), {
      message: 'Any 2 shirts for £45',
      link: { label: 'Shop the offer', href: '/shop/c/shirts' },
      termsName: 'two-shirts',
    }),
    b.categoryTiles(s(5), 'Shop the range', [
      'shirts',
      'jeans',
      'coats-and-jackets',
      'knitwear-and-hoodies',
      'suits-and-blazers',
      'footwear',
    ]),
    b.richText(s(6), [
      '## Find your fit',
      'Measure around the fullest part of your chest, under your arms. If you’re between sizes, size up: our shirts are cut with a generous body.',
      'Trouser leg lengths run from 30" to 38" in 2" steps.',
    ]),
    b.productCarousel(s(7), 'Jeans in every leg length', { source: 'category', categorySlug: 'jeans' }, 10),
    b.newsletterSignup(s(8), 'New in your size', 'Hear first when new styles land in chest 44" to 70".'),
  ],
  jdw: (s, kit) => [
    b.promoBanner(s(1), {
      message: 'Black Friday deals are here',
      link: { label: 'See the deals', href: '/shop/c/gifts' },
      termsName: 'black-friday',
    }),
    b.hero(s(2), {
      heading: 'Everything for home, family and you',
      subheading: 'Fashion, furniture and electricals, with the option to spread the cost.',
      cta: { label: 'Shop home and garden', href: '/shop/c/home-and-garden' },
      image: kit.image(
        'hero',
        [
          { art: 'kettle', colour: '#00695c' },
          { art: 'tv', colour: '#263238' },
          { art: 'sofa', colour: '#8d6e63' },
        ],
        'A kettle, a television and a sofa',
      ),
    }),
    b.categoryTiles(s(3), 'Popular departments', [
      'womens-fashion',
      'home-and-garden',
      'kitchen-appliances',
      'tv-and-audio',
      'furniture',
      'gifts',
    ]),
    b.productCarousel(s(4), 'Kitchen appliances', { source: 'category', categorySlug: 'kitchen-appliances' }, 12),
    b.creditExplanation(s(5), 'Spread the cost with Jadeworth Pay', 'Choose what you love today and pay monthly.', {
      label: 'Find out more',
      href: '/help/credit',
    }),
    b.productGrid(s(6), 'TV and audio', { source: 'category', categorySlug: 'tv-and-audio' }, 8),
    b.deliveryPromotion(s(7), 'Unlimited next day delivery for £14.99 a year', undefined, {
      label: 'How Unlimited works',
      href: '/delivery-offer',
    }),
    b.faq(s(8), 'Help with your order', [
      [
        'Do you take away my old appliance?',
        'Yes. Choose recycling at checkout and our team takes the old one away when they deliver.',
      ],
      ['How do Jadeworth Rewards work?', 'Collect points on every order over £20 and spend them as money off.'],
    ]),
    b.newsletterSignup(s(9), 'Never miss a deal', 'Weekly offers across fashion, home and electricals.'),
  ],
  awl: (s, kit) => [
    b.hero(s(1), {
      heading: 'The considered wardrobe',
      subheading: 'Soft tailoring and fine knits, in petite, regular and tall.',
      cta: { label: 'Explore the winter edit', href: '/shop/c/knitwear' },
      tone: 'light',
      image: kit.image(
        'hero',
        [
          { art: 'coat', colour: '#a1887f' },
          { art: 'jumper', colour: '#d7ccc8' },
        ],
        'A camel coat and an oatmeal jumper',
      ),
    }),
    b.richText(s(2), [
      '## A letter from our design studio',
      'This winter we went back to the mill: merino from a family spinner in Yorkshire, and a heavier brushed cotton for shirts you’ll wear for years.',
      'Every piece is tested for pilling and shape before it reaches you.',
    ]),
    b.productGrid(s(3), 'Our favourite knits', { source: 'products', productNumbers: kit.products('knitwear', 4) }, 4),
    b.categoryTiles(s(4), 'Shop the collection', ['dresses', 'coats-and-jackets', 'trousers', 'blouses-and-shirts']),
    b.promoBanner(s(5), {
      message: '20% off the winter edit',
      link: { label: 'Shop coats', href: '/shop/c/coats-and-jackets' },
      termsName: 'winter-edit',
    }),
    b.productCarousel(s(6), 'Coats for the cold months', { source: 'category', categorySlug: 'coats-and-jackets' }, 8),
    b.newsletterSignup(s(7), 'Hear from Ashwell', 'New pieces and early access, no more than twice a month.'),
  ],
  fw: (s, kit) => [
    b.hero(s(1), {
      heading: 'Back to school for less',
      subheading: 'Hard-wearing uniform from £3, in sizes 3 to 16 years.',
      cta: { label: 'Shop school uniform', href: '/shop/c/school-uniform' },
      tone: 'accent',
      image: kit.image(
        'hero',
        [
          { art: 'polo', colour: '#1565c0' },
          { art: 'jumper', colour: '#b71c1c' },
          { art: 'trainer', colour: '#212121' },
        ],
        'A school polo shirt, a red jumper and black school shoes',
      ),
    }),
    b.promoBanner(s(2), {
      message: '3 for 2 on school uniform',
      link: { label: 'Shop now', href: '/shop/c/school-uniform' },
      termsName: 'school-three-for-two',
    }),
    b.categoryTiles(s(3), 'Shop for everyone', ['school-uniform', 'girls', 'boys', 'shoes', 'womens', 'mens']),
    b.productGrid(s(4), 'School uniform essentials', { source: 'category', categorySlug: 'school-uniform' }, 12),
    b.deliveryCountdown(s(5), 'Need it for school tomorrow?'),
    b.deliveryPromotion(s(6), 'Free delivery for the whole family when you spend {threshold}', 30, offerLink('fw')),
    b.faq(s(7), 'School uniform questions', [
      [
        'Will the colours match my school’s?',
        'Our uniform comes in the standard school colours: navy, black, grey, bottle green, royal blue and red.',
      ],
      [
        'Can I return uniform after term starts?',
        'Unworn items can be returned within 28 days with the labels attached.',
      ],
    ]),
    b.newsletterSignup(s(8), 'Family deals every Friday', 'Multipacks, bargains and back-to-school reminders.'),
  ],
  ihm: (s, kit) => [
    b.hero(s(1), {
      heading: 'Rooms you’ll love coming home to',
      subheading: 'Sofas, beds and finishing touches, delivered to the room of your choice.',
      cta: { label: 'Shop sofas', href: '/shop/c/sofas' },
      image: kit.image(
        'hero',
        [
          { art: 'floor-lamp', colour: '#c9a227' },
          { art: 'sofa', colour: '#5d7b6f' },
          { art: 'plant', colour: '#2e7d32' },
        ],
        'A sage sofa between a brass floor lamp and a house plant',
      ),
    }),
    b.categoryTiles(s(2), 'Shop by room', ['sofas', 'beds', 'bedding', 'lighting', 'rugs', 'dining']),
    b.promoBanner(s(3), {
      message: 'The sofa event: up to 25% off',
      link: { label: 'Shop the event', href: '/shop/c/sofas' },
      termsName: 'sofa-event',
    }),
    b.productCarousel(s(4), 'Sofas and armchairs', { source: 'category', categorySlug: 'sofas' }, 10),
    b.creditExplanation(s(5), 'Spread the cost with Inhome Pay', 'Make the big buys easier with monthly payments.', {
      label: 'Find out more',
      href: '/help/credit',
    }),
    b.productGrid(s(6), 'Fresh bedding', { source: 'category', categorySlug: 'bedding' }, 8),
    b.faq(s(7), 'Furniture delivery', [
      [
        'Will you bring it upstairs?',
        'Yes. Our two-person team carries furniture to the room of your choice and takes the packaging away.',
      ],
      ['How long do made-to-order sofas take?', 'Most arrive in 8 to 10 weeks. We’ll call to book a delivery day.'],
    ]),
    b.newsletterSignup(s(8), 'Ideas for every room', 'Styling guides and first look at new collections.'),
  ],
  fsp: (s, kit) => [
    b.hero(s(1), {
      heading: 'Find your perfect fit',
      subheading: 'Beautiful lingerie in bra sizes 30A to 48K.',
      cta: { label: 'Shop bras', href: '/shop/c/bras' },
      tone: 'accent',
      image: kit.image(
        'hero',
        [
          { art: 'bra', colour: '#ad1457' },
          { art: 'briefs', colour: '#ad1457' },
        ],
        'A matching rose bra and brief',
      ),
    }),
    b.categoryTiles(s(2), 'Shop lingerie', ['bras', 'knickers', 'lingerie-sets', 'nightwear', 'swimwear', 'shapewear']),
    b.productGrid(s(3), 'Best-loved bras', { source: 'category', categorySlug: 'bras' }, 8),
    b.promoBanner(s(4), {
      message: '3 for £30 on knickers',
      link: { label: 'Mix and match', href: '/shop/c/knickers' },
      termsName: 'knickers-multibuy',
    }),
    b.richText(s(5), [
      '## Our fit promise',
      'Eight in ten women wear the wrong bra size. Our fit guide takes two measurements and two minutes, and if it’s not right, returns are free.',
    ]),
    b.deliveryPromotion(s(6), 'Free, discreet delivery when you spend {threshold}', 40, offerLink('fsp')),
    b.faq(s(7), 'Fit questions', [
      [
        'How do I measure my bra size?',
        'Measure snugly under your bust for the band, then around the fullest part for the cup.',
      ],
      ['Is packaging discreet?', 'Always. Parcels are plain with no brand name on the outside.'],
    ]),
    b.newsletterSignup(s(8), 'Fit advice and first looks', 'New collections and members-only previews.'),
  ],
  ccl: (s, kit) => [
    b.promoBanner(s(1), { message: 'Extra 20% off with code EXTRA20', termsName: 'extra-twenty' }),
    b.hero(s(2), {
      heading: 'Clearance prices, every day',
      subheading: 'New lines land daily. When it’s gone, it’s gone.',
      cta: { label: 'Shop womenswear deals', href: '/shop/c/womens-clearance' },
      tone: 'dark',
      image: kit.image(
        'hero',
        [
          { art: 'handbag', colour: '#6d4c41' },
          { art: 'headphones', colour: '#37474f' },
          { art: 'boot', colour: '#3e2723' },
        ],
        'A handbag, headphones and boots',
      ),
    }),
    b.deliveryCountdown(s(3), 'Order now for next-day delivery', { label: 'Delivery options', href: '/help/delivery' }),
    b.productGrid(s(4), 'Just reduced: womenswear', { source: 'category', categorySlug: 'womens-clearance' }, 12),
    b.productCarousel(s(5), 'Home for less', { source: 'category', categorySlug: 'home-clearance' }, 12),
    b.categoryTiles(s(6), 'Shop clearance', [
      'womens-clearance',
      'mens-clearance',
      'home-clearance',
      'electricals-clearance',
      'kids-clearance',
      'footwear-clearance',
    ]),
    b.deliveryPromotion(s(7), '£1 standard delivery this weekend', undefined, offerLink('ccl')),
    b.newsletterSignup(s(8), 'Daily price drops', 'Be first to the best deals before they sell out.'),
  ],
  pma: (s, kit) => [
    b.hero(s(1), {
      heading: 'Tailoring, finished by hand',
      subheading: 'Suits in British and Italian cloth, made to last a lifetime.',
      cta: { label: 'Shop suits', href: '/shop/c/suits' },
      tone: 'dark',
      image: kit.image(
        'hero',
        [
          { art: 'blazer', colour: '#1a237e' },
          { art: 'tie', colour: '#880e4f', pattern: 'stripe' },
          { art: 'brogue', colour: '#5d4037' },
        ],
        'A navy blazer, a striped silk tie and brown brogues',
      ),
    }),
    b.richText(s(2), [
      '## From the cutting room',
      'Each Palmer suit takes eleven hours to make. Lapels are rolled by hand and buttonholes finished in silk, so the jacket sits as it should.',
    ]),
    b.productCarousel(s(3), 'The suit collection', { source: 'category', categorySlug: 'suits' }, 8),
    b.categoryTiles(s(4), 'Shop menswear', ['suits', 'shirts', 'knitwear', 'shoes']),
    b.productGrid(
      s(5),
      'Shirting, chosen by our tailors',
      { source: 'products', productNumbers: kit.products('shirts', 4) },
      4,
    ),
    b.creditExplanation(s(6), 'Palmer Pay', 'Invest in quality and spread the cost over months.', {
      label: 'Find out more',
      href: '/help/credit',
    }),
    b.newsletterSignup(s(7), 'The Palmer letter', 'Cloth, craft and invitations, once a month.'),
  ],
};

export function homeBlocks(brand: BrandCode, kit: HomeKit): SeedBlock[] {
  return homes[brand]((n) => `${brand}/home/${n}`, kit);
}
