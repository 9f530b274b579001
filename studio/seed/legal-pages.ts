// The pages every brand's footer links to besides delivery, returns and about: the help centre, contact, terms,
// privacy and cookies. Composed from the same blocks as every other content page, so editors change them in the
// Studio like any page.
import type { Brand } from '@shop/brands/brands';
import * as b from './blocks.ts';
import type { ContentPage } from './content-pages.ts';

function contactEmail(brand: Brand): string {
  return `customer.services@${brand.canonicalHostname.replace(/^www\./, '')}`;
}

export function legalPages(brand: Brand): ContentPage[] {
  const s = (page: string) => (n: number) => `${brand.code}/${page}/${n}`;
  const h = s('help');
  const c = s('contact');
  const t = s('terms');
  const p = s('privacy');
  const k = s('cookies');
  const email = contactEmail(brand);
  return [
    {
      slug: 'help',
      route: '/help',
      title: 'Help centre',
      kind: 'content',
      seo: {
        title: 'Help centre',
        description: `Answers from ${brand.name} customer services: delivery, returns, your account, ${brand.creditBrandName} and how to contact us.`,
      },
      blocks: [
        b.hero(h(1), { heading: 'How can we help?', subheading: 'Find answers fast, or get in touch.', tone: 'light' }),
        b.richText(h(2), [
          '## Orders and delivery',
          '- [Delivery information](/help/delivery): costs, cut-off times and click and collect.',
          '- [Returns and refunds](/help/returns): free returns within 28 days.',
          `## Your ${brand.creditBrandName} account`,
          `- [${brand.creditBrandName} explained](/help/credit): how spreading the cost works.`,
          '## Still need help?',
          '- [Contact us](/help/contact): our team is here seven days a week.',
        ]),
        b.faq(h(3), 'Popular questions', [
          ['Where is my order?', 'Sign in and open My orders to see where each parcel is, with its tracking link.'],
          ['How do I change my details?', 'Sign in and choose My account to update your address, email or password.'],
        ]),
      ],
    },
    {
      slug: 'contact',
      route: '/help/contact',
      title: 'Contact us',
      kind: 'content',
      seo: {
        title: 'Contact us',
        description: `Get in touch with ${brand.name} customer services by email or phone, seven days a week, about an order, a return or your account.`,
      },
      blocks: [
        b.hero(c(1), { heading: 'Contact us', subheading: 'We’re here to help, seven days a week.', tone: 'light' }),
        b.richText(c(2), [
          '## Email',
          `Write to [${email}](mailto:${email}) and we’ll reply within one working day.`,
          '## Phone',
          'Call us on 0333 300 1234, Monday to Friday 8am to 8pm, Saturday and Sunday 9am to 6pm. Calls cost the same as a call to an 01 or 02 number.',
          '## Before you get in touch',
          'Most answers are in our [help centre](/help), including [delivery](/help/delivery) and [returns](/help/returns).',
        ]),
      ],
    },
    {
      slug: 'terms',
      route: '/help/terms',
      title: 'Terms and conditions',
      kind: 'content',
      seo: {
        title: 'Terms and conditions',
        description: `The terms on which ${brand.name} sells to you: orders, prices, delivery, returns, ${brand.creditBrandName} and your statutory rights.`,
      },
      blocks: [
        b.hero(t(1), { heading: 'Terms and conditions', tone: 'light' }),
        b.richText(t(2), [
          '## About these terms',
          `These terms apply to every order you place with ${brand.name}. Please read them before you order.`,
          '## Your order',
          'Your order is an offer to buy. We accept it when we email to confirm we have despatched it. Prices include VAT and are in pounds sterling.',
          '## Cancelling and returning',
          'You may cancel your order within 14 days of receiving it, and return items within 28 days. See [returns and refunds](/help/returns).',
          `## ${brand.creditBrandName}`,
          `${brand.creditBrandName} is a credit account provided subject to status to UK residents aged 18 and over. See [${brand.creditBrandName} explained](/help/credit).`,
          '## Your statutory rights',
          'Nothing in these terms affects your statutory rights under the Consumer Rights Act 2015.',
        ]),
      ],
    },
    {
      slug: 'privacy',
      route: '/help/privacy',
      title: 'Privacy notice',
      kind: 'content',
      seo: {
        title: 'Privacy notice',
        description: `How ${brand.name} collects, uses and protects your personal information, and your rights under UK data protection law.`,
      },
      blocks: [
        b.hero(p(1), { heading: 'Privacy notice', tone: 'light' }),
        b.richText(p(2), [
          '## What we collect',
          'Your name, addresses, contact details, orders and, if you apply for credit, the details you give us and what credit reference agencies tell us.',
          '## How we use it',
          'To deliver your orders, run your account, assess credit applications, prevent fraud and, when you agree, send you offers.',
          '## Your rights',
          `You can ask for a copy of your information, ask us to correct or delete it, or object to how we use it: write to [${email}](mailto:${email}).`,
          'Read how we use cookies in our [cookie policy](/help/cookies).',
        ]),
      ],
    },
    {
      slug: 'cookies',
      route: '/help/cookies',
      title: 'Cookie policy',
      kind: 'content',
      seo: {
        title: 'Cookie policy',
        description: `The cookies ${brand.name} uses, the five categories you can choose from, and how to change your cookie settings at any time.`,
      },
      blocks: [
        b.hero(k(1), { heading: 'Cookie policy', tone: 'light' }),
        b.richText(k(2), [
          '## What cookies are',
          'Cookies are small files a website keeps in your browser. Some are needed for the shop to work; the others we only use when you agree.',
          '## The categories',
          '- **Strictly necessary:** your bag, your sign-in and your cookie choices. Always on.',
          '- **Performance and analytics:** how the shop is used, so we can improve it.',
          '- **Functional:** remembering your preferences, such as recent searches.',
          '- **Targeting and recommendations:** products picked for you and relevant offers.',
          '- **Social media:** sharing products with your friends.',
          '## Changing your choices',
          'Choose "Cookie settings" at the foot of any page to change your choices at any time.',
        ]),
      ],
    },
  ];
}

export const COOKIE_CONSENT_COPY = {
  heading: 'Cookies on our site',
  acceptLabel: 'Accept all cookies',
  rejectLabel: 'Reject optional cookies',
  manageLabel: 'Manage settings',
  saveLabel: 'Save my choices',
  policyLink: '/help/cookies',
  categories: [
    {
      category: 1,
      title: 'Strictly necessary',
      description: 'Your bag, your sign-in and your cookie choices. The shop cannot work without them.',
    },
    {
      category: 2,
      title: 'Performance and analytics',
      description: 'Counting visits and seeing which pages are used, so we can make the shop better.',
    },
    { category: 3, title: 'Functional', description: 'Remembering your preferences, such as your recent searches.' },
    {
      category: 4,
      title: 'Targeting and recommendations',
      description: 'Recommending products based on what you look at, and showing you relevant offers.',
    },
    { category: 5, title: 'Social media', description: 'Letting you share products on social networks.' },
  ],
} as const;

export function cookieConsentBody(brand: Brand): string {
  return `${brand.name} uses cookies to make the shop work. With your permission we’d also like to use cookies to understand how you shop and to recommend products you’ll love.`;
}
