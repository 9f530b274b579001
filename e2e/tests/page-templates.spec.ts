import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  brandGet,
  brandUrl,
  createPreviewSecret,
  enablePath,
  expectNoSeriousAxeViolations,
  keepScreenshot,
  lakeMutate,
  lakeQuery,
} from './support.ts';

// The product page is laid out by the brand's product template (studio/seed: productTemplate.<brand>), overridden by a
// category's template and by a product's content; the category listing by the brand's listing template
// (listingTemplate.<brand>), overridden by a category's. Edits here go through the lake's API, as a publish would, and
// each test puts the documents back as they were.

const SEEDED = [
  'productDetails',
  'sizeGuideButton',
  'productDescription',
  'deliveryAndReturns',
  'completeTheSet',
  'customerPhotos',
  'productReviews',
  'productRecommendations',
];

async function html(request: APIRequestContext, code: string, path: string): Promise<string> {
  const response = await brandGet(request, code, path);
  expect(response.status(), `${code} ${path}`).toBe(200);
  return response.text();
}

/** The page's block types in order, as the site composed them (`data-product-template`). */
async function layoutOf(request: APIRequestContext, code: string, path: string): Promise<string> {
  return /data-product-template="([^"]*)"/.exec(await html(request, code, path))?.[1] ?? '';
}

/** Product pages of a brand's nth category (from its navigation), in shelf order. */
async function productsIn(request: APIRequestContext, code: string, nth: number): Promise<string[]> {
  const href = await lakeQuery<string>(`*[_id == $id][0].navigation[${nth}].href`, { id: `brandSettings.${code}` });
  const listing = await html(request, code, href);
  return [...new Set([...listing.matchAll(/href="(\/shop\/p\/[a-z0-9-]+)"/g)].map((match) => match[1] as string))];
}

