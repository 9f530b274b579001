import 'server-only';
import { richTextProjection } from '@shop/blocks/rich-text/query.ts';
import type { BrandCode } from '@shop/brands/brands';
import { checkoutTemplateQuery } from '@shop/content/queries';
import { pageTemplateTag } from '@shop/content/tags';
import { fetchContent } from './fetch.ts';
import { typedBlocksProjection } from './projection.ts';

/**
 * The brand's checkout template: the content slots of the delivery and payment steps (schemas/src/checkout-template.ts).
 * Tagged by the brand's templates as well as by document, so a brand's first checkout template shows at once. Kept
 * apart from reads.ts so the checkout does not import the block registry.
 */

export interface CheckoutTemplate {
  _id: string;
  _type: string;
  deliveryBlocks: unknown[] | null;
  paymentBlocks: unknown[] | null;
}

export type CheckoutSlot = 'deliveryBlocks' | 'paymentBlocks';

const projections: Record<string, string> = {
  checkoutDeliveryPromotion: 'heading, text, linkLabel',
  checkoutReassurance: 'heading, points',
  checkoutCreditExplanation: 'heading, text, linkLabel',
  richText: richTextProjection,
};

/** `field[]{ _key, _type, _type == "checkoutReassurance" => { … }, … }` for one slot. */
const checkoutBlocksProjection = typedBlocksProjection(projections);

const query = checkoutTemplateQuery(checkoutBlocksProjection);

export function getCheckoutTemplate(brand: BrandCode) {
  return fetchContent<CheckoutTemplate | null>({ query, params: { brand }, keyTags: [pageTemplateTag(brand)] });
}
