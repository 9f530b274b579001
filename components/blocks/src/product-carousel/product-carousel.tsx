import * as shared from '../block.css.ts';
import { productCard } from '../product-cards.tsx';
import type { BlockProps } from '../types.ts';
import * as styles from './product-carousel.css.ts';
import { ProductCarouselClient } from './product-carousel-client.tsx';
import type { ProductCarouselBlock } from './query.ts';

/** A horizontal, swipeable row of products; only the scrolling buttons run in the browser. */
export async function ProductCarousel({ block, context, edit, headingLevel }: BlockProps<ProductCarouselBlock>) {
  const products = await context.catalogue.products(context.brand, block);
  if (products.length === 0) return null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `product-carousel-${block._key}`;
  return (
    <section className={shared.section} aria-labelledby={headingId} data-sanity={edit()}>
      <ProductCarouselClient
        label={block.title}
        rowClassName={shared.headingRow}
        heading={
          <Heading id={headingId} className={shared.headingInRow} data-sanity={edit('title')}>
            {block.title}
          </Heading>
        }
      >
        {products.map((product) => (
          <li key={product.productId} className={styles.item}>
            {productCard(product, headingLevel, false)}
          </li>
        ))}
      </ProductCarouselClient>
    </section>
  );
}
