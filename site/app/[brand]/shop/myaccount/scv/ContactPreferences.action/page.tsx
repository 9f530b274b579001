import { getContactPreferences } from '@shop/commerce/customers/preferences';
import { getReadyDb } from '@shop/commerce/db/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountShell } from '@/components/account/account-shell.tsx';
import { ContactPreferencesForm } from '@/components/account/contact-preferences-client.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { requirePageSession } from '@/lib/session/page.ts';

export const metadata: Metadata = { title: 'Contact preferences', robots: { index: false } };

type Props = { params: Promise<{ brand: string }> };

/** /shop/myaccount/scv/ContactPreferences.action (legacy contact preferences). */
export default async function ContactPreferencesPage({ params }: Props) {
  const brand = await brandFromParams(params);
  const session = await requirePageSession(brand, '/shop/myaccount/scv/ContactPreferences.action');
  const preferences = await getContactPreferences(await getReadyDb(), session.customerId);
  if (!preferences) notFound();
  return (
    <AccountShell
      current="preferences"
      title="Contact preferences"
      lead={`Choose how ${brand.name} keeps in touch. Change these at any time.`}
    >
      <ContactPreferencesForm initial={preferences} loyaltyName={brand.loyaltyName} />
    </AccountShell>
  );
}
