import type { ProductDetail, ProductOption, ProductSummary } from '@shop/commerce/catalogue';
import { Rating } from '@shop/ui/rating';
import { ProductGrid } from './product-grid.tsx';
import * as styles from './product-sections.css.ts';

/** The product's pictures: the main image, large and eagerly loaded (it is the page's largest paint). */
export function ProductGallery({ product }: { product: ProductDetail }) {
  return (
    <figure className={styles.gallery} aria-label={`${product.name} pictures`}>
      <img
        src={product.imageUrl}
        alt={
          product.imageAlt && product.imageAlt !== product.name
            ? product.imageAlt
            : `${product.name} in ${product.colour}`
        }
        width={600}
        height={800}
        className={styles.image}
        fetchPriority="high"
      />
      {product.onSale ? <span className={styles.badge}>Sale</span> : null}
    </figure>
  );
}

/** Reviews summary: average and total, linking to the reviews section when there are any. */
export function ReviewsSummary({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return <p className={styles.noReviews}>No reviews yet</p>;
  return (
    <div className={styles.reviews}>
      <Rating average={average} count={count} />
      <span className={styles.reviewText}>
        {average.toFixed(1)} out of 5 · {count} {count === 1 ? 'review' : 'reviews'}
      </span>
    </div>
  );
}

/** One line about stock across sizes, so low stock and sold-out sizes are clear before a size is picked. */
export function stockSummary(options: readonly ProductOption[]): {
  text: string;
  tone: 'positive' | 'warning' | 'negative';
} {
  const buyable = options.filter((o) => o.purchasable);
  if (!buyable.length) {
    const returning = options.some((o) => o.stockStatus === 'OUT_OF_STOCK');
    return { text: returning ? 'Out of stock – coming back soon' : 'Sold out – not returning', tone: 'negative' };
  }
  const low = options.filter((o) => o.stockStatus === 'LOW_STOCK').map((o) => o.size);
  if (low.length)
    return { text: `Low stock in ${low.length === 1 ? 'size' : 'sizes'} ${low.join(', ')}`, tone: 'warning' };
  return { text: 'In stock', tone: 'positive' };
}

export function ProductStockSummary({ options }: { options: readonly ProductOption[] }) {
  const summary = stockSummary(options);
  return (
    <p className={styles.stock} data-tone={summary.tone}>
      {summary.text}
    </p>
  );
}

/** "You might also like": other products from the same category. */
export function Recommendations({ products }: { products: ProductSummary[] }) {
  if (products.length < 2) return null;
  return (
    <section aria-labelledby="recommendations-title" className={styles.recommendations}>
      <h2 id="recommendations-title" className={styles.sectionTitle}>
        You might also like
      </h2>
      <ProductGrid products={products.slice(0, 8)} eager={0} />
    </section>
  );
}