test.describe('product page templates', () => {
  test('every brand’s product page is laid out by its template, as before templates', async ({ request }) => {
    for (const code of ['dal', 'cgn', 'ihm']) {
      const [product] = await productsIn(request, code, 0);
      expect(product, code).toBeDefined();
      expect(await layoutOf(request, code, product as string), code).toBe(SEEDED.join(' '));
    }
  });

  test('reordering dal’s template through the lake changes dal’s product pages within 5 seconds and no other brand’s', async ({
    request,
  }) => {
    const [dal] = await productsIn(request, 'dal', 1);
    const [cogan] = await productsIn(request, 'cgn', 1);
    const blocks = await lakeQuery<{ _key: string; _type: string }[]>('*[_id == "productTemplate.dal"][0].blocks');
    expect(blocks.map((block) => block._type)).toEqual(SEEDED);
    // Warm both caches, so the change has to come through invalidation.
    expect(await layoutOf(request, 'dal', dal as string)).toBe(SEEDED.join(' '));
    expect(await layoutOf(request, 'cgn', cogan as string)).toBe(SEEDED.join(' '));

    // Recommendations above complete the set, and delivery and returns moved to the foot of the page.
    const order = [
      'productDetails',
      'sizeGuideButton',
      'productDescription',
      'productRecommendations',
      'completeTheSet',
      'customerPhotos',
      'productReviews',
      'deliveryAndReturns',
    ];
    const reordered = order.map((type) => blocks.find((block) => block._type === type));
    await lakeMutate([{ patch: { id: 'productTemplate.dal', set: { blocks: reordered } } }]);
    try {
      await expect
        .poll(() => layoutOf(request, 'dal', dal as string), { timeout: 5_000, intervals: [250] })
        .toBe(order.join(' '));
      expect(await layoutOf(request, 'cgn', cogan as string)).toBe(SEEDED.join(' '));
    } finally {
      await lakeMutate([{ patch: { id: 'productTemplate.dal', set: { blocks } } }]);
    }
    await expect
      .poll(() => layoutOf(request, 'dal', dal as string), { timeout: 5_000, intervals: [250] })
      .toBe(SEEDED.join(' '));
  });

  test('a product override shows on that product alone; a category override on that category’s products alone', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const [target, sibling] = await productsIn(request, 'dal', 2);
    const [elsewhere] = await productsIn(request, 'dal', 3);
    expect(sibling).toBeDefined();
    const productNumber = (target as string).split('/').pop()?.toUpperCase() ?? '';
    const slug = (await lakeQuery<string>('*[_id == "brandSettings.dal"][0].navigation[2].href')).split('/').pop();
    const stamp = Date.now();
    const productMessage = `Only this one: made to order ${stamp}`;
    const categoryMessage = `This category: extra 10% off ${stamp}`;
    const existing = await lakeQuery<{ _id: string } | null>(
      '*[_type == "productContent" && brand == "dal" && productNumber == $number][0]{_id}',
      { number: productNumber },
    );
    const contentId = existing?._id ?? `productContent.dal.e2e-${stamp}`;
    const categoryId = `productTemplate.dal.e2e-${stamp}`;
    const productOverride = {
      templateMode: 'merge',
      templateBlocks: [{ _key: `p${stamp}`, _type: 'promoBanner', message: productMessage }],
    };
    await lakeMutate([
      existing
        ? { patch: { id: contentId, set: productOverride } }
        : { create: { _id: contentId, _type: 'productContent', brand: 'dal', productNumber, ...productOverride } },
      {
        create: {
          _id: categoryId,
          _type: 'productTemplate',
          brand: 'dal',
          title: 'e2e category template',
          categorySlug: slug,
          mode: 'merge',
          blocks: [
            {
              _key: `c${stamp}`,
              _type: 'richText',
              title: 'Styling notes',
              body: [
                {
                  _type: 'block',
                  _key: 'b1',
                  style: 'normal',
                  markDefs: [],
                  children: [{ _type: 'span', _key: 's1', text: categoryMessage, marks: [] }],
                },
              ],
            },
          ],
        },
      },
    ]);
    try {
      await expect
        .poll(async () => await html(request, 'dal', target as string), { timeout: 5_000, intervals: [250] })
        .toContain(productMessage);
      const targetHtml = await html(request, 'dal', target as string);
      expect(targetHtml).toContain(categoryMessage);
      const siblingHtml = await html(request, 'dal', sibling as string);
      expect(siblingHtml).toContain(categoryMessage);
      expect(siblingHtml).not.toContain(productMessage);
      const elsewhereHtml = await html(request, 'dal', elsewhere as string);
      expect(elsewhereHtml).not.toContain(categoryMessage);
      expect(elsewhereHtml).not.toContain(productMessage);

      // In the browser: both added blocks below the product details, one h1, no serious axe violations.
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(brandUrl('dal', target as string));
        await expect(page.getByText(productMessage)).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Styling notes' })).toBeVisible();
        await expect(page.locator('[data-block-type="productDetails"] h1')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectNoSeriousAxeViolations(page);
        await keepScreenshot(page, testInfo, `dal-product-overrides-${width}`);
      }
    } finally {
      await lakeMutate([
        existing
          ? { patch: { id: contentId, unset: ['templateMode', 'templateBlocks'] } }
          : { delete: { id: contentId } },
        { delete: { id: categoryId } },
      ]);
    }
    await expect
      .poll(async () => await html(request, 'dal', target as string), { timeout: 5_000, intervals: [250] })
      .not.toContain(productMessage);
  });

  test('the seeded product page at 1280 and 390 px: delivery copy from the CMS, no serious axe violations', async ({
    page,
    request,
  }, testInfo) => {
    const [product] = await productsIn(request, 'dal', 0);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(brandUrl('dal', product as string));
      const delivery = page.getByRole('region', { name: 'Delivery and returns' });
      await expect(delivery).toContainText('Free returns within 28 days');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);
      await keepScreenshot(page, testInfo, `dal-product-template-${width}`);
    }
  });
});

