import { getReadyDb } from '@shop/commerce/db/client';
import { getOrderDetail } from '@shop/commerce/orders/confirmation';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountShell } from '@/components/account/account-shell.tsx';
import { OrderDetail } from '@/components/orders/order-detail.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { requirePageSession } from '@/lib/session/page.ts';

export const metadata: Metadata = { title: 'Your order', robots: { index: false } };

type Props = { params: Promise<{ brand: string; orderNumber: string }> };

/** /shop/myaccount/orders/{orderNumber}: one of the signed-in customer's own orders with this brand. */
export default async function OrderDetailPage({ params }: Props) {
  const brand = await brandFromParams(params);
  const { orderNumber } = await params;
  const session = await requirePageSession(brand, `/shop/myaccount/orders/${encodeURIComponent(orderNumber)}`);
  const order = await getOrderDetail(
    await getReadyDb(),
    { customerId: session.customerId, brandCode: brand.code },
    orderNumber,
  );
  if (!order) notFound();
  return (
    <AccountShell
      current="overview"
      title={`Order ${order.orderNumber}`}
      lead="What you ordered, where it’s going and how you paid."
    >
      <OrderDetail order={order} creditName={brand.creditBrandName} />
    </AccountShell>
  );
}
