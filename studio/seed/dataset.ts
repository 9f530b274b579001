// Builds the whole seed dataset in memory: every document of every brand, plus the images they point at.
// Pure and deterministic (fixed timestamps, hashed keys), so the committed output only changes when the copy does.
import { type Brand, brands } from '@shop/brands/brands';
import { brandIconSvg } from '@shop/brands/icon';
import { SEED_BRANDS } from '@shop/commerce/seed/brands';
import { generateBrandCatalogue, type SeedProductRow } from '@shop/commerce/seed/generate';
import { PAIRINGS, toKindId } from '@shop/commerce/seed/pairings';
import { BRAND_COPY } from './brand-copy.ts';
import {
  checkoutTemplateFields,
  creditExplainedPage,
  creditExplanationCopy,
  deliveryOfferPage,
} from './checkout-pages.ts';
import { categoryLandings, helpPages } from './content-pages.ts';
import { homeBlocks } from './home-pages.ts';
import { imageField, type SeedImage, scene } from './images.ts';
import { keyFor } from './keys.ts';
import { COOKIE_CONSENT_COPY, cookieConsentBody, legalPages } from './legal-pages.ts';
import { OFFERS } from './offers.ts';
import { pt } from './portable-text.ts';
import { guideFits, SIZE_GUIDES, sizeGuidesOf } from './size-guides.ts';

export type SeedDocument = { _id: string; _type: string; brand: string } & Record<string, unknown>;

export interface Dataset {
  documents: SeedDocument[];
  images: SeedImage[];
}

const SEEDED_AT = '2026-11-01T09:00:00Z';
const SIZE_GUIDE_BRANDS = new Set(Object.keys(SIZE_GUIDES));

function doc(_id: string, _type: string, brand: string, fields: Record<string, unknown>): SeedDocument {
  return { _id, _type, _createdAt: SEEDED_AT, _updatedAt: SEEDED_AT, _rev: 'seed', brand, ...fields };
}

function navLink(scope: string, label: string, href: string) {
  return { _key: keyFor(scope, href), _type: 'navLink', label, href };
}

