import type { BrandCode } from '@shop/brands/brands';
import { colourwaysOf, pickColourway } from '@shop/commerce/catalogue-colourways';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { Price } from '@shop/ui/price';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { Suspense } from 'react';
import { AddToBag } from '@/components/bag/add-to-bag.tsx';
import { ColourOptions } from '@/components/catalogue/colour-options-client.tsx';
import { ColourwayProvider } from '@/components/catalogue/colourway-client.tsx';
import { BreadcrumbJsonLd, ProductJsonLd } from '@/components/catalogue/json-ld.tsx';
import * as styles from '@/components/catalogue/product.css.ts';
import { CompleteTheSet, ProductEditorial, ProductSizeGuide } from '@/components/catalogue/product-content.tsx';
import {
  ProductGallery,
  ProductStockSummary,
  Recommendations,
  ReviewsSummary,
} from '@/components/catalogue/product-sections.tsx';
import { ProductReviews, reviewsQuery } from '@/components/reviews/product-reviews.tsx';
import { ReviewsLoading } from '@/components/reviews/reviews-loading.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { getProductDetail, getProductsForIds, getRecommendations } from '@/lib/catalogue.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { getProductContent } from '@/lib/content/product.ts';
import { toggles } from '@/lib/toggles/names.ts';
import { isToggleEnabled } from '@/lib/toggles/server.ts';
import { placementProducts } from '@/lib/tracking/recommendations.ts';
import { hybridConfigFromEnv, hybridRedirectTarget } from './hybrid-redirect.ts';

type Props = {
  params: Promise<{ brand: string; productId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function findProduct(params: Props['params']) {
  const brand = await brandFromParams(params);
  const { productId } = await params;
  if (!/^[a-z0-9-]{1,40}$/.test(productId)) notFound();
  const product = await getProductDetail(brand.code, productId);
  if (!product) notFound();
  return { brand, product };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { product } = await findProduct(params);
  return {
    title: product.name,
    description: product.description.slice(0, 160),
    alternates: { canonical: `/shop/p/${product.productId}` },
    openGraph: { type: 'website', title: product.name, images: [{ url: product.imageUrl }] },
  };
}

/** Spec §2: promo query values send the shopper to the hybrid product page (307) when toggled on and configured. */
async function promoRedirect(productId: string, searchParams: Props['searchParams']): Promise<void> {
  const query = await searchParams;
  const config = hybridConfigFromEnv();
  if (!config.baseUrl || !config.promoValues || Object.keys(query).length === 0) return;
  const target = hybridRedirectTarget(
    productId,
    query,
    config,
    await isToggleEnabled(toggles.hybridProductPageRedirect),
  );
  if (target) redirect(target); // redirect() answers 307 Temporary Redirect for a page GET
}

/** item_page: what shoppers viewed and bought with this product, filled up from its category. */
async function ItemRecommendations({
  brand,
  productId,
  productNumber,
}: {
  brand: BrandCode;
  productId: string;
  productNumber: string;
}) {
  const sameCategory = await getRecommendations(brand, productId);
  return <Recommendations products={await placementProducts(brand, 'item_page', [productNumber], sameCategory)} />;
}

export default async function ProductPage({ params, searchParams }: Props) {
  const { brand, product } = await findProduct(params);
  await promoRedirect(product.productId, searchParams);
  // The page sells without its CMS extras when the lake is down.
  const content = await orWhenUnavailable(
    getProductContent(brand.code, product.productNumber),
    null,
    `${product.productId} content`,
  );
  const colourways = colourwaysOf(product.options);
  const query = await searchParams;
  const colourway = pickColourway(colourways, query.colour);
  const picks = (content?.completeTheSet ?? []).filter((number) => number !== product.productNumber);
  const completeTheSet = picks.length ? await getProductsForIds(brand.code, picks) : [];
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: product.category.name, href: `/shop/c/${product.category.slug}` },
    { label: product.name, href: `/shop/p/${product.productId}` },
  ];
  return (
    <div className={container}>
      <Breadcrumbs items={crumbs} />
      <BreadcrumbJsonLd items={crumbs} />
      <ProductJsonLd product={product} url={`/shop/p/${product.productId}`} />
      <ColourwayProvider initialVariant={colourway?.variantCode ?? ''}>
        <div className={styles.layout}>
          <ProductGallery product={product} initialVariant={colourway?.variantCode} />
          <div className={styles.details}>
            <p className={styles.label}>{product.productBrand}</p>
            <h1 className={styles.name}>{product.name}</h1>
            <ReviewsSummary average={product.ratingAverage} count={product.ratingCount} />
            <div className={styles.price}>
              <Price price={product.price} wasPrice={product.wasPrice} size="large" />
            </div>
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
                {/* Options area: the bag's <AddToBag> (size picker with stock per option, add to bag, save for later),
                  then the CMS size guide; the CMS complete-the-set rail runs full width below the details. */}
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
            <ProductSizeGuide guide={content?.sizeGuide} />
            <section aria-labelledby="description-title" className={styles.description}>
              <h2 id="description-title" className={styles.subTitle}>
                Product details
              </h2>
              <p>{product.description}</p>
              <ProductEditorial value={content?.editorial} />
              <dl className={styles.facts}>
                <dt>Product number</dt>
                <dd>{product.productNumber}</dd>
              </dl>
            </section>
            <section aria-labelledby="delivery-title" className={styles.description}>
              <h2 id="delivery-title" className={styles.subTitle}>
                Delivery and returns
              </h2>
              <p>
                Standard delivery in 3–5 working days, or next day when you order by 8pm. Free returns within 28 days.
              </p>
            </section>
          </div>
        </div>
      </ColourwayProvider>
      <CompleteTheSet products={completeTheSet} />
      {/* Reviews stream in after the product: the page never waits on the review platform. */}
      <Suspense fallback={<ReviewsLoading />}>
        <ProductReviews
          productNumber={product.productNumber}
          productName={product.name}
          path={`/shop/p/${product.productId}`}
          query={reviewsQuery(query)}
        />
      </Suspense>
      {/* Recommendations (spec §9: at most 12, none when fewer than 2). */}
      {/* Streamed after the product: the page never waits on the recommendations provider. */}
      <Suspense fallback={null}>
        <ItemRecommendations brand={brand.code} productId={product.productId} productNumber={product.productNumber} />
      </Suspense>
    </div>
  );
}
