import { getCustomerDetails } from '@shop/commerce/customers/details';
import { getReadyDb } from '@shop/commerce/db/client';
import { LinkButton } from '@shop/ui/button';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import * as styles from '@/components/bag/bag.css.ts';
import { EligibilityCheck } from '@/components/credit/eligibility-check.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { type ApplicantFields, emptyAddress } from '@/lib/credit/eligibility-client.ts';
import { requirePageSession } from '@/lib/session/page.ts';

type Props = { params: Promise<{ brand: string }> };

export const metadata: Metadata = { title: 'Check your eligibility', robots: { index: false } };

const TITLES = new Set(['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr']);

/**
 * /credit-eligibility: a signed-in cash customer checks whether they're likely to be accepted for the brand's credit
 * (a quotation search, no mark on their credit file), starting from their own details. A credit customer already has
 * the account and is told so.
 */
export default async function CreditEligibilityPage({ params }: Props) {
  const brand = await brandFromParams(params);
  const session = await requirePageSession(brand, '/credit-eligibility');
  const details = await getCustomerDetails(await getReadyDb(), session.customerId);
  const address = details?.accountAddress;
  const initial: ApplicantFields = {
    title: details && TITLES.has(details.title) ? details.title : '',
    firstName: details?.firstname ?? '',
    lastName: details?.lastname ?? '',
    dateOfBirth: details?.dateOfBirth ?? '',
    phoneNumber: details?.contactDetails.mobilePhone ?? details?.contactDetails.homePhone ?? '',
    current: {
      ...emptyAddress(),
      ...(address
        ? {
            flatNumber: address.flatId,
            houseNumber: address.houseNo,
            houseName: address.houseName,
            addressLine1: address.addressLine1,
            town: address.town,
            postcode: address.postCode,
          }
        : {}),
    },
    years: '',
    months: '',
    previous: emptyAddress(),
    previousYears: '',
    previousMonths: '',
  };
  return (
    <div className={`${container} ${styles.page}`}>
      <h1 className={styles.heading}>Check if you’re eligible for {brand.creditBrandName}</h1>
      {details?.creditAccount ? (
        <div className={styles.card}>
          <p className={styles.notice.info} data-testid="eligibility-credit-customer">
            You already have a {brand.creditBrandName} account, with{' '}
            {details.availableCredit > 0 ? 'credit' : 'no credit'} available to spend.
          </p>
          <LinkButton href="/shop/bag">Back to your bag</LinkButton>
        </div>
      ) : (
        <>
          <p className={styles.muted}>
            Find out in a minute whether you’re likely to be accepted, and see your credit limit, rates and what your
            bag would cost on credit. Checking doesn’t affect your credit score.
          </p>
          <EligibilityCheck
            initial={initial}
            tradingTitle={brand.tradingTitleId}
            brandCode={brand.code}
            creditBrandName={brand.creditBrandName}
          />
        </>
      )}
    </div>
  );
}
