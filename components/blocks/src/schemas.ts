// The block schemas on their own, for Sanity Studio and `sanity schema extract`: this module imports no components,
// styles or commerce code, so it loads in any bundler or plain Node. registry.ts binds each schema to its component
// (a test checks the two list the same types).
import { defineArrayMember, defineField } from '@sanity/types';
import { bagInformationSchema } from './bag-information/schema.ts';
import { bagNotificationsSchema } from './bag-notifications/schema.ts';
import { categoryTilesSchema } from './category-tiles/schema.ts';
import { creditExplanationSchema } from './credit-explanation/schema.ts';
import { deliveryCountdownSchema } from './delivery-countdown/schema.ts';
import { deliveryPromotionSchema } from './delivery-promotion/schema.ts';
import { emptyBagMessageSchema } from './empty-bag-message/schema.ts';
import { faqAccordionSchema } from './faq-accordion/schema.ts';
import { heroSchema } from './hero/schema.ts';
import { newsletterSignupSchema } from './newsletter-signup/schema.ts';
import { productCarouselSchema } from './product-carousel/schema.ts';
import { productGridSchema } from './product-grid/schema.ts';
import { promoBannerSchema } from './promo-banner/schema.ts';
import { richTextSchema } from './rich-text/schema.ts';
import { sizeGuideSchema } from './size-guide/schema.ts';

export const blockSchemas = {
  hero: heroSchema,
  richText: richTextSchema,
  productGrid: productGridSchema,
  productCarousel: productCarouselSchema,
  categoryTiles: categoryTilesSchema,
  promoBanner: promoBannerSchema,
  deliveryPromotion: deliveryPromotionSchema,
  deliveryCountdown: deliveryCountdownSchema,
  bagInformation: bagInformationSchema,
  bagNotifications: bagNotificationsSchema,
  emptyBagMessage: emptyBagMessageSchema,
  creditExplanation: creditExplanationSchema,
  newsletterSignup: newsletterSignupSchema,
  sizeGuide: sizeGuideSchema,
  faqAccordion: faqAccordionSchema,
} as const;

/** Every block object type, to add to the Studio schema. */
export const blockSchemaTypes = Object.values(blockSchemas);

/** A block array field offering the given block types (default: all), e.g. only bag blocks on bag content. */
export function blockArrayField(name: string, title: string, types: readonly string[] = Object.keys(blockSchemas)) {
  return defineField({
    name,
    title,
    type: 'array',
    of: types.map((type) => defineArrayMember({ type })),
  });
}

/** The page-builder array: one member per block type. */
export const pageBuilderField = blockArrayField('blocks', 'Page blocks');