/** Portable Text with one paragraph. */
const paragraph = (text: string) => [
  {
    _type: 'block',
    _key: 'b1',
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: 's1', text, marks: [] }],
  },
];

/** A listing page's block types in order (`data-listing-template`). */
async function listingLayoutOf(request: APIRequestContext, code: string, path: string): Promise<string> {
  return /data-listing-template="([^"]*)"/.exec(await html(request, code, path))?.[1] ?? '';
}

const categoryHref = (code: string, nth: number) =>
  lakeQuery<string>(`*[_id == $id][0].navigation[${nth}].href`, { id: `brandSettings.${code}` });

// On fsp (Finespun), whose listings no other spec reads, so the banner and the insert never meet another spec's checks.
test.describe('category listing templates', () => {
  test('blocks above and between rows of fsp’s grid show within 5 seconds on fsp’s listings only', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const finespun = await categoryHref('fsp', 1);
    const cogan = await categoryHref('cgn', 1);
    const blocks = await lakeQuery<{ _key: string; _type: string }[]>('*[_id == "listingTemplate.fsp"][0].blocks');
    expect(blocks.map((block) => block._type)).toEqual(['productListing']);
    expect(await listingLayoutOf(request, 'fsp', finespun)).toBe('productListing');
    expect(await listingLayoutOf(request, 'cgn', cogan)).toBe('productListing');

    const stamp = Date.now();
    const banner = `Listing offer ${stamp}`;
    const between = `Between the rows ${stamp}`;
    const grid = {
      ...blocks[0],
      betweenRows: [
        {
          _key: `r${stamp}`,
          _type: 'listingRowInsert',
          afterRow: 1,
          blocks: [{ _key: `t${stamp}`, _type: 'richText', title: 'Fit notes', body: paragraph(between) }],
        },
      ],
    };
    await lakeMutate([
      {
        patch: {
          id: 'listingTemplate.fsp',
          set: { blocks: [{ _key: `b${stamp}`, _type: 'promoBanner', message: banner }, grid] },
        },
      },
    ]);
    try {
      await expect
        .poll(() => listingLayoutOf(request, 'fsp', finespun), { timeout: 5_000, intervals: [250] })
        .toBe('promoBanner productListing');
      expect(await listingLayoutOf(request, 'cgn', cogan)).toBe('productListing');
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(brandUrl('fsp', finespun));
        await expect(page.getByText(banner)).toBeVisible();
        // After the first row of four products, across the grid.
        const insert = page.locator('li[data-grid-insert="4"]');
        await expect(insert).toContainText(between);
        await expect(insert.locator('xpath=preceding-sibling::li[@data-product-id]')).toHaveCount(4);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectNoSeriousAxeViolations(page);
        await keepScreenshot(page, testInfo, `fsp-listing-template-${width}`);
      }
    } finally {
      await lakeMutate([{ patch: { id: 'listingTemplate.fsp', set: { blocks } } }]);
    }
    await expect
      .poll(() => listingLayoutOf(request, 'fsp', finespun), { timeout: 5_000, intervals: [250] })
      .toBe('productListing');
  });

  test('a category’s listing template shows on that category alone', async ({ request }) => {
    const target = await categoryHref('fsp', 2);
    const other = await categoryHref('fsp', 3);
    const stamp = Date.now();
    const message = `Only in this category ${stamp}`;
    const id = `listingTemplate.fsp.e2e-${stamp}`;
    await lakeMutate([
      {
        create: {
          _id: id,
          _type: 'listingTemplate',
          brand: 'fsp',
          title: 'e2e category listing',
          categorySlug: target.split('/').pop(),
          mode: 'merge',
          blocks: [{ _key: `m${stamp}`, _type: 'promoBanner', message }],
        },
      },
    ]);
    try {
      await expect
        .poll(() => listingLayoutOf(request, 'fsp', target), { timeout: 5_000, intervals: [250] })
        .toBe('promoBanner productListing');
      expect(await html(request, 'fsp', target)).toContain(message);
      expect(await html(request, 'fsp', other)).not.toContain(message);
    } finally {
      await lakeMutate([{ delete: { id } }]);
    }
  });
});

