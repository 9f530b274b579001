import type { Brand } from '@shop/brands/brands';
import { container } from '@shop/ui/styles/layout.css';
import Link from 'next/link';
import * as styles from './header.css.ts';

export interface NavCategory {
  slug: string;
  name: string;
}

export function Header({ brand, categories }: { brand: Brand; categories: NavCategory[] }) {
  return (
    <>
      <p className={styles.promoStrip}>
        Free standard delivery when you spend £50 · Order by 8pm for next-day delivery
      </p>
      <header className={styles.header}>
        <div className={`${container} ${styles.bar}`}>
          <details className={styles.menu}>
            <summary className={styles.menuSummary} aria-label="Menu: shop by category">
              <MenuIcon /> Menu
            </summary>
            <nav aria-label="Shop by category" className={styles.menuPanel}>
              <ul className={styles.menuList}>
                {categories.map((category) => (
                  <li key={category.slug}>
                    <Link className={styles.menuLink} href={`/shop/c/${category.slug}`}>
                      {category.name} <span aria-hidden="true">›</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </details>
          <Link href="/" className={styles.logo} aria-label={`${brand.name} home`}>
            {brand.name}
          </Link>
          <search className={styles.search}>
            <form action="/shop/s" method="get" className={styles.searchForm}>
              <label htmlFor="site-search" className="visually-hidden">
                Search {brand.name}
              </label>
              <input
                id="site-search"
                name="q"
                type="search"
                className={styles.searchInput}
                placeholder={brand.searchPlaceholder}
                autoComplete="off"
                enterKeyHint="search"
                maxLength={200}
              />
              <button type="submit" className={styles.searchButton} aria-label="Search">
                <SearchIcon />
              </button>
            </form>
          </search>
          <div className={styles.actions}>
            <span className={styles.bag}>
              <BagIcon />
              <span>Bag</span>
              <span className={styles.bagCount}>
                0<span className="visually-hidden"> items</span>
              </span>
            </span>
          </div>
        </div>
        <nav aria-label="Categories" className={styles.nav}>
          <ul className={`${container} ${styles.navList}`}>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link className={styles.navLink} href={`/shop/c/${category.slug}`}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
    </>
  );
}

function SearchIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function BagIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 8h14l-1 12H6L5 8Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
