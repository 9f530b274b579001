import type { Brand } from '@shop/brands/brands';
import { deliveryRulesFor } from '@shop/commerce/delivery/rules';
import type { ShellLink } from '@shop/content/brand-shell';
import { container } from '@shop/ui/styles/layout.css';
import { AccountLink } from '@/components/account/account-link.tsx';
import { BagLink } from '@/components/bag/bag-link.tsx';
import Link from '@/components/link/link.tsx';
import { SearchBox } from '@/components/search/search-box-client.tsx';
import { deliveryStripText } from './delivery-strip.ts';
import * as styles from './header.css.ts';
import { MenuDisclosure } from './menu-disclosure.tsx';

export interface NavCategory {
  slug: string;
  name: string;
}

/** The header's category bar: the brand settings' navigation, else (none set, or the lake down) the catalogue's. */
export function headerNavigation(navigation: readonly ShellLink[], categories: readonly NavCategory[]): ShellLink[] {
  if (navigation.length > 0) return [...navigation];
  return categories.map((category) => ({
    key: category.slug,
    label: category.name,
    href: `/shop/c/${category.slug}`,
    external: false,
  }));
}

function NavItem({ link, className, children }: { link: ShellLink; className: string; children: React.ReactNode }) {
  return link.external ? (
    <a className={className} href={link.href}>
      {children}
    </a>
  ) : (
    <Link className={className} href={link.href}>
      {children}
    </Link>
  );
}

export function Header({ brand, navigation }: { brand: Brand; navigation: readonly ShellLink[] }) {
  const strip = deliveryStripText(deliveryRulesFor(brand.code));
  return (
    <>
      <p className={styles.promoStrip}>
        {strip.offer} · {strip.cutOff}
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
                {navigation.map((link) => (
                  <li key={link.key}>
                    <NavItem link={link} className={styles.menuLink}>
                      {link.label} <span aria-hidden="true">›</span>
                    </NavItem>
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
            {navigation.map((link) => (
              <li key={link.key}>
                <NavItem link={link} className={styles.navLink}>
                  {link.label}
                </NavItem>
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
