import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brandCodes, brands } from '@shop/brands/brands';
import { creditExampleCopy } from '@shop/commerce/credit/explanation';
import { creditTermsFor } from '@shop/commerce/credit/terms';
import { deliveryRulesFor } from '@shop/commerce/delivery/rules';
import { SEED_BRANDS } from '@shop/commerce/seed/brands';
import { generateCatalogue } from '@shop/commerce/seed/generate';
import { pairsWith } from '@shop/commerce/seed/pairings';
import { describe, expect, it } from 'vitest';
import { buildDataset, type SeedDocument, toNdjson } from './dataset.ts';
import { guideFits, sizeGuidesOf } from './size-guides.ts';

const { documents, images } = buildDataset();
const pages = documents.filter((document) => document._type === 'page');
type Block = { _type: string; _key: string } & Record<string, unknown>;
const blocksOf = (page: SeedDocument) => (page.blocks ?? []) as Block[];

describe('seed dataset', () => {
  it('is what the committed production.ndjson holds (run `node studio/seed/generate.ts` after changing the copy)', () => {
    const committed = readFileSync(path.join(import.meta.dirname, 'production.ndjson'), 'utf8');
    expect(toNdjson(documents)).toBe(committed);
    for (const image of images) {
      expect(readFileSync(path.join(import.meta.dirname, 'images', image.file), 'utf8')).toBe(image.svg);
    }
  });

  it('has unique ids and, per brand, settings, bag content, a credit explanation and banner terms', () => {
    expect(new Set(documents.map((document) => document._id)).size).toBe(documents.length);
    for (const brand of brandCodes) {
      const mine = documents.filter((document) => document.brand === brand);
      const count = (type: string) => mine.filter((document) => document._type === type).length;
      expect(count('brandSettings'), brand).toBe(1);
      expect(count('bagContent'), brand).toBe(1);
      expect(count('brandCreditExplanation'), brand).toBe(1);
      expect(count('bannerTerms'), brand).toBeGreaterThanOrEqual(2);
      expect(count('productTemplate'), brand).toBe(1);
      expect(count('listingTemplate'), brand).toBe(1);
      expect(count('checkoutTemplate'), brand).toBe(1);
    }
  });

  it('gives every brand a delivery promotion page and checkout slots, and credit copy only where it offers credit', () => {
    for (const code of brandCodes) {
      const kinds = pages.filter((page) => page.brand === code).map((page) => [page.kind, page.route]);
      expect(kinds, code).toContainEqual(['deliveryPromotion', '/delivery-offer']);
      const credit = creditTermsFor(code.toUpperCase()) !== null;
      expect(
        kinds.some(([kind]) => kind === 'creditExplanation'),
        code,
      ).toBe(credit);
      const template = documents.find((document) => document._id === `checkoutTemplate.${code}`);
      const payment = (template?.paymentBlocks ?? []) as Block[];
      expect(
        payment.some((block) => block._type === 'checkoutCreditExplanation'),
        code,
      ).toBe(credit);
      // The promotion slot only where the shop has a spend threshold to fill in (never typed in the copy).
      const delivery = (template?.deliveryBlocks ?? []) as Block[];
      const threshold = deliveryRulesFor(code).freeStandardFrom;
      expect(
        delivery.some((block) => block._type === 'checkoutDeliveryPromotion'),
        code,
      ).toBe(Boolean(threshold));
      for (const block of delivery) expect(JSON.stringify(block), code).not.toMatch(/£\d/);
    }
  });

  it('composes the credit explanation page from what the brand’s credit explanation document (the site’s fallback) says', () => {
    // Plain text of Portable Text blocks (their keys differ: each document has its own).
    const text = (body: unknown) =>
      (body as { children?: { text: string }[] }[]).map((block) => block.children?.map((span) => span.text).join(''));
    for (const brand of brands) {
      const explanation = documents.find((document) => document._id === `creditExplanation.${brand.code}`);
      const page = pages.find((candidate) => candidate.brand === brand.code && candidate.kind === 'creditExplanation');
      if (!creditTermsFor(brand.tradingTitleId)) {
        expect(page, brand.code).toBeUndefined();
        continue;
      }
      expect(page?.title, brand.code).toBe(explanation?.title);
      const [body, example] = blocksOf(page as SeedDocument);
      expect(body?._type).toBe('richText');
      expect(text(body?.body), brand.code).toEqual(text(explanation?.body));
      // The site's fallback shows the same words with the example (site/app/[brand]/credit-explained).
      expect(example, brand.code).toMatchObject({
        _type: 'creditExplanation',
        ...creditExampleCopy(brand.creditBrandName),
      });
    }
  });

  it('gives every brand a product page template laid out as the product page was before templates', () => {
    for (const brand of brandCodes) {
      const template = documents.find((document) => document._id === `productTemplate.${brand}`);
      expect(template?.categorySlug, brand).toBeUndefined();
      expect(blocksOf(template as SeedDocument).map((block) => block._type)).toEqual([
        'productDetails',
        'sizeGuideButton',
        'productDescription',
        'deliveryAndReturns',
        'completeTheSet',
        'customerPhotos',
        'productReviews',
        'productRecommendations',
      ]);
    }
  });

  it('gives every brand a home page, at least two content pages and two category landings', () => {
    for (const brand of brandCodes) {
      const mine = pages.filter((page) => page.brand === brand);
      expect(
        mine.filter((page) => page.kind === 'home').map((page) => page.route),
        brand,
      ).toEqual(['/']);
      expect(mine.filter((page) => page.kind === 'content').length, brand).toBeGreaterThanOrEqual(2);
      expect(mine.filter((page) => page.kind === 'categoryLanding').length, brand).toBeGreaterThanOrEqual(2);
      expect(new Set(mine.map((page) => page.route)).size, brand).toBe(mine.length);
    }
  });

  it('composes each home page differently', () => {
    const homes = pages.filter((page) => page.kind === 'home');
    const compositions = homes.map((page) =>
      blocksOf(page)
        .map((block) => block._type)
        .join(' '),
    );
    expect(new Set(compositions).size).toBe(9);
    const heroes = homes.map((page) => blocksOf(page).find((block) => block._type === 'hero')?.heading);
    expect(new Set(heroes).size).toBe(9);
  });

  it('uses only the brand’s real catalogue categories', () => {
    for (const page of pages) {
      const categories = new Set(SEED_BRANDS.find((brand) => brand.code === page.brand)?.categories.map((c) => c.slug));
      const slugs = [
        ...(typeof page.categorySlug === 'string' ? [page.categorySlug] : []),
        ...blocksOf(page).flatMap((block) => [
          ...(typeof block.categorySlug === 'string' ? [block.categorySlug] : []),
          ...((block.tiles as { categorySlug: string }[] | undefined) ?? []).map((tile) => tile.categorySlug),
        ]),
      ];
      for (const slug of slugs) expect(categories.has(slug), `${page._id}: ${slug}`).toBe(true);
    }
  });

  it('links only to pages that exist: its own routes or real categories, and banner terms that exist', () => {
    // Pages the shop serves from code (site/app/[brand]/…) that seeded copy links to.
    const shopRoutes = new Set(['/credit-eligibility']);
    for (const page of pages) {
      const brand = page.brand;
      const routes = new Set(pages.filter((other) => other.brand === brand).map((other) => other.route));
      const categories = new Set(SEED_BRANDS.find((seed) => seed.code === brand)?.categories.map((c) => c.slug));
      const terms = new Set(documents.filter((d) => d._type === 'bannerTerms' && d.brand === brand).map((d) => d.name));
      const hrefs = JSON.stringify(page.blocks).match(/"href":"[^"]+"/g) ?? [];
      for (const raw of hrefs) {
        const href = raw.slice(8, -1);
        if (href.startsWith('mailto:')) continue;
        const category = /^\/shop\/c\/([a-z0-9-]+)$/.exec(href)?.[1];
        expect(
          category ? categories.has(category) : routes.has(href) || shopRoutes.has(href),
          `${page._id} links to ${href}`,
        ).toBe(true);
      }
      for (const block of blocksOf(page)) {
        if (typeof block.termsName === 'string')
          expect(terms.has(block.termsName), `${page._id} ${block.termsName}`).toBe(true);
      }
    }
  });

  it('gives each product the size guide and complete-the-set picks that fit its kind', () => {
    // e.g. Inhome's sofas showed the bed size guide and offered beds to complete the set.
    const products = new Map(generateCatalogue().flatMap((brand) => brand.products.map((p) => [p.productNumber, p])));
    const contents = documents.filter((document) => document._type === 'productContent');
    expect(contents.length).toBeGreaterThan(9);
    for (const content of contents) {
      const product = products.get(content.productNumber as string);
      if (!product) throw new Error(`${content._id}: no such product`);
      const sizes = product.options.map((option) => option.size);
      const guides = sizeGuidesOf(content.brand as (typeof brandCodes)[number]);
      const ref = (content.sizeGuide as { _ref: string } | undefined)?._ref;
      const guide = guides.find((candidate) => `sizeGuide.${content.brand}.${candidate.slug}` === ref);
      if (ref) expect(guide && guideFits(guide, sizes), `${content._id} (${product.name}): ${ref}`).toBe(true);
      else
        expect(
          guides.filter((candidate) => guideFits(candidate, sizes)),
          `${content._id}`,
        ).toEqual([]);
      const picks = content.completeTheSet as string[];
      expect(picks.length, content._id).toBeGreaterThan(0);
      for (const pick of picks) {
        const other = products.get(pick);
        expect(other && pairsWith(product.productType, other.productType), `${product.name} with ${other?.name}`).toBe(
          true,
        );
      }
    }
    const sofa = contents.find((content) => products.get(content.productNumber as string)?.productType === 'sofa');
    expect((sofa?.sizeGuide as { _ref: string } | undefined)?._ref).toBe('sizeGuide.ihm.sofas');
  });

  it('gives every Palmer suit, shirt and knit a size guide (shirts by collar, knitwear S–XXL) and a set to complete', () => {
    // Issue 18 item 5: Palmer's product pages had neither.
    const [palmer] = generateCatalogue(['pma']);
    const contents = new Map(
      documents
        .filter((document) => document._type === 'productContent' && document.brand === 'pma')
        .map((document) => [document.productNumber as string, document]),
    );
    const guideOf = (number: string) => (contents.get(number)?.sizeGuide as { _ref: string } | undefined)?._ref;
    const products = (palmer?.products ?? []).filter((p) => ['suits', 'shirts', 'knitwear'].includes(p.categorySlug));
    expect(products.length).toBeGreaterThan(60);
    for (const product of products) {
      const guide = guideOf(product.productNumber);
      expect(guide, `${product.productNumber} ${product.name}`).toBeTruthy();
      expect((contents.get(product.productNumber)?.completeTheSet as string[] | undefined)?.length).toBeGreaterThan(0);
      const sizes = product.options.map((option) => option.size);
      if (sizes.every((size) => size.endsWith('"'))) expect(guide).toBe('sizeGuide.pma.shirts');
      if (product.categorySlug === 'knitwear') expect(guide).toBe('sizeGuide.pma.knitwear');
    }
    const collar = documents.find((document) => document._id === 'sizeGuide.pma.shirts');
    expect(((collar?.rows ?? []) as { cells: string[] }[]).map((row) => row.cells[0])).toEqual([
      '14.5"',
      '15"',
      '15.5"',
      '16"',
      '16.5"',
      '17"',
      '17.5"',
      '18"',
    ]);
  });

  it('points every image at a generated file', () => {
    const files = new Set(images.map((image) => image.file));
    const assets = JSON.stringify(documents).match(/image@file:\/\/\.\/images\/[^"]+/g) ?? [];
    // A hero picture and a favicon per brand.
    expect(assets.length).toBe(18);
    for (const asset of assets) expect(files.has(asset.replace('image@file://./images/', ''))).toBe(true);
  });

  it('gives every brand its favicon (its initial in its colour) and a search template with its no-results help', () => {
    for (const settings of documents.filter((document) => document._type === 'brandSettings')) {
      const favicon = settings.favicon as { _sanityAsset: string };
      expect(favicon._sanityAsset).toBe(`image@file://./images/${settings.brand}-favicon.svg`);
      expect(images.find((image) => image.file === `${settings.brand}-favicon.svg`)?.svg).toMatch(/<rect[^>]+rx="6"/);
    }
    const templates = documents.filter((document) => document._type === 'searchTemplate');
    expect(templates.map((template) => template.brand).sort()).toEqual([...brandCodes].sort());
    for (const template of templates) {
      expect((template.blocks as { _type: string }[]).map((block) => block._type)).toEqual(['searchResults']);
      expect((template.noResultsBlocks as { _type: string }[]).map((block) => block._type)).toEqual([
        'richText',
        'searchSuggestions',
        'popularCategories',
      ]);
    }
  });

  it('links the header and footer of every brand to its own categories and pages, and describes consent 1 to 5', () => {
    for (const settings of documents.filter((document) => document._type === 'brandSettings')) {
      const brand = settings.brand;
      const routes = new Set(pages.filter((page) => page.brand === brand).map((page) => page.route));
      const categories = SEED_BRANDS.find((seed) => seed.code === brand)?.categories.map((c) => c.slug) ?? [];
      const navigation = settings.navigation as { href: string }[];
      expect(
        navigation.map((link) => link.href),
        brand,
      ).toEqual(categories.map((slug) => `/shop/c/${slug}`));
      const columns = settings.footerColumns as { links: { href: string }[] }[];
      const legal = settings.legalLinks as { href: string }[];
      const footerHrefs = [...columns.flatMap((column) => column.links), ...legal].map((link) => link.href);
      for (const route of ['/help', '/help/delivery', '/help/returns', '/help/contact', '/about']) {
        expect(footerHrefs, `${brand} footer`).toContain(route);
      }
      for (const route of ['/help/terms', '/help/privacy', '/help/cookies']) {
        expect(
          legal.map((link) => link.href),
          `${brand} legal`,
        ).toContain(route);
      }
      for (const href of footerHrefs) {
        const category = /^\/shop\/c\/([a-z0-9-]+)$/.exec(href)?.[1];
        expect(category ? categories.includes(category) : routes.has(href), `${brand} footer links to ${href}`).toBe(
          true,
        );
      }
      const consent = settings.cookieConsent as { categories: { category: number }[] };
      expect(consent.categories.map((category) => category.category)).toEqual([1, 2, 3, 4, 5]);
    }
  });
});
