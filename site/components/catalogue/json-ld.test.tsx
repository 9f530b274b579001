// @vitest-environment jsdom
import type { ProductDetail } from '@shop/commerce/catalogue';
import type { Review, ReviewStatistics } from '@shop/commerce/reviews/provider';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductJsonLd, serialiseJsonLd } from './json-ld.tsx';

const product = {
  productId: 'da100001',
  productNumber: 'DA100001',
  name: 'Wrap Dress',
  description: 'A wrap dress.',
  imageUrl: '/images/products/DA100001.svg',
  colour: 'Navy',
  productBrand: 'Dalby',
  category: { slug: 'dresses', name: 'Dresses' },
  ratingAverage: 4.2,
  ratingCount: 180,
  options: [{ sku: 'DA100001-01', price: 4500, stockStatus: 'IN_STOCK' }],
} as unknown as ProductDetail;

const statistics: ReviewStatistics = {
  productId: 'DA100001',
  totalReviewCount: 2,
  averageOverallRating: 3.5,
  ratingDistribution: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 0 },
  recommendedCount: 1,
  fit: { small: 0, true: 1, large: 0 },
};

const HOSTILE = 'Fine.</script><script>alert(document.cookie)</script><!-- & --> \u2028 end';

const review = (n: number, overrides: Partial<Review> = {}): Review => ({
  id: `r-${n}`,
  productId: 'DA100001',
  status: 'APPROVED',
  reasonCode: null,
  rating: 4,
  title: `Review ${n}`,
  text: 'Lovely & soft.',
  nickname: `Shopper ${n}`,
  fit: null,
  sizeBought: null,
  isRecommended: null,
  verifiedPurchaser: false,
  incentivised: false,
  photos: [],
  helpful: 0,
  notHelpful: 0,
  submittedAt: `2026-11-2${n}T10:00:00.000Z`,
  moderatedAt: null,
  ...overrides,
});

/** The page's markup as a browser parses it: the script elements and what each holds. */
function scripts(markup: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${markup}</body></html>`, 'text/html');
  return [...doc.querySelectorAll('script')];
}

describe('ProductJsonLd', () => {
  it('gives aggregateRating and review[] over the approved reviews shown, in schema.org Product shape', () => {
    const markup = renderToStaticMarkup(
      <ProductJsonLd
        product={product}
        url="/shop/p/da100001"
        reviews={{
          statistics,
          reviews: [review(1), review(2, { status: 'PENDING' }), review(3, { rating: 3, status: 'REJECTED' })],
        }}
      />,
    );
    const [script] = scripts(markup);
    expect(script?.getAttribute('type')).toBe('application/ld+json');
    const data = JSON.parse(script?.textContent ?? '');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Wrap Dress',
      sku: 'DA100001',
      // The platform's approved-only figures, not the product row's 180.
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 3.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
      offers: [{ '@type': 'Offer', price: '45.00', priceCurrency: 'GBP' }],
    });
    // Only the approved one: a pending or rejected review is never shown, so never described.
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        name: 'Review 1',
        author: { '@type': 'Person', name: 'Shopper 1' },
        datePublished: '2026-11-21T10:00:00.000Z',
        reviewBody: 'Lovely & soft.',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('a hostile review body cannot close the script: one script element, and the text reads back unchanged', () => {
    const markup = renderToStaticMarkup(
      <ProductJsonLd
        product={product}
        url="/shop/p/da100001"
        reviews={{ statistics, reviews: [review(1, { text: HOSTILE, title: '</SCRIPT >', nickname: '<b>x</b>' })] }}
      />,
    );
    expect(markup.toLowerCase()).not.toContain('</script><script');
    expect(markup).not.toContain('<!--');
    expect(markup.match(/<\/script/gi)).toHaveLength(1);
    const all = scripts(markup);
    expect(all).toHaveLength(1);
    const data = JSON.parse(all[0]?.textContent ?? '');
    expect(data.review[0]).toMatchObject({ reviewBody: HOSTILE, name: '</SCRIPT >', author: { name: '<b>x</b>' } });
  });

  it('without the reviews section: the product row’s figures and no review[]; unrated: neither', () => {
    const data = JSON.parse(
      scripts(renderToStaticMarkup(<ProductJsonLd product={product} url="/x" />))[0]?.textContent ?? '',
    );
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.2, reviewCount: 180 });
    expect(data.review).toBeUndefined();
    const none = JSON.parse(
      scripts(
        renderToStaticMarkup(
          <ProductJsonLd
            product={product}
            url="/x"
            reviews={{ statistics: { ...statistics, totalReviewCount: 0, averageOverallRating: null }, reviews: [] }}
          />,
        ),
      )[0]?.textContent ?? '',
    );
    expect(none.aggregateRating).toBeUndefined();
    expect(none.review).toBeUndefined();
  });

  it('serialiseJsonLd escapes <, >, & and the line separators and parses back to the same value', () => {
    const text = serialiseJsonLd({ a: HOSTILE });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ a: HOSTILE });
  });
});
