import type { BlockProps } from '../types.ts';
import * as styles from './promo-banner.css.ts';
import { PromoTermsLink } from './promo-banner-client.tsx';
import type { PromoBannerBlock } from './query.ts';

/** A short promotional strip with an optional link and a "Terms apply" dialog. */
export async function PromoBanner({ block, edit }: BlockProps<PromoBannerBlock>) {
  return (
    // data-promo-id: the page's analytics reports a promo view for it (site/lib/analytics/page-events.ts).
    <aside className={styles.banner} aria-label="Promotion" data-sanity={edit()} data-promo-id={block._key}>
      <p className={styles.message} data-sanity={edit('message')}>
        {block.message}
      </p>
      {block.link || block.termsName ? (
        <span className={styles.links}>
          {block.link ? (
            <a className={styles.link} href={block.link.href} data-sanity={edit('link')}>
              {block.link.label}
            </a>
          ) : null}
          {block.termsName ? <PromoTermsLink name={block.termsName} promotion={block.message} /> : null}
        </span>
      ) : null}
    </aside>
  );
}
