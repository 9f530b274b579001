import type { ProductDetail, ProductOption, ProductSummary } from '@shop/commerce/catalogue';
import { optionLabelFor } from '@shop/commerce/option-labels';
import type { Placement } from '@shop/commerce/recommendations/provider';
import { Rating } from '@shop/ui/rating';
import { RecommendationClicks } from '@/components/tracking/recommendation-clicks.tsx';
import { ProductPictures } from './colourway-client.tsx';
import { ProductGrid } from './product-grid.tsx';
import * as styles from './product-sections.css.ts';
import { stockSummary } from './stock.ts';

/** The product's pictures: the chosen colourway's (see `ColourwayProvider`), else the main colour's. */
export function ProductGallery({ product, initialVariant }: { product: ProductDetail; initialVariant?: string }) {
  const pictures = product.pictures.length
    ? product.pictures
    : [{ variantCode: '', colour: product.colour, imageUrl: product.imageUrl, alt: product.imageAlt }];
  return (
    <ProductPictures
      productName={product.name}
      pictures={pictures}
      initialVariant={initialVariant ?? pictures[0]?.variantCode ?? ''}
      onSale={product.onSale}
      className={styles.gallery}
      imageClassName={styles.image}
      badgeClassName={styles.badge}
    />
  );
}

/** Reviews summary: average and total, linking to the reviews section when there are any. */
export function ReviewsSummary({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return <p className={styles.noReviews}>No reviews yet</p>;
  return (
    <div className={styles.reviews}>
      <Rating average={average} count={count} />
      <a href="#reviews" className={styles.reviewText}>
        {average.toFixed(1)} out of 5 · {count} {count === 1 ? 'review' : 'reviews'}
      </a>
    </div>
  );
}

export function ProductStockSummary({
  options,
  productType,
}: {
  options: readonly ProductOption[];
  productType?: string;
}) {
  const summary = stockSummary(options, optionLabelFor(productType));
  return (
    <p className={styles.stock} data-tone={summary.tone}>
      {summary.text}
    </p>
  );
}

/** "You might also like": the placement's recommendations (lib/tracking/recommendations.ts); none when fewer than 2. */
export function Recommendations({
  products,
  placement,
  heading = 'You might also like',
  id = 'recommendations-title',
  edit,
}: {
  products: ProductSummary[];
  /** Which placement these are (following one keeps the recommendation-click value). */
  placement: Placement;
  heading?: string;
  id?: string;
  /** `data-sanity` for the section and its heading (Studio preview only). */
  edit?: (field?: string) => string | undefined;
}) {
  if (products.length < 2) return null;
  return (
    <section
      aria-labelledby={id}
      className={styles.recommendations}
      data-sanity={edit?.()}
      data-testid={`recommendations-${placement}`}
    >
      <h2 id={id} className={styles.sectionTitle} data-sanity={edit?.('heading')}>
        {heading}
      </h2>
      <RecommendationClicks placement={placement}>
        <ProductGrid products={products.slice(0, 8)} eager={0} />
      </RecommendationClicks>
    </section>
  );
}