test.describe('product page templates in the editor’s preview', () => {
  // jdw: the tests above change dal’s template; a draft here never reaches the published page.
  const TEMPLATE = 'productTemplate.jdw';

  test('each block is click-to-edit in its template; a template draft shows in the preview only', async ({
    page,
    request,
  }, testInfo) => {
    const [product] = await productsIn(request, 'jdw', 0);
    const blocks = await lakeQuery<{ _key: string; _type: string }[]>(`*[_id == "${TEMPLATE}"][0].blocks`);
    const description = blocks.find((block) => block._type === 'productDescription');
    const secret = await createPreviewSecret();
    const drafted = [...blocks].reverse();
    const published = await lakeQuery<Record<string, unknown>>(`*[_id == "${TEMPLATE}"][0]`);
    const { _rev, _createdAt, _updatedAt, ...fields } = published;
    await lakeMutate([{ createOrReplace: { ...fields, _id: `drafts.${TEMPLATE}`, blocks: drafted } }]);
    try {
      const enabled = await page.goto(brandUrl('jdw', enablePath(secret.secret, product)));
      expect(enabled?.status()).toBe(200);
      const layout = page.locator('[data-product-template]');
      await expect(layout).toHaveAttribute('data-product-template', drafted.map((block) => block._type).join(' '));
      const heading = page.getByRole('heading', { name: 'Product details', level: 2 });
      const attribute = (await heading.getAttribute('data-sanity')) ?? '';
      expect(attribute).toContain(`id=${TEMPLATE}`);
      expect(attribute).toContain('type=productTemplate');
      expect(attribute).toContain(`path=blocks:${description?._key}.heading`);
      await expectNoSeriousAxeViolations(page);
      await keepScreenshot(page, testInfo, 'jdw-product-template-preview');
      // A visitor still gets the published layout, with no editing attributes.
      const visitorHtml = await html(request, 'jdw', product as string);
      expect(/data-product-template="([^"]*)"/.exec(visitorHtml)?.[1]).toBe(SEEDED.join(' '));
      // (The flight data may name the attribute with an undefined value; no element carries it.)
      expect(visitorHtml).not.toMatch(/<[^>]+\sdata-sanity="/);
    } finally {
      await lakeMutate([{ delete: { id: `drafts.${TEMPLATE}` } }, { delete: { id: secret.id } }]);
    }
  });
});

// On awl (Ashwell), whose listings no other spec changes: reordering the listing template's blocks.
test.describe('category listing template order', () => {
  test('reordering awl’s listing template through the lake changes awl’s listings within 5 seconds and no other brand’s', async ({
    request,
  }) => {
    const ashwell = await categoryHref('awl', 1);
    const cogan = await categoryHref('cgn', 2);
    const blocks = await lakeQuery<{ _key: string; _type: string }[]>('*[_id == "listingTemplate.awl"][0].blocks');
    const grid = blocks.find((block) => block._type === 'productListing');
    expect(grid).toBeDefined();
    const stamp = Date.now();
    const banner = { _key: `b${stamp}`, _type: 'promoBanner', message: `Ashwell offer ${stamp}` };
    const copy = { _key: `t${stamp}`, _type: 'richText', body: paragraph(`Ashwell fit notes ${stamp}`) };
    expect(await listingLayoutOf(request, 'cgn', cogan)).toBe('productListing');
    await lakeMutate([{ patch: { id: 'listingTemplate.awl', set: { blocks: [banner, grid, copy] } } }]);
    try {
      await expect
        .poll(() => listingLayoutOf(request, 'awl', ashwell), { timeout: 5_000, intervals: [250] })
        .toBe('promoBanner productListing richText');
      // The same blocks, reordered: the copy above the grid and the banner below it.
      const started = Date.now();
      await lakeMutate([{ patch: { id: 'listingTemplate.awl', set: { blocks: [copy, grid, banner] } } }]);
      await expect
        .poll(() => listingLayoutOf(request, 'awl', ashwell), { timeout: 5_000, intervals: [250] })
        .toBe('richText productListing promoBanner');
      console.log(`[page-templates] awl listing reordered → shown: ${Date.now() - started} ms`);
      const page = await html(request, 'awl', ashwell);
      expect(page.indexOf(`Ashwell fit notes ${stamp}`)).toBeLessThan(page.indexOf(`Ashwell offer ${stamp}`));
      expect(await listingLayoutOf(request, 'cgn', cogan)).toBe('productListing');
    } finally {
      await lakeMutate([{ patch: { id: 'listingTemplate.awl', set: { blocks } } }]);
    }
    await expect
      .poll(() => listingLayoutOf(request, 'awl', ashwell), { timeout: 5_000, intervals: [250] })
      .toBe('productListing');
  });
});

