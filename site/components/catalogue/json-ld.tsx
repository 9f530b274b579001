import type { ProductDetail } from '@shop/commerce/catalogue';

/** JSON for a <script> element: `<` escaped so no value can close the script early. */
function serialise(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: structured data must be raw JSON; `serialise` escapes `<`.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialise(data) }} />;
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

/** Product structured data: one Offer per option, prices in pounds as schema.org expects. */
export function ProductJsonLd({ product, url }: { product: ProductDetail; url: string }) {
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
        ...(product.ratingAverage !== null && product.ratingCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.ratingAverage,
                reviewCount: product.ratingCount,
              },
            }
          : {}),
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
