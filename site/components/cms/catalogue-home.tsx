import type { Brand } from '@shop/brands/brands';
import { container } from '@shop/ui/styles/layout.css';
import * as styles from '@/components/catalogue/home.css.ts';
import { ProductGrid } from '@/components/catalogue/product-grid.tsx';
import Link from '@/components/link/link.tsx';
import { getCategoryPage, getNavCategories } from '@/lib/catalogue.ts';

/**
 * The home page built from the catalogue alone: shown when the brand has no CMS home page or the content lake is
 * unreachable, so the shop front never fails with the CMS.
 */
export async function CatalogueHome({ brand }: { brand: Brand }) {
  const categories = await getNavCategories(brand.code);
  const featured = categories[0];
  const popular = featured ? await getCategoryPage(brand.code, featured.slug, 1) : null;
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`${container} ${styles.heroInner}`}>
          <p className={styles.eyebrow}>New season at {brand.name}</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {brand.name}
          </h1>
          <p className={styles.heroText}>{brand.description}</p>
          {featured ? (
            <Link className={styles.heroAction} href={`/shop/c/${featured.slug}`}>
              Shop {featured.name.toLowerCase()}
            </Link>
          ) : null}
        </div>
      </section>
      <section className={container} aria-labelledby="categories-title">
        <h2 id="categories-title" className={styles.sectionTitle}>
          Shop by category
        </h2>
        <ul className={styles.tiles}>
          {categories.map((category) => (
            <li key={category.slug}>
              <Link className={styles.tile} href={`/shop/c/${category.slug}`}>
                <span className={styles.tileName}>{category.name}</span>
                <span className={styles.tileCount}>{category.productCount} styles</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {featured && popular && popular.items.length > 0 ? (
        <section className={container} aria-labelledby="popular-title">
          <div className={styles.sectionHead}>
            <h2 id="popular-title" className={styles.sectionTitle}>
              Popular in {featured.name.toLowerCase()}
            </h2>
            <Link href={`/shop/c/${featured.slug}`}>View all</Link>
          </div>
          <ProductGrid products={popular.items.slice(0, 8)} />
        </section>
      ) : null}
    </>
  );
}
