import type { ProductDetail } from '@shop/commerce/catalogue';
import type { Review, ReviewStatistics } from '@shop/commerce/reviews/provider';

const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for a <script> element: `<`, `>` and `&` as \\u00xx escapes, so no value (a shopper's review text included) can
 * close the script or open a comment in it (`</script>`, `<!--`); the line separators too. JSON.parse reads them back
 * as the same characters.
 */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char] ?? char);
}

function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data must be raw JSON; `serialiseJsonLd` escapes `<`, `>`, `&`.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />;
}

/** BreadcrumbList structured data; `origin` makes item URLs absolute when known. */
export function BreadcrumbJsonLd({
  items,
  origin = '',
}: {
  items: { label: string; href?: string }[];
  origin?: string;
}) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: items.map((item, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: item.label,
          ...(item.href ? { item: `${origin}${item.href}` } : {}),
        })),
      }}
    />
  );
}

const availability: Record<string, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  LOW_STOCK: 'https://schema.org/LimitedAvailability',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
  OUT_OF_STOCK_NOT_RETURNING: 'https://schema.org/Discontinued',
};

/** The approved reviews the page shows, with the approved-only statistics (see loadShownReviews). */
export interface ShownReviewData {
  statistics: ReviewStatistics;
  reviews: readonly Review[];
}

/** schema.org AggregateRating: the platform's approved statistics when the page shows them, else the product row's. */
function aggregateRating(product: ProductDetail, shown: ShownReviewData | null) {
  const average = shown ? shown.statistics.averageOverallRating : product.ratingAverage;
  const count = shown ? shown.statistics.totalReviewCount : product.ratingCount;
  if (average === null || count <= 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: average,
      reviewCount: count,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/** schema.org Review for each review shown on the page (approved ones only: anything else is not shown). */
function reviewItems(shown: ShownReviewData | null) {
  const reviews = (shown?.reviews ?? []).filter((review) => review.status === 'APPROVED');
  if (reviews.length === 0) return {};
  return {
    review: reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      author: { '@type': 'Person', name: review.nickname },
      datePublished: review.submittedAt,
      reviewBody: review.text,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/**
 * Product structured data: one Offer per option, prices in pounds as schema.org expects; with `reviews`, the
 * aggregate rating and the reviews the page shows (Google: only over reviews visible on the page).
 */
export function ProductJsonLd({
  product,
  url,
  reviews = null,
}: {
  product: ProductDetail;
  url: string;
  reviews?: ShownReviewData | null;
}) {
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        sku: product.productNumber,
        productID: product.productNumber,
        description: product.description,
        image: product.imageUrl,
        color: product.colour,
        brand: { '@type': 'Brand', name: product.productBrand },
        category: product.category.name,
        ...aggregateRating(product, reviews),
        ...reviewItems(reviews),
        offers: product.options.map((option) => ({
          '@type': 'Offer',
          sku: option.sku,
          url,
          priceCurrency: 'GBP',
          price: (option.price / 100).toFixed(2),
          availability: availability[option.stockStatus] ?? 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        })),
      }}
    />
  );
}
