import type { BrandCode } from '@shop/brands/brands';
import { toProductId } from '@shop/commerce/catalogue';
import { getReadyDb } from '@shop/commerce/db/client';
import { getOrderConfirmation } from '@shop/commerce/orders/confirmation';
import { LinkButton } from '@shop/ui/button';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { TrackConversion } from '@/components/analytics/analytics-shell.tsx';
import * as styles from '@/components/bag/bag.css.ts';
import { Recommendations } from '@/components/catalogue/product-sections.tsx';
import { StepBar } from '@/components/checkout/step-bar.tsx';
import { OrderDetail } from '@/components/orders/order-detail.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { getRecommendations } from '@/lib/catalogue.ts';
import { requirePageSession } from '@/lib/session/page.ts';
import { placementProducts } from '@/lib/tracking/recommendations.ts';
import { TrackPurchase } from '@/lib/tracking/trackers.tsx';

type Props = {
  params: Promise<{ brand: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: 'Order confirmation', robots: { index: false } };

/**
 * /checkout/order-confirmation?cartId=: checkout's last step, the signed-in customer's order placed from that bag with
 * this brand (by the bag's sealed cart id). Someone else's order, or none, is not found.
 */
export default async function OrderConfirmationPage({ params, searchParams }: Props) {
  const brand = await brandFromParams(params);
  const cartId = (await searchParams).cartId;
  const sealed = typeof cartId === 'string' ? cartId : '';
  const session = await requirePageSession(
    brand,
    `/checkout/order-confirmation${sealed ? `?cartId=${encodeURIComponent(sealed)}` : ''}`,
  );
  if (!sealed || sealed.length > 512) notFound();
  const order = await getOrderConfirmation(
    await getReadyDb(),
    { customerId: session.customerId, brandCode: brand.code },
    sealed,
  );
  if (!order) notFound();
  return (
    <div className={`${container} ${styles.page}`}>
      <StepBar current="confirmation" />
      <h1 className={styles.heading}>Thank you, your order is placed</h1>
      <p className={styles.totalLabel} data-testid="order-number">
        Your order number is <strong>{order.orderNumber}</strong>.
      </p>
      <OrderDetail order={order} creditName={brand.creditBrandName} />
      {/* The purchase event for recommendations (purchase_complete_page), once per order, after the page loaded. */}
      <TrackPurchase orderNumber={order.orderNumber} />
      <TrackConversion orderNumber={order.orderNumber} />
      <div>
        <LinkButton href="/" variant="secondary">
          Continue shopping
        </LinkButton>
      </div>
      {/* Streams in after the order: the page never waits on the recommendations provider. */}
      <Suspense fallback={null}>
        <PurchaseRecommendations
          brandCode={brand.code}
          productNumbers={order.order.orderItems.map((item) => item.id)}
        />
      </Suspense>
    </div>
  );
}

/** purchase_complete_page: what was bought with these items, filled up from their categories. */
async function PurchaseRecommendations({
  brandCode,
  productNumbers,
}: {
  brandCode: BrandCode;
  productNumbers: string[];
}) {
  const bought = [...new Set(productNumbers)];
  const sameCategory = (
    await Promise.all(bought.slice(0, 3).map((number) => getRecommendations(brandCode, toProductId(number))))
  ).flat();
  const products = await placementProducts(brandCode, 'purchase_complete_page', bought, [
    ...new Map(sameCategory.map((product) => [product.productNumber, product])).values(),
  ]);
  return <Recommendations products={products} placement="purchase_complete_page" />;
}
