import type { ProductSummary } from '@shop/commerce/catalogue';
import { ProductCard } from '@shop/ui/product-card';
import { Fragment, type ReactNode } from 'react';
import { SaveHeart } from '@/components/bag/save-heart.tsx';
import * as styles from './product-grid.css.ts';

/** Editors' blocks shown full width after the first `after` products (a listing template's "between rows"). */
export interface GridInsert {
  key: string;
  after: number;
  node: ReactNode;
}

/**
 * A list of product cards, each with a save-for-later heart; the first few images load eagerly because they are above
 * the fold. Inserts go between cards, across the whole row, and only where more products follow them.
 */
export function ProductGrid({
  products,
  eager = 4,
  inserts = [],
}: {
  products: ProductSummary[];
  eager?: number;
  inserts?: readonly GridInsert[];
}) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <Fragment key={product.productId}>
          <li data-product-id={product.productId}>
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
          {index + 1 < products.length
            ? inserts
                .filter((insert) => insert.after === index + 1)
                .map((insert) => (
                  <li key={insert.key} className={styles.insert} data-grid-insert={insert.after}>
                    {insert.node}
                  </li>
                ))
            : null}
        </Fragment>
      ))}
    </ul>
  );
}
