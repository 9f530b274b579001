import type { ProductDetail } from '@shop/commerce/catalogue';
import { colourwaysOf, pickColourway } from '@shop/commerce/catalogue-colourways';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { container } from '@shop/ui/styles/layout.css';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { Suspense } from 'react';
import { ColourwayProvider } from '@/components/catalogue/colourway-client.tsx';
import { BreadcrumbJsonLd, ProductJsonLd } from '@/components/catalogue/json-ld.tsx';
import { layoutHas, ProductTemplateView } from '@/components/catalogue/product-template.tsx';
import { loadShownReviews, type ReviewsQuery, reviewsQuery } from '@/components/reviews/product-reviews.tsx';
import { brandFromParams } from '@/lib/brand.ts';
import { type QueryRecord, unfoldProductId } from '@/lib/cache/folded-query.ts';
import { getProductDetail } from '@/lib/catalogue.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { getProductPageContent } from '@/lib/content/product.ts';
import { previewState } from '@/lib/preview/server.ts';
import { toggles } from '@/lib/toggles/names.ts';
import { isToggleEnabled } from '@/lib/toggles/server.ts';
import { hybridConfigFromEnv, hybridRedirectTarget } from './hybrid-redirect.ts';

type Props = { params: Promise<{ brand: string; productId: string }> };

// A cached page (site/README.md, "Cached pages"); the query it reads (colourway, reviews, a promo link's) is folded
// into the product segment by the proxy.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

async function findProduct(params: Props['params']) {
  const brand = await brandFromParams(params);
  const unfolded = unfoldProductId((await params).productId);
  if (!unfolded || !/^[a-z0-9-]{1,40}$/.test(unfolded.productId)) notFound();
  const product = await getProductDetail(brand.code, unfolded.productId);
  if (!product) notFound();
  return { brand, product, query: unfolded.query };
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
async function promoRedirect(productId: string, query: QueryRecord): Promise<void> {
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

/**
 * The Product structured data. With the reviews section on the page, it waits (streamed, never holding the page) for
 * the same reviews the section shows, for aggregateRating and review[]; without it, the product row's figures.
 */
async function ProductStructuredData({
  product,
  withReviews,
  query,
}: {
  product: ProductDetail;
  withReviews: boolean;
  query: ReviewsQuery;
}) {
  const url = `/shop/p/${product.productId}`;
  if (!withReviews) return <ProductJsonLd product={product} url={url} />;
  const shown = await loadShownReviews(product.productNumber, query.sort, query.rating, query.page);
  return (
    <ProductJsonLd
      product={product}
      url={url}
      reviews={shown && shown !== 'off' ? { statistics: shown.statistics, reviews: shown.page.reviews } : null}
    />
  );
}

export default async function ProductPage({ params }: Props) {
  const { brand, product, query } = await findProduct(params);
  await promoRedirect(product.productId, query);
  // The page sells without its CMS extras (in its built-in layout) when the lake is down.
  const cms = await orWhenUnavailable(
    getProductPageContent(brand.code, product.productNumber, product.category.slug),
    null,
    `${product.productId} content`,
  );
  const colourways = colourwaysOf(product.options);
  const colourway = pickColourway(colourways, query.colour);
  const reviews = reviewsQuery(query);
  const crumbs = [
    { label: 'Home', href: '/' },
    { label: product.category.name, href: `/shop/c/${product.category.slug}` },
    { label: product.name, href: `/shop/p/${product.productId}` },
  ];
  return (
    <div className={container}>
      <Breadcrumbs items={crumbs} />
      <BreadcrumbJsonLd items={crumbs} />
      <Suspense fallback={null}>
        <ProductStructuredData
          product={product}
          withReviews={layoutHas(cms?.blocks ?? [], 'productReviews')}
          query={reviews}
        />
      </Suspense>
      <ColourwayProvider initialVariant={colourway?.variantCode ?? ''}>
        <ProductTemplateView
          data={{ brand, product, content: cms?.content ?? null, colourways, colourway, reviews }}
          blocks={cms?.blocks ?? []}
          preview={(await previewState()).enabled}
        />
      </ColourwayProvider>
    </div>
  );
}
