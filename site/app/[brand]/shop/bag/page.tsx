import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import Link from 'next/link';
import * as styles from '@/components/bag/bag.css.ts';
import { BagView } from '@/components/bag/bag-view.tsx';
import { EligibilityLink } from '@/components/credit/eligibility-link.tsx';
import { brandFromParams } from '@/lib/brand.ts';

type Props = { params: Promise<{ brand: string }> };

export const metadata: Metadata = { title: 'Your bag', robots: { index: false } };

/** /shop/bag: the bag is private, so the page is a shell and the bag loads in the browser (never a shared cache). */
export default async function BagPage({ params }: Props) {
  const brand = await brandFromParams(params);
  return (
    <div className={`${container} ${styles.page}`}>
      <BagView
        siteId={brand.siteId}
        tradingTitle={brand.tradingTitleId}
        footer={
          <p className={styles.creditNote}>
            Spread the cost with {brand.creditBrandName}, subject to status.{' '}
            <Link href="/credit-explained">How {brand.creditBrandName} works</Link>.
            <EligibilityLink creditBrandName={brand.creditBrandName} />
          </p>
        }
      />
    </div>
  );
}
