import { accountAddressOf, creditProperties, declinedWithin } from '@shop/commerce/credit/application';
import { readProgress } from '@shop/commerce/credit/progress';
import { PROBE_REJECT_DAYS } from '@shop/commerce/credit/restrictions';
import { getCustomerDetails } from '@shop/commerce/customers/details';
import { getReadyDb } from '@shop/commerce/db/client';
import { LinkButton } from '@shop/ui/button';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as styles from '@/components/bag/bag.css.ts';
import { CreditApplicationForm } from '@/components/credit/credit-application-form.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { emptyApplicationAddress } from '@/lib/credit/client.ts';
import { requirePageSession } from '@/lib/session/page.ts';

type Props = { params: Promise<{ brand: string }> };

export const metadata: Metadata = { title: 'Apply for credit', robots: { index: false } };

const PAYMENT_PATH = '/checkout/payment';

/**
 * /checkout/credit-application (checkout step credApp): a signed-in cash customer applies for the brand's credit
 * account, starting from the details and account address we hold, or resuming the application they left part-way.
 * A credit customer is told they already have one.
 */
export default async function CreditApplicationPage({ params }: Props) {
  const brand = await brandFromParams(params);
  const session = await requirePageSession(brand, '/checkout/credit-application');
  const properties = creditProperties(brand);
  if (!properties) notFound();
  const db = await getReadyDb();
  const [customer, address, progress] = await Promise.all([
    getCustomerDetails(db, session.customerId),
    accountAddressOf(db, session.customerId),
    // An application left part-way resumes at the step reached, with the answers (kept by customer, not by URL).
    readProgress(db, session.customerId, brand.code),
  ]);
  // Declined lately (probe-reject): they may apply again, told first that it is another search on their credit file.
  const declinedLately =
    !customer?.creditAccount && (await declinedWithin(db, session.customerId, brand.code, PROBE_REJECT_DAYS));
  if (!customer) notFound();
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.heading}>Apply for {brand.creditBrandName}</h1>
      {customer.creditAccount ? (
        <section className={styles.card} aria-labelledby="has-account">
          <h2 id="has-account" className={styles.cardTitle}>
            You already have {brand.creditBrandName}
          </h2>
          <p className={styles.muted}>You can use your account to pay for your order.</p>
          <p>
            <LinkButton href={PAYMENT_PATH}>Continue to payment</LinkButton>
          </p>
        </section>
      ) : (
        <>
          {declinedLately && !progress ? (
            <p className={styles.notice.info} role="note" data-testid="credit-apply-again">
              You applied for {brand.creditBrandName} recently and we couldn’t offer you an account. If you apply again,
              we’ll search your credit file again, and other lenders can see each search.
            </p>
          ) : null}
          <CreditApplicationForm
            brandCode={brand.code}
            creditName={brand.creditBrandName}
            brandName={brand.name}
            tradingTitle={brand.tradingTitleId}
            apr={properties.website.apr}
            forceScroll={properties.website.isPcciForceScrollEnabled}
            exitHref={PAYMENT_PATH}
            accountAddressId={address?.id ?? null}
            resume={
              progress
                ? {
                    step: progress.step,
                    answers: progress.answers,
                    check: progress.check
                      ? {
                          applicationId: progress.check.applicationId,
                          decision: progress.check.decision,
                          creditCheckStatus: progress.check.creditCheckStatus,
                          declineCode: progress.check.declineCode,
                          creditLimit: progress.check.creditLimit,
                          periodInterestRate: progress.check.periodInterestRate,
                          annualInterestRate: progress.check.annualInterestRate,
                          variableApr: progress.check.variableApr,
                          // Only an approved offer is resumed: no decline, so no agency to name.
                          creditReferenceAgency: null,
                        }
                      : null,
                  }
                : null
            }
            applicant={{
              title: customer.title,
              firstname: customer.firstname,
              lastname: customer.lastname,
              dateofbirth: customer.dateOfBirth ?? '',
              mobilePhone: customer.contactDetails.mobilePhone ?? '',
            }}
            addresses={{
              current: address
                ? {
                    flatNumber: address.flatId,
                    houseNumberAndSuffix: address.houseNo,
                    houseName: address.houseName,
                    addressLine1: address.addressLine1,
                    addressLine2: address.addressLine2,
                    town: address.town,
                    county: address.county,
                    postcode: address.postCode,
                  }
                : emptyApplicationAddress,
              timeAtCurrent: { years: 0, months: 0 },
              previous: null,
              timeAtPrevious: null,
            }}
          />
        </>
      )}
    </div>
  );
}
