import { getCreditDetails } from '@shop/commerce/customers/credit-details';
import { getCustomerDetails } from '@shop/commerce/customers/details';
import { getReadyDb } from '@shop/commerce/db/client';
import { getRecentOrders } from '@shop/commerce/orders/orders';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountShell } from '@/components/account/account-shell.tsx';
import { AccountOverview } from '@/components/account/overview.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { requirePageSession } from '@/lib/session/page.ts';

export const metadata: Metadata = { title: 'My account', robots: { index: false } };

type Props = { params: Promise<{ brand: string }> };

/** /shop/myaccount/Overview.action?finalTarget=accountmainmenu (legacy account overview). */
export default async function OverviewPage({ params }: Props) {
  const brand = await brandFromParams(params);
  const session = await requirePageSession(brand, '/shop/myaccount/Overview.action?finalTarget=accountmainmenu');
  const db = await getReadyDb();
  const [customer, credit, orders] = await Promise.all([
    getCustomerDetails(db, session.customerId),
    getCreditDetails(db, session.customerId),
    // Own account, own brand only: the session's customer with the brand of this site.
    getRecentOrders(db, { customerId: session.customerId, brandCode: brand.code }),
  ]);
  if (!customer) notFound();
  return (
    <AccountShell
      current="overview"
      title={`Hello, ${customer.firstname}`}
      lead={`Your ${brand.name} account at a glance.`}
    >
      <AccountOverview brand={brand} customer={customer} credit={credit} orders={orders} />
    </AccountShell>
  );
}
