import { getBrand } from '@shop/brands/brands';
import { creditTermsFor, representativeExample } from '@shop/commerce/credit/terms';
import * as shared from '../block.css.ts';
import { reportSkipped } from '../report.ts';
import type { BlockProps } from '../types.ts';
import * as styles from './credit-explanation.css.ts';
import type { CreditExplanationBlock } from './query.ts';

/**
 * The brand's credit account explained, with the representative example the advertising rules require, worked out
 * from the brand's own credit terms (so copy can never disagree with the rates).
 */
export async function CreditExplanation({ block, context, edit, headingLevel }: BlockProps<CreditExplanationBlock>) {
  const brand = getBrand(context.brand);
  const terms = creditTermsFor(brand.tradingTitleId);
  if (!terms) {
    reportSkipped(
      context,
      'warn',
      { index: null, type: block._type, key: block._key },
      `no credit terms for ${brand.tradingTitleId}`,
    );
    return null;
  }
  const example = representativeExample(terms);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const headingId = `credit-${block._key}`;
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-sanity={edit()}>
      <div className={styles.intro}>
        <p className={styles.brandName}>{terms.creditBrandName}</p>
        <Heading id={headingId} className={shared.headingInRow} data-sanity={edit('heading')}>
          {block.heading}
        </Heading>
        {block.text ? (
          <p className={shared.body} data-sanity={edit('text')}>
            {block.text}
          </p>
        ) : null}
        {block.link ? (
          <a className={shared.textLink} href={block.link.href} data-sanity={edit('link')}>
            {block.link.label}
          </a>
        ) : null}
      </div>
      <div className={styles.example}>
        <p className={styles.headline}>{example.headline}</p>
        <Sub className={styles.exampleTitle}>Representative example</Sub>
        <ul className={styles.exampleList}>
          <li>{example.creditLimit}</li>
          <li>{example.purchaseRate}</li>
          <li>{example.apr}</li>
        </ul>
        <p className={styles.small}>{example.minimumPayment}.</p>
        <p className={styles.small}>
          Credit is subject to status and affordability. {terms.creditBrandName} is a credit account from {brand.name}.
        </p>
      </div>
    </section>
  );
}
