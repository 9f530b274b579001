// Compile-time link between the Sanity schemas and the blocks: every field a block reads must exist, under the same
// name, in the types `sanity typegen` generates from the schemas (lib/content/src/sanity.types.ts). Renaming a
// schema field or a projection without the other fails `tsc`; zod still validates the data at run time.
import type * as Generated from '@shop/content/sanity.types';
import type { BagInformationBlock } from './bag-information/query.ts';
import type { BagNotificationsBlock } from './bag-notifications/query.ts';
import type { CategoryTilesBlock } from './category-tiles/query.ts';
import type { CreditExplanationBlock } from './credit-explanation/query.ts';
import type { DeliveryCountdownBlock } from './delivery-countdown/query.ts';
import type { DeliveryPromotionBlock } from './delivery-promotion/query.ts';
import type { EmptyBagMessageBlock } from './empty-bag-message/query.ts';
import type { FaqAccordionBlock } from './faq-accordion/query.ts';
import type { HeroBlock } from './hero/query.ts';
import type { NewsletterSignupBlock } from './newsletter-signup/query.ts';
import type { ProductCarouselBlock } from './product-carousel/query.ts';
import type { ProductGridBlock } from './product-grid/query.ts';
import type { PromoBannerBlock } from './promo-banner/query.ts';
import type { RichTextBlock } from './rich-text/query.ts';
import type { SizeGuideBlock } from './size-guide/query.ts';

/** Fields the block reads that the generated type lacks, or a `_type` that differs; must be `never`. */
type Mismatch<Gen extends { _type: string }, Block extends { _type: string }> =
  | Exclude<keyof Block, keyof Gen | '_key'>
  | Exclude<Block['_type'], Gen['_type']>;

type Expect<T extends never> = T;

export type TypegenChecks = [
  Expect<Mismatch<Generated.Hero, HeroBlock>>,
  Expect<Mismatch<Generated.RichText, RichTextBlock>>,
  Expect<Mismatch<Generated.ProductGrid, ProductGridBlock>>,
  Expect<Mismatch<Generated.ProductCarousel, ProductCarouselBlock>>,
  Expect<Mismatch<Generated.CategoryTiles, CategoryTilesBlock>>,
  Expect<Exclude<keyof CategoryTilesBlock['tiles'][number], keyof Generated.CategoryTiles['tiles'][number]>>,
  Expect<Mismatch<Generated.PromoBanner, PromoBannerBlock>>,
  Expect<Mismatch<Generated.DeliveryPromotion, DeliveryPromotionBlock>>,
  Expect<Mismatch<Generated.DeliveryCountdown, DeliveryCountdownBlock>>,
  Expect<Mismatch<Generated.BagInformation, BagInformationBlock>>,
  Expect<Mismatch<Generated.BagNotifications, BagNotificationsBlock>>,
  Expect<
    Exclude<
      keyof BagNotificationsBlock['notifications'][number],
      keyof Generated.BagNotifications['notifications'][number]
    >
  >,
  Expect<Mismatch<Generated.EmptyBagMessage, EmptyBagMessageBlock>>,
  Expect<Mismatch<Generated.CreditExplanation, CreditExplanationBlock>>,
  Expect<Mismatch<Generated.NewsletterSignup, NewsletterSignupBlock>>,
  Expect<Mismatch<Generated.SizeGuide, SizeGuideBlock>>,
  Expect<Mismatch<Generated.FaqAccordion, FaqAccordionBlock>>,
  Expect<Exclude<keyof FaqAccordionBlock['items'][number], keyof Generated.FaqAccordion['items'][number]>>,
];
