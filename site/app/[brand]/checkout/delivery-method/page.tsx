import { typeOf } from '@shop/content/page-templates';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import * as styles from '@/components/bag/bag.css.ts';
import { CheckoutSlotView } from '@/components/checkout/checkout-slots.tsx';
import { DeliveryContentNotice } from '@/components/checkout/delivery-content.tsx';
import { DeliveryMethodView } from '@/components/checkout/delivery-method-view.tsx';
import { StepBar } from '@/components/checkout/step-bar.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { requireCheckoutBag } from '@/lib/checkout/page.ts';
import { getBagContent } from '@/lib/content/bag.ts';
import { type CheckoutTemplate, getCheckoutTemplate } from '@/lib/content/checkout.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { previewState } from '@/lib/preview/server.ts';

type Props = { params: Promise<{ brand: string }> };

const hasPromotionBlock = (template: CheckoutTemplate | null) =>
  (template?.deliveryBlocks ?? []).some((block) => typeOf(block) === 'checkoutDeliveryPromotion');

export const metadata: Metadata = { title: 'Delivery', robots: { index: false } };

/**
 * /checkout/delivery-method: checkout step 1. The server signs the shopper in (and back here), re-prices and
 * re-validates the bag (an empty one goes back to the bag) and renders with the delivery view and the checkout
 * template's delivery slot; changes run in the browser.
 */
export default async function DeliveryMethodPage({ params }: Props) {
  const brand = await brandFromParams(params);
  const [view, content, template, preview] = await Promise.all([
    requireCheckoutBag(brand, '/checkout/delivery-method'),
    // The content system being down never stops a checkout: the step shows without its offers.
    orWhenUnavailable(getBagContent(brand.code), null, `${brand.code} bag content`),
    orWhenUnavailable(getCheckoutTemplate(brand.code), null, `${brand.code} checkout template`),
    previewState(),
  ]);
  // The checkout template's delivery slot (promotion, reassurance…); the bag content's promotion only where the slot
  // has no delivery promotion block. The countdown stays the bag content's.
  const slot = await CheckoutSlotView({
    template,
    slot: 'deliveryBlocks',
    data: { brand, freeStandardRemaining: view.standardDeliveryDetails.freeStandardRemaining },
    preview: preview.enabled,
  });
  return (
    <div className={`${container} ${styles.page}`}>
      <StepBar current="delivery" />
      <DeliveryMethodView
        initial={view}
        siteId={brand.siteId}
        notice={
          <>
            {slot}
            <DeliveryContentNotice
              content={content}
              orderValue={view.orderValue}
              withPromotion={!hasPromotionBlock(template)}
            />
          </>
        }
      />
    </div>
  );
}