/** A search page's block types in order (`data-search-template`): the results layout or the no-results one. */
async function searchLayoutOf(request: APIRequestContext, code: string, query: string): Promise<string> {
  return (
    /data-search-template="([^"]*)"/.exec(await html(request, code, `/shop/s?q=${encodeURIComponent(query)}`))?.[1] ??
    ''
  );
}

/** Words no product of any brand matches. */
const NOTHING = 'zzxqv';

// On fw (Fairway): its search pages are read by no other spec that changes them.
test.describe('search results templates', () => {
  test('every brand’s search pages are its template: the results, and the CMS’s help copy when nothing matches', async ({
    request,
  }) => {
    for (const code of ['dal', 'jdw', 'pma']) {
      const query = await lakeQuery<string>('*[_id == $id][0].previewQuery', { id: `searchTemplate.${code}` });
      expect(await searchLayoutOf(request, code, query), code).toBe('searchResults');
      const noResults = await html(request, code, `/shop/s?q=${NOTHING}`);
      expect(/data-search-template="([^"]*)"/.exec(noResults)?.[1], code).toBe(
        'richText searchSuggestions popularCategories',
      );
      expect(noResults).toContain('We couldn’t find any products matching your search.');
      expect(noResults).toContain('>Popular categories</h2>');
    }
  });

  test('fw: blocks around the results and a reordered no-results page show within 5 seconds on fw only', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const template = await lakeQuery<{
      previewQuery: string;
      blocks: { _key: string; _type: string }[];
      noResultsBlocks: { _key: string; _type: string }[];
    }>('*[_id == "searchTemplate.fw"][0]{previewQuery, blocks, noResultsBlocks}');
    const query = template.previewQuery;
    const otherQuery = await lakeQuery<string>('*[_id == "searchTemplate.cgn"][0].previewQuery');
    // Warm the caches, so the change has to come through invalidation.
    expect(await searchLayoutOf(request, 'fw', query)).toBe('searchResults');
    expect(await searchLayoutOf(request, 'fw', NOTHING)).toBe('richText searchSuggestions popularCategories');
    expect(await searchLayoutOf(request, 'cgn', otherQuery)).toBe('searchResults');

    const stamp = Date.now();
    const banner = `Fairway search offer ${stamp}`;
    const below = `Can’t see your size? ${stamp}`;
    const help = `Try “jumper” or “chinos”, or call us ${stamp}`;
    const [results] = template.blocks;
    const [, suggestions, categories] = template.noResultsBlocks;
    const started = Date.now();
    await lakeMutate([
      {
        patch: {
          id: 'searchTemplate.fw',
          set: {
            blocks: [
              { _key: `b${stamp}`, _type: 'promoBanner', message: banner },
              results,
              { _key: `t${stamp}`, _type: 'richText', body: paragraph(below) },
            ],
            noResultsBlocks: [
              categories,
              { _key: `h${stamp}`, _type: 'richText', title: 'Still looking?', body: paragraph(help) },
              suggestions,
            ],
          },
        },
      },
    ]);
    try {
      await expect
        .poll(() => searchLayoutOf(request, 'fw', query), { timeout: 5_000, intervals: [250] })
        .toBe('promoBanner searchResults richText');
      await expect
        .poll(() => searchLayoutOf(request, 'fw', NOTHING), { timeout: 5_000, intervals: [250] })
        .toBe('popularCategories richText searchSuggestions');
      console.log(`[page-templates] fw search template changed → shown: ${Date.now() - started} ms`);
      expect(await searchLayoutOf(request, 'cgn', otherQuery)).toBe('searchResults');
      expect(await html(request, 'cgn', `/shop/s?q=${NOTHING}`)).not.toContain(help);

      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(brandUrl('fw', `/shop/s?q=${encodeURIComponent(query)}`));
        await expect(page.getByText(banner)).toBeVisible();
        await expect(page.getByText(below)).toBeVisible();
        // Above the products, and the copy below them.
        const first = page.locator('[data-product-id]').first();
        await expect(first).toBeVisible();
        const bannerBox = await page.getByText(banner).boundingBox();
        const productBox = await first.boundingBox();
        const belowBox = await page.getByText(below).boundingBox();
        expect(bannerBox?.y ?? 0).toBeLessThan(productBox?.y ?? 0);
        expect(belowBox?.y ?? 0).toBeGreaterThan(productBox?.y ?? 0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectNoSeriousAxeViolations(page);
        await keepScreenshot(page, testInfo, `fw-search-results-template-${width}`);

        await page.goto(brandUrl('fw', `/shop/s?q=${NOTHING}`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`No results for “${NOTHING}”`);
        await expect(page.getByRole('heading', { name: 'Still looking?' })).toBeVisible();
        await expect(page.getByText(help)).toBeVisible();
        const popular = page.getByRole('region', { name: 'Popular categories' });
        await expect(popular.getByRole('link').first()).toBeVisible();
        const popularBox = await popular.boundingBox();
        const helpBox = await page.getByText(help).boundingBox();
        expect(popularBox?.y ?? 0).toBeLessThan(helpBox?.y ?? 0);
        await expectNoSeriousAxeViolations(page);
        await keepScreenshot(page, testInfo, `fw-search-no-results-template-${width}`);
      }
    } finally {
      await lakeMutate([
        {
          patch: {
            id: 'searchTemplate.fw',
            set: { blocks: template.blocks, noResultsBlocks: template.noResultsBlocks },
          },
        },
      ]);
    }
    await expect
      .poll(() => searchLayoutOf(request, 'fw', query), { timeout: 5_000, intervals: [250] })
      .toBe('searchResults');
  });

  test('in the editor’s preview each search block is click-to-edit in the search template', async ({ page }) => {
    const secret = await createPreviewSecret();
    try {
      const enabled = await page.goto(brandUrl('ccl', enablePath(secret.secret, `/shop/s?q=${NOTHING}`)));
      expect(enabled?.status()).toBe(200);
      const blocks = await lakeQuery<{ _key: string; _type: string }[]>(
        '*[_id == "searchTemplate.ccl"][0].noResultsBlocks',
      );
      const categories = blocks.find((block) => block._type === 'popularCategories');
      const heading = page.getByRole('heading', { name: 'Popular categories', level: 2 });
      await expect(heading).toBeVisible();
      const attribute = (await heading.getAttribute('data-sanity')) ?? '';
      expect(attribute).toContain('id=searchTemplate.ccl');
      expect(attribute).toContain('type=searchTemplate');
      expect(attribute).toContain(`path=noResultsBlocks:${categories?._key}.heading`);
    } finally {
      await lakeMutate([{ delete: { id: secret.id } }]);
    }
  });
});
