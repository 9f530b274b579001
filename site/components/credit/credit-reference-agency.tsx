// The credit reference agency a decline rests on (CCA 1974 s.157(A1)): the applicant is told the decision was based
// on its information, and its name, address and telephone number, and that they can ask it for their credit file free.
import type { CreditReferenceAgency } from '@/lib/credit/client.ts';
import * as bag from '../bag/bag.css.ts';
import * as styles from './credit-application.css.ts';

export function CreditReferenceAgencyNotice({
  agency,
  headingId,
}: {
  agency: CreditReferenceAgency;
  headingId: string;
}) {
  const site = agency.website.replace(/^https:\/\//, '').replace(/\/.*$/, '');
  return (
    <section className={styles.agency} aria-labelledby={headingId} data-testid="credit-reference-agency">
      <h3 id={headingId} className={styles.agencyHeading}>
        The credit reference agency we used
      </h3>
      <p className={bag.muted}>
        Our decision was based on information from a credit reference agency, {agency.name}. You can ask them for a copy
        of your credit file free of charge, and ask them to correct anything in it that is wrong.
      </p>
      <address className={styles.agencyAddress}>
        {agency.name}
        <br />
        {agency.address}
        <br />
        Telephone: <a href={`tel:${agency.telephone.replace(/\s/g, '')}`}>{agency.telephone}</a>
        <br />
        Online: <a href={agency.website}>{site}</a>
      </address>
    </section>
  );
}
