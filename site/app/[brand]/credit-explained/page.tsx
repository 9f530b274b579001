import { BlockRenderer } from '@shop/blocks/block-renderer';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as messageStyles from '@/components/app/message-page.css.ts';
import * as styles from '@/components/cms/cms-page.css.ts';
import { brandFromParams } from '@/lib/brand.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { getCreditExplanation } from '@/lib/content/reads.ts';

type Props = { params: Promise<{ brand: string }> };

const UNAVAILABLE = 'unavailable' as const;

async function lookUp({ params }: Props) {
  const brand = await brandFromParams(params);
  const explanation = await orWhenUnavailable(
    getCreditExplanation(brand.code),
    UNAVAILABLE,
    `${brand.code} credit explanation`,
  );
  if (explanation === null) notFound();
  return { brand, explanation };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { brand, explanation } = await lookUp(props);
  if (explanation === UNAVAILABLE) return { title: 'Page unavailable', robots: { index: false } };
  return {
    title: explanation.title,
    description: `How ${brand.creditBrandName} works: spread the cost of your order, with the representative example.`,
  };
}

/**
 * /credit-explained: the brand's credit explanation document (brandCreditExplanation) as a page, linked from the bag.
 * Its title is the page's h1, its body the editors' copy; the representative example is worked out from the brand's
 * credit terms (the creditExplanation block), never typed by an editor.
 */
export default async function CreditExplainedPage(props: Props) {
  const { brand, explanation } = await lookUp(props);
  if (explanation === UNAVAILABLE) {
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
          {
            _type: 'creditExplanation',
            _key: 'example',
            heading: `Spread the cost with ${brand.creditBrandName}`,
            text: 'Your account, your pace: pay the minimum or clear your balance whenever you like.',
          },
        ]}
        context={{ brand: brand.code, documentId: explanation._id, documentType: 'brandCreditExplanation' }}
      />
    </article>
  );
}
