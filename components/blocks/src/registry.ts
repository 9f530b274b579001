// The block registry: one line per block type binds its schema, GROQ projection, data shape and server component.
// The page-builder field, the page query's projection and the renderer all derive from this object.
import { BagInformation } from './bag-information/bag-information.tsx';
import { bagInformationData, bagInformationProjection } from './bag-information/query.ts';
import { BagNotifications } from './bag-notifications/bag-notifications.tsx';
import { bagNotificationsData, bagNotificationsProjection } from './bag-notifications/query.ts';
import { CategoryTiles } from './category-tiles/category-tiles.tsx';
import { categoryTilesData, categoryTilesProjection } from './category-tiles/query.ts';
import { CreditExplanation } from './credit-explanation/credit-explanation.tsx';
import { creditExplanationData, creditExplanationProjection } from './credit-explanation/query.ts';
import { defineBlock } from './define-block.ts';
import { DeliveryCountdown } from './delivery-countdown/delivery-countdown.tsx';
import { deliveryCountdownData, deliveryCountdownProjection } from './delivery-countdown/query.ts';
import { DeliveryPromotion } from './delivery-promotion/delivery-promotion.tsx';
import { deliveryPromotionData, deliveryPromotionProjection } from './delivery-promotion/query.ts';
import { EmptyBagMessage } from './empty-bag-message/empty-bag-message.tsx';
import { emptyBagMessageData, emptyBagMessageProjection } from './empty-bag-message/query.ts';
import { FaqAccordion } from './faq-accordion/faq-accordion.tsx';
import { faqAccordionData, faqAccordionProjection } from './faq-accordion/query.ts';
import { Hero } from './hero/hero.tsx';
import { heroData, heroProjection } from './hero/query.ts';
import { NewsletterSignup } from './newsletter-signup/newsletter-signup.tsx';
import { newsletterSignupData, newsletterSignupProjection } from './newsletter-signup/query.ts';
import { ProductCarousel } from './product-carousel/product-carousel.tsx';
import { productCarouselData, productCarouselProjection } from './product-carousel/query.ts';
import { ProductGrid } from './product-grid/product-grid.tsx';
import { productGridData, productGridProjection } from './product-grid/query.ts';
import { PromoBanner } from './promo-banner/promo-banner.tsx';
import { promoBannerData, promoBannerProjection } from './promo-banner/query.ts';
import { richTextData, richTextProjection } from './rich-text/query.ts';
import { RichText } from './rich-text/rich-text.tsx';
import { blockSchemas as s } from './schemas.ts';
import { sizeGuideData, sizeGuideProjection } from './size-guide/query.ts';
import { SizeGuide } from './size-guide/size-guide.tsx';
import type { AnyRegisteredBlock } from './types.ts';

export const blockRegistry = {
  hero: defineBlock({ schema: s.hero, projection: heroProjection, data: heroData, Component: Hero }),
  richText: defineBlock({
    schema: s.richText,
    projection: richTextProjection,
    data: richTextData,
    Component: RichText,
  }),
  productGrid: defineBlock({
    schema: s.productGrid,
    projection: productGridProjection,
    data: productGridData,
    Component: ProductGrid,
  }),
  productCarousel: defineBlock({
    schema: s.productCarousel,
    projection: productCarouselProjection,
    data: productCarouselData,
    Component: ProductCarousel,
  }),
  categoryTiles: defineBlock({
    schema: s.categoryTiles,
    projection: categoryTilesProjection,
    data: categoryTilesData,
    Component: CategoryTiles,
  }),
  promoBanner: defineBlock({
    schema: s.promoBanner,
    projection: promoBannerProjection,
    data: promoBannerData,
    Component: PromoBanner,
  }),
  deliveryPromotion: defineBlock({
    schema: s.deliveryPromotion,
    projection: deliveryPromotionProjection,
    data: deliveryPromotionData,
    Component: DeliveryPromotion,
  }),
  deliveryCountdown: defineBlock({
    schema: s.deliveryCountdown,
    projection: deliveryCountdownProjection,
    data: deliveryCountdownData,
    Component: DeliveryCountdown,
  }),
  bagInformation: defineBlock({
    schema: s.bagInformation,
    projection: bagInformationProjection,
    data: bagInformationData,
    Component: BagInformation,
  }),
  bagNotifications: defineBlock({
    schema: s.bagNotifications,
    projection: bagNotificationsProjection,
    data: bagNotificationsData,
    Component: BagNotifications,
  }),
  emptyBagMessage: defineBlock({
    schema: s.emptyBagMessage,
    projection: emptyBagMessageProjection,
    data: emptyBagMessageData,
    Component: EmptyBagMessage,
  }),
  creditExplanation: defineBlock({
    schema: s.creditExplanation,
    projection: creditExplanationProjection,
    data: creditExplanationData,
    Component: CreditExplanation,
  }),
  newsletterSignup: defineBlock({
    schema: s.newsletterSignup,
    projection: newsletterSignupProjection,
    data: newsletterSignupData,
    Component: NewsletterSignup,
  }),
  sizeGuide: defineBlock({
    schema: s.sizeGuide,
    projection: sizeGuideProjection,
    data: sizeGuideData,
    Component: SizeGuide,
  }),
  faqAccordion: defineBlock({
    schema: s.faqAccordion,
    projection: faqAccordionProjection,
    data: faqAccordionData,
    Component: FaqAccordion,
  }),
};

export type BlockType = keyof typeof blockRegistry;

const byType: ReadonlyMap<string, AnyRegisteredBlock> = new Map(Object.entries(blockRegistry));

/** The registered block for a `_type`, or undefined for a type this site does not know. */
export function findBlock(type: unknown): AnyRegisteredBlock | undefined {
  return typeof type === 'string' ? byType.get(type) : undefined;
}

/**
 * GROQ projection of a block array field: each member's own fields by `_type`, always with `_key` and `_type`.
 * `extra` adds branches for members that are not library blocks (e.g. a listing template's product grid).
 */
export function blockArrayProjection(field: string, extra: Readonly<Record<string, string>> = {}): string {
  const branches = [
    ...Object.entries(blockRegistry),
    ...Object.entries(extra).map(([type, projection]) => [type, { projection }] as const),
  ].map(([type, block]) => `_type == "${type}" => { ${block.projection} }`);
  return `${field}[]{ _key, _type, ${branches.join(', ')} }`;
}

/** `blocks[]{ _key, _type, _type == "hero" => { … }, … }` for the page query. */
export const pageBuilderProjection = blockArrayProjection('blocks');

/** The Studio-safe copies live in schemas.ts (no components there); these are the same objects. */
export { blockArrayField, blockSchemaTypes, pageBuilderField } from './schemas.ts';
