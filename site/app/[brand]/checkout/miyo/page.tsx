import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import * as styles from '@/components/bag/bag.css.ts';
import { MiyoReturn } from '@/components/checkout/miyo-return.tsx';
import { StepBar } from '@/components/checkout/step-bar.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { requirePageSession } from '@/lib/session/page.ts';

type Props = {
  params: Promise<{ brand: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: 'Confirming your Miyo payment', robots: { index: false } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /checkout/miyo?miyoSession=…: where Miyo's hosted page sends the shopper back. The browser asks the shop to
 * complete (the shop reads the outcome from Miyo itself), then lands on the order confirmation or back on payment.
 */
export default async function MiyoReturnPage({ params, searchParams }: Props) {
  const brand = await brandFromParams(params);
  const raw = (await searchParams).miyoSession;
  const miyoSession = typeof raw === 'string' && UUID.test(raw) ? raw : '';
  await requirePageSession(brand, `/checkout/miyo${miyoSession ? `?miyoSession=${miyoSession}` : ''}`);
  if (!miyoSession) redirect('/checkout/payment');
  return (
    <div className={`${container} ${styles.page}`}>
      <StepBar current="payment" />
      <h1 className={styles.heading}>Pay in 3 with Miyo</h1>
      <MiyoReturn miyoSession={miyoSession} siteId={brand.siteId} />
    </div>
  );
}
