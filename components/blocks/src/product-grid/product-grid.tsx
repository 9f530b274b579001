import * as shared from '../block.css.ts';
import { productCard } from '../product-cards.tsx';
import { viewAllHref } from '../product-source.ts';
import type { BlockProps } from '../types.ts';
import * as styles from './product-grid.css.ts';
import type { ProductGridBlock } from './query.ts';

/** A titled grid of products from a category, a search term or an editor's picks. Hidden when nothing matches. */
export async function ProductGrid({ block, context, edit, headingLevel }: BlockProps<ProductGridBlock>) {
  const products = await context.catalogue.products(context.brand, block);
  if (products.length === 0) return null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const viewAll = viewAllHref(block);
  const headingId = `product-grid-${block._key}`;
  return (
    <section className={shared.section} aria-labelledby={headingId} data-sanity={edit()}>
      <div className={shared.headingRow}>
        <Heading id={headingId} className={shared.headingInRow} data-sanity={edit('title')}>
          {block.title}
        </Heading>
        {viewAll ? (
          <a className={shared.textLink} href={viewAll} aria-label={`View all ${block.title}`}>
            View all
          </a>
        ) : null}
      </div>
      <ul className={styles.grid}>
        {products.map((product, index) => (
          <li key={product.productId}>{productCard(product, headingLevel, index < 4 && headingLevel === 1)}</li>
        ))}
      </ul>
    </section>
  );
}
