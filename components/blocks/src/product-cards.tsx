// Product cards for grids and carousels, from catalogue summaries. Plain markup: renders on the server.
import type { ProductSummary } from '@shop/commerce/catalogue';
import { ProductCard } from '@shop/ui/product-card';

/** `sectionLevel` is the heading level of the block's own title; card names sit one below it. */
export function productCard(product: ProductSummary, sectionLevel: 1 | 2, eager: boolean) {
  return (
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
      headingLevel={sectionLevel === 1 ? 2 : 3}
      eager={eager}
    />
  );
}
