import type { Brand } from '@shop/brands/brands';
import { container } from '@shop/ui/styles/layout.css';
import Link from 'next/link';
import { AccountLink } from '@/components/account/account-link.tsx';
import { BagLink } from '@/components/bag/bag-link.tsx';
import { SearchBox } from '@/components/search/search-box-client.tsx';
import * as styles from './header.css.ts';
import { MenuDisclosure } from './menu-disclosure.tsx';

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
          <MenuDisclosure
            className={styles.menu}
            summary={
              <summary className={styles.menuSummary} aria-label="Menu: shop by category">
                <MenuIcon /> Menu
              </summary>
            }
          >
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
          </MenuDisclosure>
          <Link href="/" className={styles.logo} aria-label={`${brand.name} home`}>
            {brand.name}
          </Link>
          <SearchBox
            placeholder={brand.searchPlaceholder}
            brandName={brand.name}
            classNames={{
              search: styles.search,
              form: styles.searchForm,
              input: styles.searchInput,
              button: styles.searchButton,
            }}
          />
          <div className={styles.actions}>
            <AccountLink />
            <BagLink />
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

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
