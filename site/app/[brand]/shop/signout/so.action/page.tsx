import { LinkButton } from '@shop/ui/button';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import * as styles from '@/components/app/message-page.css.ts';
import { brandFromParams } from '@/lib/brand.ts';
import { signInUrl } from '@/lib/client/fetcher.ts';

export const metadata: Metadata = { title: 'Signed out', robots: { index: false } };

type Props = { params: Promise<{ brand: string }> };

/** /shop/signout/so.action: where a shopper lands after signing out (legacy signed-out page). */
export default async function SignedOutPage({ params }: Props) {
  const brand = await brandFromParams(params);
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.title}>You've signed out</h1>
      <p>
        Thanks for shopping with {brand.name}. For your security, your bag and saved items are no longer shown on this
        device.
      </p>
      <p>
        <LinkButton href={signInUrl('/')}>Sign in again</LinkButton>{' '}
        <LinkButton href="/" variant="secondary">
          Continue shopping
        </LinkButton>
      </p>
    </div>
  );
}