function brandDocuments(brand: Brand, images: SeedImage[]): SeedDocument[] {
  const code = brand.code;
  const copy = BRAND_COPY[code];
  const seedBrand = SEED_BRANDS.find((candidate) => candidate.code === code);
  if (!seedBrand) throw new Error(`No seed catalogue for ${code}`);
  const catalogue = generateBrandCatalogue(seedBrand);
  const names = new Map(catalogue.categories.map((category) => [category.slug, category.name]));
  const productsIn = (slug: string, count: number) =>
    catalogue.products
      .filter((product) => product.categorySlug === slug)
      .sort((a, b) => a.position - b.position)
      .slice(0, count)
      .map((product) => product.productNumber);

  const documents: SeedDocument[] = [];
  // The brand's icon (its initial in its colour), as an image editors can replace.
  const favicon: SeedImage = { file: `${code}-favicon.svg`, svg: brandIconSvg(brand) };
  images.push(favicon);
  documents.push(
    doc(`brandSettings.${code}`, 'brandSettings', code, {
      description: brand.description,
      searchPlaceholder: brand.searchPlaceholder,
      loyaltyName: brand.loyaltyName ?? undefined,
      creditBrandName: brand.creditBrandName,
      favicon: { _type: 'image', _sanityAsset: `image@file://./images/${favicon.file}` },
      // Every category in shelf order (the header's category bar), named as the catalogue names it.
      navigation: catalogue.categories.map((category) =>
        navLink(`${code}/nav`, category.name, `/shop/c/${category.slug}`),
      ),
      footerColumns: [
        {
          _key: keyFor(code, 'footer', 'help'),
          _type: 'footerColumn',
          title: 'Help',
          links: [
            navLink(`${code}/footer/help`, 'Help centre', '/help'),
            navLink(`${code}/footer/help`, 'Delivery', '/help/delivery'),
            navLink(`${code}/footer/help`, 'Returns and refunds', '/help/returns'),
            navLink(`${code}/footer/help`, 'Contact us', '/help/contact'),
            ...(SIZE_GUIDE_BRANDS.has(code) ? [navLink(`${code}/footer/help`, 'Size guide', '/help/size-guide')] : []),
          ],
        },
        {
          _key: keyFor(code, 'footer', 'shop'),
          _type: 'footerColumn',
          title: 'Shop',
          links: copy.featured
            .slice(0, 4)
            .map((slug) => navLink(`${code}/footer/shop`, names.get(slug) ?? slug, `/shop/c/${slug}`)),
        },
        {
          _key: keyFor(code, 'footer', 'about'),
          _type: 'footerColumn',
          title: brand.name,
          links: [
            navLink(`${code}/footer/about`, `About ${brand.name}`, '/about'),
            navLink(`${code}/footer/about`, `${brand.creditBrandName} explained`, '/help/credit'),
          ],
        },
      ],
      legalLinks: [
        navLink(`${code}/legal`, 'Terms and conditions', '/help/terms'),
        navLink(`${code}/legal`, 'Privacy notice', '/help/privacy'),
        navLink(`${code}/legal`, 'Cookie policy', '/help/cookies'),
      ],
      socialLinks: (['instagram', 'facebook', 'pinterest'] as const).map((network) => ({
        _key: keyFor(code, 'social', network),
        _type: 'socialLink',
        network,
        url: `https://www.${network}.com/${brand.name.toLowerCase()}`,
      })),
      newsletterHeading: `Hear from ${brand.name}`,
      newsletterText: copy.newsletterText,
      cookieConsent: {
        heading: COOKIE_CONSENT_COPY.heading,
        body: cookieConsentBody(brand),
        policyLink: COOKIE_CONSENT_COPY.policyLink,
        acceptLabel: COOKIE_CONSENT_COPY.acceptLabel,
        rejectLabel: COOKIE_CONSENT_COPY.rejectLabel,
        manageLabel: COOKIE_CONSENT_COPY.manageLabel,
        saveLabel: COOKIE_CONSENT_COPY.saveLabel,
        categories: COOKIE_CONSENT_COPY.categories.map((category) => ({
          _key: keyFor(code, 'consent', category.category),
          _type: 'consentCategory',
          ...category,
        })),
      },
    }),
  );

  const kit = {
    image(name: string, items: Parameters<typeof scene>[2], alt: string) {
      const image = scene(code, name, items, alt);
      images.push(image);
      return imageField(image, alt);
    },
    products: productsIn,
  };
  documents.push(
    doc(`page.${code}.home`, 'page', code, {
      title: `${brand.name} home page`,
      kind: 'home',
      route: '/',
      seo: { title: `${brand.name}: ${brand.audience}`, description: brand.description.slice(0, 160), noindex: false },
      blocks: homeBlocks(code, kit),
    }),
  );
  const fixedRoutePages = [deliveryOfferPage(brand, copy), creditExplainedPage(brand)].filter((page) => page !== null);
  for (const page of [
    ...helpPages(brand, copy),
    ...legalPages(brand),
    ...categoryLandings(brand, copy, names),
    ...fixedRoutePages,
  ]) {
    documents.push(
      doc(`page.${code}.${page.slug}`, 'page', code, {
        title: page.title,
        kind: page.kind,
        ...(page.categorySlug ? { categorySlug: page.categorySlug } : {}),
        route: page.route,
        seo: { ...page.seo, noindex: false },
        blocks: page.blocks,
      }),
    );
  }

  const { deliveryPromotion, empty, notifications } = copy;
  documents.push(
    doc(`bagContent.${code}`, 'bagContent', code, {
      information: copy.information,
      notifications: notifications.map((note, index) => ({
        _key: keyFor(code, 'note', index),
        _type: 'bagNotification',
        ...note,
      })),
      deliveryCountdown: copy.deliveryCountdown,
      emptyMessage: empty,
      blockOrder: ['notifications', 'information', 'emptyMessage'],
      deliveryPromotion: {
        ...deliveryPromotion,
        ...(copy.freeDeliveryPence ? { thresholdPence: copy.freeDeliveryPence } : {}),
      },
    }),
  );
  for (const offer of OFFERS[code]) {
    documents.push(
      doc(`bannerTerms.${code}.${offer.name}`, 'bannerTerms', code, {
        name: offer.name,
        title: offer.title,
        body: pt(`${code}/terms/${offer.name}`, ...offer.terms),
      }),
    );
  }
  const creditExplanation = creditExplanationCopy(brand);
  documents.push(
    doc(`creditExplanation.${code}`, 'brandCreditExplanation', code, {
      title: creditExplanation.title,
      body: pt(`${code}/credit`, ...creditExplanation.body),
    }),
  );

  // The checkout's content slots: the delivery step's promotion and reassurance, the payment step's credit explanation
  // and reassurance.
  documents.push(doc(`checkoutTemplate.${code}`, 'checkoutTemplate', code, checkoutTemplateFields(brand, copy)));

  // The product page template: today's product page, block by block (the size guide, description and delivery
  // blocks follow the product details, so they sit beside the pictures).
  const templateBlock = (type: string, fields: Record<string, unknown> = {}) => ({
    _key: keyFor(code, 'product-template', type),
    _type: type,
    ...fields,
  });
  documents.push(
    doc(`productTemplate.${code}`, 'productTemplate', code, {
      title: `${brand.name} product page`,
      previewProductNumber: catalogue.categories[0] ? productsIn(catalogue.categories[0].slug, 1)[0] : undefined,
      blocks: [
        templateBlock('productDetails', { showReviewsSummary: true }),
        templateBlock('sizeGuideButton'),
        templateBlock('productDescription', { heading: 'Product details' }),
        templateBlock('deliveryAndReturns', {
          heading: 'Delivery and returns',
          body: pt(
            `${code}/product-template/delivery`,
            'Standard delivery in 3–5 working days, or next day when you order by 8pm. Free returns within 28 days.',
          ),
        }),
        templateBlock('completeTheSet', { heading: 'Complete the set' }),
        templateBlock('customerPhotos', { heading: 'Customer photos' }),
        templateBlock('productReviews'),
        templateBlock('productRecommendations', { heading: 'You might also like' }),
      ],
    }),
  );

  // The category listing template: the product grid with its filters alone, as the listing was before templates.
  documents.push(
    doc(`listingTemplate.${code}`, 'listingTemplate', code, {
      title: `${brand.name} category listing`,
      previewCategorySlug: catalogue.categories[0]?.slug,
      blocks: [{ _key: keyFor(code, 'listing-template', 'grid'), _type: 'productListing', betweenRows: [] }],
    }),
  );

  // Search results: the results alone, as the page was before templates. No results: the help copy, "did you mean"
  // and popular categories, in the page's old order, the copy now the editors'.
  const searchBlock = (type: string, fields: Record<string, unknown> = {}) => ({
    _key: keyFor(code, 'search-template', type),
    _type: type,
    ...fields,
  });
  documents.push(
    doc(`searchTemplate.${code}`, 'searchTemplate', code, {
      title: `${brand.name} search results`,
      previewQuery: catalogue.categories[0]?.name.toLowerCase(),
      blocks: [searchBlock('searchResults')],
      noResultsBlocks: [
        searchBlock('richText', {
          body: pt(
            `${code}/search-template/no-results`,
            'We couldn’t find any products matching your search. Check the spelling or try a more general word.',
          ),
        }),
        searchBlock('searchSuggestions', { heading: 'Did you mean' }),
        searchBlock('popularCategories', { heading: 'Popular categories' }),
      ],
    }),
  );

  const guides = sizeGuidesOf(code).map((guide) => ({ guide, id: `sizeGuide.${code}.${guide.slug}` }));
  for (const { guide, id: guideId } of guides) {
    documents.push(
      doc(guideId, 'productSizeGuide', code, {
        title: guide.title,
        unit: guide.columns.some((column) => column.includes('(in)')) ? 'inches' : 'cm',
        columns: guide.columns,
        rows: guide.rows.map((cells, index) => ({ _key: keyFor(guideId, index), _type: 'sizeRow', cells })),
        howToMeasure: pt(`${guideId}/measure`, ...guide.howToMeasure),
      }),
    );
  }
  // Complete the set: products that go with this one (PAIRINGS), one of each pairing kind in turn, best first.
  const inShelfOrder = [...catalogue.products].sort(
    (a, b) =>
      catalogue.categories.findIndex((c) => c.slug === a.categorySlug) -
        catalogue.categories.findIndex((c) => c.slug === b.categorySlug) || a.position - b.position,
  );
  const completeTheSet = (product: SeedProductRow): string[] => {
    const kinds = PAIRINGS[toKindId(product.productType) ?? 'giftBox'] ?? [];
    const byKind = kinds.map((kind) =>
      inShelfOrder.filter((other) => other !== product && toKindId(other.productType) === kind),
    );
    const picks: string[] = [];
    for (let round = 0; picks.length < 3 && byKind.some((list) => list.length > round); round++) {
      for (const list of byKind) {
        const pick = list[round];
        if (pick && picks.length < 3) picks.push(pick.productNumber);
      }
    }
    return picks;
  };
  const [firstCategory] = copy.featured;
  const contentProducts = copy.productContentCategories
    ? copy.productContentCategories.flatMap((slug) => productsIn(slug, Number.POSITIVE_INFINITY))
    : firstCategory
      ? productsIn(firstCategory, 2)
      : [];
  for (const productNumber of contentProducts) {
    const product = catalogue.products.find((candidate) => candidate.productNumber === productNumber);
    if (!product) continue;
    const name = names.get(product.categorySlug) ?? 'this range';
    // The chart that measures what the product is sold in (a sofa's seats, never the bed sizes), else none.
    const fitting = guides.find(({ guide }) =>
      guideFits(
        guide,
        product.options.map((option) => option.size),
      ),
    );
    documents.push(
      doc(`productContent.${code}.${productNumber.toLowerCase()}`, 'productContent', code, {
        productNumber,
        editorial: pt(
          `${code}/product/${productNumber}`,
          `A ${brand.name} favourite from our ${name.toLowerCase()} collection, chosen by our buyers for fit, fabric and finish.`,
          `**Why we love it:** ${brand.description.split('.')[0]}.`,
        ),
        ...(fitting ? { sizeGuide: { _type: 'reference', _ref: fitting.id } } : {}),
        completeTheSet: completeTheSet(product),
      }),
    );
  }
  return documents;
}

export function buildDataset(): Dataset {
  const images: SeedImage[] = [];
  const documents = brands.flatMap((brand) => brandDocuments(brand, images));
  return { documents, images };
}

/** Sanity export format: one JSON document per line, in a stable order. */
export function toNdjson(documents: readonly SeedDocument[]): string {
  return `${documents.map((document) => JSON.stringify(document)).join('\n')}\n`;
}
