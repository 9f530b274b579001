import { bindBlock } from '@shop/blocks/define-block.ts';
import { richTextData } from '@shop/blocks/rich-text/query.ts';
import { RichText } from '@shop/blocks/rich-text/rich-text';
import type { BlockProps, PreparableBlock } from '@shop/blocks/types';
import type { Brand } from '@shop/brands/brands';
import { creditTermsFor, representativeExample } from '@shop/commerce/credit/terms';
import { deliveryRulesFor } from '@shop/commerce/delivery/rules';
import { formatPence, formatWholePounds } from '@shop/ui/format';
import { z } from 'zod';
import Link from '@/components/link/link.tsx';
import { CREDIT_EXPLAINED_PATH, DELIVERY_OFFER_PATH } from '@/lib/content/fixed-pages.ts';
import * as styles from './checkout-blocks.css.ts';

/**
 * The blocks a checkout slot is made of (schemas in schemas/src/checkout-template.ts, projections in
 * lib/content/checkout.ts). Editors write the headings and copy; what is bound to the order comes from the shop: the
 * free-delivery threshold from the brand's delivery rules, what is left to spend from the priced bag, the
 * representative example from the brand's credit terms. Nothing an editor types is read as a figure.
 */

/** What the checkout blocks of one page read: the brand and, on the delivery step, the priced bag. */
export interface CheckoutSlotData {
  brand: Brand;
  /** Pence still to spend for free standard delivery (the delivery view's), null where the bag is not priced. */
  freeStandardRemaining: number | null;
}

const key = z.string().min(1);
const heading = z.string().trim().min(1).max(80);
const optionalLabel = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

const checkoutDeliveryPromotionData = z.object({
  _key: key,
  _type: z.literal('checkoutDeliveryPromotion'),
  heading,
  text: z.string().trim().min(1).max(160),
  linkLabel: optionalLabel,
});
const checkoutReassuranceData = z.object({
  _key: key,
  _type: z.literal('checkoutReassurance'),
  heading,
  points: z.array(z.string().trim().min(1).max(120)).min(1).max(5),
});
const checkoutCreditExplanationData = z.object({
  _key: key,
  _type: z.literal('checkoutCreditExplanation'),
  heading,
  text: optionalLabel,
  linkLabel: optionalLabel,
});

type PromotionBlock = z.infer<typeof checkoutDeliveryPromotionData>;
type ReassuranceBlock = z.infer<typeof checkoutReassuranceData>;
type CreditBlock = z.infer<typeof checkoutCreditExplanationData>;

/**
 * The promotion's text with `{threshold}` and `{remaining}` filled in from the shop, or null when there is nothing to
 * promote: the brand has no spend threshold (standard delivery always charged, or always free), or the bag qualifies.
 */
export function checkoutPromotionText(
  text: string,
  offer: { thresholdPence: number | null; remainingPence: number | null },
): string | null {
  const { thresholdPence, remainingPence } = offer;
  if (thresholdPence === null || thresholdPence <= 0) return null;
  if (remainingPence === null)
    return text.includes('{remaining}') ? null : text.replaceAll('{threshold}', formatWholePounds(thresholdPence));
  if (remainingPence <= 0) return null;
  return text
    .replaceAll('{threshold}', formatWholePounds(thresholdPence))
    .replaceAll('{remaining}', formatPence(remainingPence));
}

function blockHeadingId(blockKey: string) {
  return `checkout-slot-${blockKey}`;
}

type WithData<T extends { _key: string; _type: string }> = BlockProps<T> & { data: CheckoutSlotData };

async function CheckoutDeliveryPromotion({ block, edit, headingLevel, data }: WithData<PromotionBlock>) {
  const { brand } = data;
  const text = checkoutPromotionText(block.text, {
    thresholdPence: deliveryRulesFor(brand.code).freeStandardFrom,
    remainingPence: data.freeStandardRemaining,
  });
  if (text === null) return null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const id = blockHeadingId(block._key);
  return (
    <section className={styles.promotion} aria-labelledby={id} data-sanity={edit()}>
      <Heading id={id} className={styles.heading} data-sanity={edit('heading')}>
        {block.heading}
      </Heading>
      <p className={styles.text} data-sanity={edit('text')}>
        {text}
      </p>
      {block.linkLabel ? (
        <Link className={styles.link} href={DELIVERY_OFFER_PATH} data-sanity={edit('linkLabel')}>
          {block.linkLabel}
        </Link>
      ) : null}
    </section>
  );
}

async function CheckoutReassurance({ block, edit, headingLevel }: BlockProps<ReassuranceBlock>) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const id = blockHeadingId(block._key);
  return (
    <section className={styles.card} aria-labelledby={id} data-sanity={edit()}>
      <Heading id={id} className={styles.heading} data-sanity={edit('heading')}>
        {block.heading}
      </Heading>
      <ul className={styles.points} data-sanity={edit('points')}>
        {block.points.map((point, index) => (
          // Points are plain strings without keys: their position is their identity.
          <li key={`${index}:${point}`}>{point}</li>
        ))}
      </ul>
    </section>
  );
}

async function CheckoutCreditExplanation({ block, edit, headingLevel, data }: WithData<CreditBlock>) {
  const { brand } = data;
  // Only a brand that offers credit explains it; the example is the brand's own terms, never the editor's words.
  const terms = creditTermsFor(brand.tradingTitleId);
  if (!terms) return null;
  const example = representativeExample(terms);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const id = blockHeadingId(block._key);
  return (
    <section className={styles.card} aria-labelledby={id} data-sanity={edit()}>
      <p className={styles.brandName}>{terms.creditBrandName}</p>
      <Heading id={id} className={styles.heading} data-sanity={edit('heading')}>
        {block.heading}
      </Heading>
      {block.text ? (
        <p className={styles.text} data-sanity={edit('text')}>
          {block.text}
        </p>
      ) : null}
      <p className={styles.small}>
        <strong>{example.headline}.</strong> Representative example: {example.creditLimit}. {example.purchaseRate}.{' '}
        {example.apr}.
      </p>
      {block.linkLabel ? (
        <Link className={styles.link} href={CREDIT_EXPLAINED_PATH} data-sanity={edit('linkLabel')}>
          {block.linkLabel}
        </Link>
      ) : null}
    </section>
  );
}

/** The checkout blocks bound to one page's data (the brand, the priced bag). */
export function checkoutBlocks(data: CheckoutSlotData): ReadonlyMap<string, PreparableBlock> {
  return new Map([
    [
      'checkoutDeliveryPromotion',
      bindBlock(checkoutDeliveryPromotionData, (props) => CheckoutDeliveryPromotion({ ...props, data })),
    ],
    ['checkoutReassurance', bindBlock(checkoutReassuranceData, CheckoutReassurance)],
    [
      'checkoutCreditExplanation',
      bindBlock(checkoutCreditExplanationData, (props) => CheckoutCreditExplanation({ ...props, data })),
    ],
    ['richText', bindBlock(richTextData, RichText)],
  ]);
}
