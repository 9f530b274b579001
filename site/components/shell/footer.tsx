import type { Brand } from '@shop/brands/brands';
import type { BrandShell, ShellLink } from '@shop/content/brand-shell';
import { container } from '@shop/ui/styles/layout.css';
import { CookieSettingsButton } from '@/components/consent/cookie-consent-client.tsx';
import Link from '@/components/link/link.tsx';
import * as styles from './footer.css.ts';

function FooterLink({ link }: { link: ShellLink }) {
  return link.external ? (
    <a className={styles.link} href={link.href} rel="noopener">
      {link.label}
    </a>
  ) : (
    <Link className={styles.link} href={link.href}>
      {link.label}
    </Link>
  );
}

/**
 * The footer, from the brand settings in the CMS (`getBrandShell`): the editors' link columns, newsletter copy, social
 * links and legal links, then "Cookie settings", which re-opens the cookie banner. The brand blurb and the credit
 * line stay with the brand's identity (brands/).
 */
export function Footer({ brand, shell }: { brand: Brand; shell: BrandShell }) {
  return (
    <footer className={styles.footer} data-cms-source={shell.source}>
      <div
        className={`${container} ${styles.grid}`}
        style={
          { [styles.COLUMN_COUNT_PROPERTY]: String(Math.max(1, shell.footerColumns.length)) } as React.CSSProperties
        }
      >
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
        {shell.footerColumns.map((column) => (
          <nav key={column.key} aria-labelledby={`footer-${column.key}`}>
            <h2 id={`footer-${column.key}`} className={styles.heading}>
              {column.title}
            </h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.key}>
                  <FooterLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {shell.newsletter || shell.socialLinks.length > 0 ? (
        <div className={`${container} ${styles.connect}`}>
          {shell.newsletter ? (
            <section aria-labelledby="footer-newsletter" className={styles.newsletter}>
              <h2 id="footer-newsletter" className={styles.heading}>
                {shell.newsletter.heading}
              </h2>
              <p className={styles.newsletterText}>{shell.newsletter.text}</p>
              <Link className={styles.newsletterLink} href="/about">
                Sign up for emails
              </Link>
            </section>
          ) : null}
          {shell.socialLinks.length > 0 ? (
            <nav aria-labelledby="footer-social">
              <h2 id="footer-social" className={styles.heading}>
                Follow {brand.name}
              </h2>
              <ul className={styles.inlineList}>
                {shell.socialLinks.map((link) => (
                  <li key={link.key}>
                    <a className={styles.link} href={link.url} rel="noopener">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}
      <div className={`${container} ${styles.small}`}>
        <nav aria-label="Legal">
          <ul className={styles.inlineList}>
            {shell.legalLinks.map((link) => (
              <li key={link.key}>
                <FooterLink link={link} />
              </li>
            ))}
            <li>
              <CookieSettingsButton className={styles.linkButton} />
            </li>
          </ul>
        </nav>
        <p>
          © {new Date().getFullYear()} {brand.name}. {brand.creditBrandName} is a credit account provided subject to
          status; UK residents aged 18 and over.
        </p>
      </div>
    </footer>
  );
}
