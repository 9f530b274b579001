import { bindBlock } from '@shop/blocks/define-block.ts';
import { PromoBanner } from '@shop/blocks/promo-banner/promo-banner';
import { promoBannerData } from '@shop/blocks/promo-banner/query.ts';
import { richTextData } from '@shop/blocks/rich-text/query.ts';
import { RichText } from '@shop/blocks/rich-text/rich-text';
import type { BlockProps, PreparableBlock } from '@shop/blocks/types';
import type { Brand } from '@shop/brands/brands';
import type { ProductDetail } from '@shop/commerce/catalogue';
import type { Colourway } from '@shop/commerce/catalogue-colourways';
import type { ProductContent } from '@shop/content/types';
import { Price } from '@shop/ui/price';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { AddToBag } from '@/components/bag/add-to-bag.tsx';
import { ColourOptions } from '@/components/catalogue/colour-options-client.tsx';
import * as styles from '@/components/catalogue/product.css.ts';
import { CompleteTheSet, ProductEditorial, ProductSizeGuide } from '@/components/catalogue/product-content.tsx';
import {
  ProductGallery,
  ProductStockSummary,
  Recommendations,
  ReviewsSummary,
} from '@/components/catalogue/product-sections.tsx';
import Link from '@/components/link/link.tsx';
import { CustomerPhotos } from '@/components/reviews/customer-photos.tsx';
import { ProductReviews, type ReviewsQuery } from '@/components/reviews/product-reviews.tsx';
import { getProductsForIds } from '@/lib/catalogue.ts';
import { recommendedFor } from '@/lib/tracking/recommended-for.ts';
import { TrackItemView } from '@/lib/tracking/trackers.tsx';

/**
 * The blocks a product page template is made of. The product blocks carry only the editors' copy: the product, its
 * prices, stock, pictures, complete-the-set products and recommendations come from the catalogue through the site's
 * cached operations (lib/catalogue.ts), whatever an editor typed. Two page blocks (promo banner, rich text) come from
 * the block library. The schemas are in schemas/src/product-template.ts, the projections in lib/content/product.ts.
 */

/** What every product block of one page reads: the product from the catalogue and its CMS content. */
export interface ProductPageData {
  brand: Brand;
  product: ProductDetail;
  content: ProductContent | null;
  colourways: Colourway[];
  colourway: Colourway | null;
  /** The reviews section's filter, sort and page from the URL. */
  reviews: ReviewsQuery;
}

const key = z.string().min(1);
const heading = z.string().trim().min(1).max(80);
/** Portable Text as stored (the renderer skips what it does not know). */
const portableText = z.array(z.looseObject({ _type: z.string().min(1), _key: z.string().optional() })).min(1);

const productDetailsData = z.object({
  _key: key,
  _type: z.literal('productDetails'),
  showReviewsSummary: z.boolean().nullish(),
});
const sizeGuideButtonData = z.object({ _key: key, _type: z.literal('sizeGuideButton') });
const productDescriptionData = z.object({ _key: key, _type: z.literal('productDescription'), heading });
const deliveryAndReturnsData = z.object({
  _key: key,
  _type: z.literal('deliveryAndReturns'),
  heading,
  body: portableText,
});
const completeTheSetData = z.object({ _key: key, _type: z.literal('completeTheSet'), heading });
const productReviewsData = z.object({ _key: key, _type: z.literal('productReviews') });
const customerPhotosData = z.object({ _key: key, _type: z.literal('customerPhotos'), heading });
const productRecommendationsData = z.object({ _key: key, _type: z.literal('productRecommendations'), heading });

/** Name, price, options and add to bag beside the gallery; `column` holds the blocks placed beside the pictures. */
function ProductDetailsView({
  data,
  showReviewsSummary,
  column,
  edit,
}: {
  data: ProductPageData;
  showReviewsSummary: boolean;
  column: ReactNode;
  edit: BlockProps<{ _key: string; _type: string }>['edit'];
}) {
  const { brand, product, colourways, colourway } = data;
  return (
    <div className={styles.layout} data-sanity={edit()}>
      <ProductGallery product={product} initialVariant={colourway?.variantCode} />
      <div className={styles.details}>
        {/* The item view (spec §7, §9): sent once 0.7 of the product's headline is on screen. */}
        <TrackItemView productId={product.productNumber} className={styles.headline}>
          <p className={styles.label}>{product.productBrand}</p>
          <h1 className={styles.name}>{product.name}</h1>
          {showReviewsSummary ? <ReviewsSummary average={product.ratingAverage} count={product.ratingCount} /> : null}
          <div className={styles.price}>
            <Price price={product.price} wasPrice={product.wasPrice} size="large" />
          </div>
        </TrackItemView>
        <p className={styles.meta}>
          Spread the cost with {brand.creditBrandName}, subject to status.{' '}
          <Link href="/credit-eligibility">Check your eligibility</Link> without affecting your credit score.
        </p>
        {colourways.length > 1 && colourway ? (
          // More than one colour: swatches choose the colourway, whose sizes and stock show below them.
          <ColourOptions
            colourways={colourways}
            initialVariant={colourway.variantCode}
            options={product.options}
            siteId={brand.siteId}
            productNumber={product.productNumber}
            offerNumber={product.offerNumber}
            productName={product.name}
            productType={product.productType}
          />
        ) : (
          <>
            <p className={styles.meta}>
              Colour: <strong>{product.colour}</strong>
            </p>
            <ProductStockSummary options={product.options} productType={product.productType} />
            <AddToBag
              siteId={brand.siteId}
              productNumber={product.productNumber}
              offerNumber={product.offerNumber}
              productName={product.name}
              options={product.options}
              productType={product.productType}
            />
          </>
        )}
        {column}
      </div>
    </div>
  );
}

