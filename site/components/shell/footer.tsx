import type { Brand } from '@shop/brands/brands';
import { container } from '@shop/ui/styles/layout.css';
import Link from 'next/link';
import * as styles from './footer.css.ts';
import type { NavCategory } from './header.tsx';

export function Footer({ brand, categories }: { brand: Brand; categories: NavCategory[] }) {
  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.grid}`}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.brandName}>
            {brand.name}
          </h2>
          <p>{brand.description}</p>
          <p>
            Spread the cost with <strong>{brand.creditBrandName}</strong>, a flexible account subject to status.
            {brand.loyaltyName ? ` Earn rewards on every order with ${brand.loyaltyName}.` : ''}
          </p>
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            Shop
          </h2>
          <ul className={styles.list}>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link className={styles.link} href={`/shop/c/${category.slug}`}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            Help
          </h2>
          <ul className={styles.list}>
            <li>Standard delivery 3–5 working days</li>
            <li>Next-day delivery when you order by 8pm</li>
            <li>Free returns within 28 days</li>
          </ul>
        </section>
      </div>
      <p className={`${container} ${styles.small}`}>
        © {new Date().getFullYear()} {brand.name}. {brand.creditBrandName} is a credit account provided subject to
        status; UK residents aged 18 and over.
      </p>
    </footer>
  );
}
