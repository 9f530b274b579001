import { LinkButton } from '@shop/ui/button';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import * as styles from '@/components/app/message-page.css.ts';
import { brandFromParams } from '@/lib/brand.ts';

export const metadata: Metadata = { title: 'Account created', robots: { index: false } };

type Props = { params: Promise<{ brand: string }> };

/** /successful-account-registration: the landing after registering (signed in; the bag merge runs from here). */
export default async function RegistrationSuccessPage({ params }: Props) {
  const brand = await brandFromParams(params);
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.title}>Welcome to {brand.name}</h1>
      <p>Your account has been created and you're signed in. Anything in your bag is saved to your account.</p>
      <p>
        <LinkButton href="/">Start shopping</LinkButton>{' '}
        <LinkButton href="/shop/myaccount/Overview.action?finalTarget=accountmainmenu" variant="secondary">
          Go to my account
        </LinkButton>
      </p>
    </div>
  );
}