/**
 * The product page's blocks for one product, by `_type`. `column` is what sits beside the pictures, for the product
 * details block (rendered after the blocks that make it up).
 */
export function productBlocks(data: ProductPageData, column: ReactNode = null): ReadonlyMap<string, PreparableBlock> {
  const { product, content } = data;
  return new Map<string, PreparableBlock>([
    [
      'productDetails',
      bindBlock(productDetailsData, async ({ block, edit }) => (
        <ProductDetailsView
          data={data}
          showReviewsSummary={block.showReviewsSummary !== false}
          column={column}
          edit={edit}
        />
      )),
    ],
    [
      'sizeGuideButton',
      bindBlock(sizeGuideButtonData, async ({ edit }) =>
        content?.sizeGuide ? (
          <div data-sanity={edit()}>
            <ProductSizeGuide guide={content.sizeGuide} />
          </div>
        ) : null,
      ),
    ],
    [
      'productDescription',
      bindBlock(productDescriptionData, async ({ block, edit }) => (
        <section aria-labelledby={`description-${block._key}`} className={styles.description} data-sanity={edit()}>
          <h2 id={`description-${block._key}`} className={styles.subTitle} data-sanity={edit('heading')}>
            {block.heading}
          </h2>
          <p>{product.description}</p>
          <ProductEditorial value={content?.editorial} />
          <dl className={styles.facts}>
            <dt>Product number</dt>
            <dd>{product.productNumber}</dd>
          </dl>
        </section>
      )),
    ],
    [
      'deliveryAndReturns',
      bindBlock(deliveryAndReturnsData, async ({ block, edit }) => (
        <section aria-labelledby={`delivery-${block._key}`} className={styles.description} data-sanity={edit()}>
          <h2 id={`delivery-${block._key}`} className={styles.subTitle} data-sanity={edit('heading')}>
            {block.heading}
          </h2>
          <div data-sanity={edit('body')}>
            <ProductEditorial value={block.body as NonNullable<ProductContent['editorial']>} />
          </div>
        </section>
      )),
    ],
    [
      'completeTheSet',
      bindBlock(completeTheSetData, async ({ block, edit }) => {
        const picks = (content?.completeTheSet ?? []).filter((number) => number !== product.productNumber);
        if (picks.length === 0) return null;
        const products = await getProductsForIds(data.brand.code, picks);
        return <CompleteTheSet products={products} heading={block.heading} id={`complete-${block._key}`} edit={edit} />;
      }),
    ],
    [
      'productReviews',
      // Streamed after the product (the page's `streamed` set): the page never waits on the review platform.
      bindBlock(productReviewsData, async ({ edit }) => (
        <div data-sanity={edit()}>
          <ProductReviews
            productNumber={product.productNumber}
            productName={product.name}
            path={`/shop/p/${product.productId}`}
            query={data.reviews}
          />
        </div>
      )),
    ],
    [
      'customerPhotos',
      // Streamed like the reviews; nothing when the "user-generated content" switch is off or there are no photos.
      bindBlock(customerPhotosData, async ({ block, edit }) => (
        <div data-sanity={edit()}>
          <CustomerPhotos
            productNumber={product.productNumber}
            heading={block.heading}
            id={`customer-photos-${block._key}`}
          />
        </div>
      )),
    ],
    [
      'productRecommendations',
      // Spec §9: at most 12, none when fewer than 2; streamed after the product (see the page's `streamed` set).
      bindBlock(productRecommendationsData, async ({ block, edit }) => (
        <Recommendations
          products={await recommendedFor(data.brand.code, 'item_page', data.product.productNumber)}
          placement="item_page"
          heading={block.heading}
          id={`recommendations-${block._key}`}
          edit={edit}
        />
      )),
    ],
    ['promoBanner', bindBlock(promoBannerData, PromoBanner)],
    ['richText', bindBlock(richTextData, RichText)],
  ]);
}
