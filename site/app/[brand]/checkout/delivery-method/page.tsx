import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import * as styles from '@/components/bag/bag.css.ts';
import { DeliveryContentNotice } from '@/components/checkout/delivery-content.tsx';
import { DeliveryMethodView } from '@/components/checkout/delivery-method-view.tsx';
import { StepBar } from '@/components/checkout/step-bar.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { requireCheckoutBag } from '@/lib/checkout/page.ts';
import { getBagContent } from '@/lib/content/bag.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';

type Props = { params: Promise<{ brand: string }> };

export const metadata: Metadata = { title: 'Delivery', robots: { index: false } };

/**
 * /checkout/delivery-method: checkout step 1. The server signs the shopper in (and back here), re-prices and
 * re-validates the bag (an empty one goes back to the bag) and renders with the delivery view; changes run in the
 * browser.
 */
export default async function DeliveryMethodPage({ params }: Props) {
  const brand = await brandFromParams(params);
  const [view, content] = await Promise.all([
    requireCheckoutBag(brand, '/checkout/delivery-method'),
    // The content system being down never stops a checkout: the step shows without its offers.
    orWhenUnavailable(getBagContent(brand.code), null, `${brand.code} bag content`),
  ]);
  return (
    <div className={`${container} ${styles.page}`}>
      <StepBar current="delivery" />
      <DeliveryMethodView
        initial={view}
        siteId={brand.siteId}
        notice={<DeliveryContentNotice content={content} orderValue={view.orderValue} />}
      />
    </div>
  );
}
