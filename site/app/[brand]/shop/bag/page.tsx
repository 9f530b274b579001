import { creditTermsFor } from '@shop/commerce/credit/terms';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import * as styles from '@/components/bag/bag.css.ts';
import { renderBagBlocks } from '@/components/bag/bag-blocks.tsx';
import { BagView } from '@/components/bag/bag-view.tsx';
import { EligibilityLink } from '@/components/credit/eligibility-link.tsx';
import Link from '@/components/link/link.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { getBagContent } from '@/lib/content/bag.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { CREDIT_EXPLAINED_PATH, DELIVERY_OFFER_PATH } from '@/lib/content/fixed-pages.ts';
import { previewState } from '@/lib/preview/server.ts';

type Props = { params: Promise<{ brand: string }> };

export const metadata: Metadata = { title: 'Your bag', robots: { index: false } };

/**
 * /shop/bag: the bag is private, so the page is a shell and the bag loads in the browser (never a shared cache). The
 * brand's bag content (the same for every shopper) is rendered here as bag blocks for the view to place.
 */
export default async function BagPage({ params }: Props) {
  const brand = await brandFromParams(params);
  const content = await orWhenUnavailable(getBagContent(brand.code), null, `${brand.code} bag content`);
  const blocks = await renderBagBlocks(brand, content, (await previewState()).enabled);
  return (
    <div className={`${container} ${styles.page}`}>
      <BagView
        siteId={brand.siteId}
        tradingTitle={brand.tradingTitleId}
        blocks={blocks}
        footer={
          <>
            <p className={styles.creditNote}>
              {content?.deliveryPromotion?.heading ? `${content.deliveryPromotion.heading}. ` : null}
              <Link href={DELIVERY_OFFER_PATH}>About our delivery offer</Link>.
            </p>
            {creditTermsFor(brand.tradingTitleId) ? (
              <p className={styles.creditNote}>
                Spread the cost with {brand.creditBrandName}, subject to status.{' '}
                <Link href={CREDIT_EXPLAINED_PATH}>How {brand.creditBrandName} works</Link>.
                <EligibilityLink creditBrandName={brand.creditBrandName} />
              </p>
            ) : null}
          </>
        }
      />
    </div>
  );
}
