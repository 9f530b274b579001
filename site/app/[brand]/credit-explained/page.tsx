import { BlockRenderer } from '@shop/blocks/block-renderer';
import { creditExampleCopy } from '@shop/commerce/credit/explanation';
import { creditTermsFor } from '@shop/commerce/credit/terms';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as messageStyles from '@/components/app/message-page.css.ts';
import * as styles from '@/components/cms/cms-page.css.ts';
import { CmsPageView } from '@/components/cms/cms-page.tsx';
import { blockServices } from '@/lib/block-services.ts';
import { brandFromParams } from '@/lib/brand.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { CREDIT_EXPLAINED_PATH } from '@/lib/content/fixed-pages.ts';
import { pageMetadata } from '@/lib/content/metadata.ts';
import { getCreditExplanation, getPageByRoute } from '@/lib/content/reads.ts';

type Props = { params: Promise<{ brand: string }> };

// A cached page (site/README.md, "Cached pages").
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

const UNAVAILABLE = 'unavailable' as const;

async function lookUp({ params }: Props) {
  const brand = await brandFromParams(params);
  // Only a brand that offers credit explains it.
  if (!creditTermsFor(brand.tradingTitleId)) notFound();
  const page = await orWhenUnavailable(
    getPageByRoute(brand.code, CREDIT_EXPLAINED_PATH),
    UNAVAILABLE,
    `${brand.code} ${CREDIT_EXPLAINED_PATH}`,
  );
  if (page === UNAVAILABLE) return { brand, page, explanation: UNAVAILABLE };
  if (page?.kind === 'creditExplanation') return { brand, page, explanation: null };
  // No credit explanation page composed for the brand: its credit explanation document, as before page kinds.
  const explanation = await orWhenUnavailable(
    getCreditExplanation(brand.code),
    UNAVAILABLE,
    `${brand.code} credit explanation`,
  );
  if (explanation === null) notFound();
  return { brand, page: null, explanation };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { brand, page, explanation } = await lookUp(props);
  if (page && page !== UNAVAILABLE) return pageMetadata(brand, page);
  if (explanation === UNAVAILABLE || explanation === null) {
    return { title: 'Page unavailable', robots: { index: false } };
  }
  return {
    title: explanation.title,
    description: `How ${brand.creditBrandName} works: spread the cost of your order, with the representative example.`,
  };
}

/**
 * /credit-explained, for brands that offer credit (a 404 elsewhere), linked from the bag and the checkout: the brand's
 * credit explanation page (a page of kind creditExplanation, composed from blocks), or, where none is composed, its
 * credit explanation document (brandCreditExplanation: title as h1, body, then the example). The representative
 * example is worked out from the brand's credit terms (the creditExplanation block), never typed by an editor.
 */
export default async function CreditExplainedPage(props: Props) {
  const { brand, page, explanation } = await lookUp(props);
  if (page && page !== UNAVAILABLE) return <CmsPageView brand={brand} page={page} />;
  if (explanation === UNAVAILABLE || explanation === null) {
    return (
      <div className={`${container} ${messageStyles.page}`}>
        <h1 className={messageStyles.title}>Sorry, we can’t show this page right now</h1>
        <p>Please try again in a few minutes. You can still browse and shop as usual.</p>
      </div>
    );
  }
  return (
    <article className={styles.page} data-cms-page={explanation._id}>
      <header className={container}>
        <h1 className={styles.title}>{explanation.title}</h1>
      </header>
      <BlockRenderer
        blocks={[
          { _type: 'richText', _key: 'body', body: explanation.body },
          { _type: 'creditExplanation', _key: 'example', ...creditExampleCopy(brand.creditBrandName) },
        ]}
        context={{
          brand: brand.code,
          documentId: explanation._id,
          documentType: 'brandCreditExplanation',
          ...blockServices,
        }}
      />
    </article>
  );
}
