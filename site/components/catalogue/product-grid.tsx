import type { ProductSummary } from '@shop/commerce/catalogue';
import { ProductCard } from '@shop/ui/product-card';
import { SaveHeart } from '@/components/bag/save-heart.tsx';
import * as styles from './product-grid.css.ts';

/**
 * A list of product cards, each with a save-for-later heart; the first few images load eagerly because they are above
 * the fold.
 */
export function ProductGrid({ products, eager = 4 }: { products: ProductSummary[]; eager?: number }) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.productId} data-product-id={product.productId}>
          <ProductCard
            href={`/shop/p/${product.productId}`}
            imageSrc={product.imageUrl}
            imageAlt=""
            name={product.name}
            label={product.productBrand}
            price={product.price}
            wasPrice={product.wasPrice}
            ratingAverage={product.ratingAverage}
            ratingCount={product.ratingCount}
            badge={product.onSale ? 'Sale' : undefined}
            eager={index < eager}
            action={
              <SaveHeart
                onCard
                productName={product.name}
                productNumber={product.productNumber}
                offerNumber={product.offerNumber}
                optionNumber={product.saveOptionNumber}
              />
            }
          />
        </li>
      ))}
    </ul>
  );
}
