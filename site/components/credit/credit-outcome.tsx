// What the application ends with: the account opened, a decline (the bureau's or the fraud check's), a referral for
// a closer look, or no answer yet (try again). Shown under the step's heading, which names the outcome.
import { Button, LinkButton } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import type { AcceptedAccount, CreditCheck } from '@/lib/credit/client.ts';
import * as bag from '../bag/bag.css.ts';
import * as checkout from '../checkout/checkout.css.ts';
import * as styles from './credit-application.css.ts';
import { CreditReferenceAgencyNotice } from './credit-reference-agency.tsx';

export function CreditOutcome({
  step,
  check,
  account,
  creditName,
  exitHref,
  busy,
  onRetry,
  onChangeDetails,
}: {
  step: string;
  check: CreditCheck | null;
  account: AcceptedAccount | null;
  creditName: string;
  exitHref: string;
  busy: boolean;
  onRetry(): void;
  onChangeDetails(): void;
}) {
  return (
    <>
      {step === 'done' && account ? (
        <div className={checkout.section} data-testid="credit-accepted">
          <p>Your {creditName} account is open. You can use it straight away to pay for your order.</p>
          <dl className={styles.answers}>
            <dt>Account number</dt>
            <dd data-testid="credit-account-number">{account.accountNumber}</dd>
            <dt>Credit limit</dt>
            <dd data-testid="credit-account-limit">{formatPence(account.creditLimit)}</dd>
          </dl>
          <p className={bag.muted}>You have 14 days to change your mind and withdraw from the agreement.</p>
          <div className={checkout.actions}>
            <LinkButton href="/checkout/payment">Continue to payment</LinkButton>
          </div>
        </div>
      ) : null}
      {step === 'declined' ? (
        <div className={checkout.section} data-testid="credit-declined">
          <p>
            {check?.declineCode === 'Decline3'
              ? 'We couldn’t confirm your identity from the details you gave, so we can’t open an account for you.'
              : 'After checking your details with a credit reference agency, we’re unable to offer you an account.'}{' '}
            This doesn’t stop you paying for your order another way.
          </p>
          {check?.creditReferenceAgency ? (
            <CreditReferenceAgencyNotice agency={check.creditReferenceAgency} headingId="credit-declined-agency" />
          ) : null}
          <p className={bag.muted}>Reference: {check?.declineCode}.</p>
          <div className={checkout.actions}>
            <LinkButton href={exitHref}>Pay another way</LinkButton>
          </div>
        </div>
      ) : null}
      {step === 'referred' ? (
        <div className={checkout.section} data-testid="credit-referred">
          <p>
            Thank you for applying. We need to review your application before we decide; we’ll email you within 2
            working days. Nothing has been charged and no account has been opened yet.
          </p>
          <div className={checkout.actions}>
            <LinkButton href={exitHref}>Pay another way</LinkButton>
          </div>
        </div>
      ) : null}
      {step === 'undecided' ? (
        <div className={checkout.section} data-testid="credit-undecided">
          <p>
            {check?.creditCheckStatus === 'NOT_FOUND'
              ? 'We couldn’t find a credit file matching your name, date of birth and addresses. Please check them and try again.'
              : 'The credit reference agency didn’t give us an answer yet. Please try again in a few minutes.'}
          </p>
          <div className={checkout.actions}>
            <Button onClick={onRetry} disabled={busy}>
              Try again
            </Button>
            <Button variant="secondary" onClick={onChangeDetails} disabled={busy}>
              Check my details
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}
