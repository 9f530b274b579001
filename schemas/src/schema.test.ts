// Validates documents with Sanity's own validator against the real schema, with custom rules (route uniqueness…)
// answered by the local Content Lake loaded with the seed dataset: the seed must pass, broken documents must not.
import path from 'node:path';
import { type ValidateDocumentOptions, validateDocument } from '@sanity/validation';
import { startLake, type TestLake } from '@shop/content-lake/testing/lake';
import { createSchema } from 'sanity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkProjection } from '../../components/blocks/src/fields.ts';
import { schemaTypes } from './schema-types.ts';

const schema = createSchema({ name: 'default', types: schemaTypes });
let lake: TestLake;

beforeAll(async () => {
  lake = await startLake({ seedDir: path.resolve(import.meta.dirname, '../../studio/seed') });
});
afterAll(() => lake?.lake.close());

type Doc = { _id: string; _type: string } & Record<string, unknown>;

type DocumentExists = NonNullable<ValidateDocumentOptions['getDocumentExists']>;

/**
 * Whether a referenced document exists, asked of the lake at once. Sanity's own check (null below) gathers the
 * questions for 250 ms before it asks the lake's `doc` endpoint, so each document with an image or a size guide
 * waited that long; one test keeps that check.
 */
const existsInLake: DocumentExists = async ({ id }) =>
  (await lake.client.fetch<number>('count(*[_id == $id])', { id }, { perspective: 'raw' })) > 0;

async function errorsOf(document: Doc, getDocumentExists: DocumentExists | null = existsInLake): Promise<string[]> {
  const result = await validateDocument({
    document: { _createdAt: '', _updatedAt: '', _rev: '', ...document },
    schema,
    client: lake.client,
    getDocumentExists: getDocumentExists ?? undefined,
  });
  return result.markers
    .filter((marker) => marker.level === 'error')
    .map((marker) => `${marker.path.join('.')}: ${marker.message}`);
}

async function seedDocument(id: string): Promise<Doc> {
  const document = await lake.client.getDocument<Doc>(id);
  if (!document) throw new Error(`missing ${id}`);
  return document;
}

describe('document schemas', () => {
  it('accepts every document of the seed dataset', async () => {
    const documents = await lake.client.fetch<Doc[]>('*[_type in $types]', {
      types: [
        'brandSettings',
        'page',
        'productContent',
        'productSizeGuide',
        'bagContent',
        'bannerTerms',
        'brandCreditExplanation',
        'checkoutTemplate',
        'searchTemplate',
      ],
    });
    expect(documents.length).toBeGreaterThan(100);
    // Validating in bulk, the validator's own advice is to read the ids once and answer from them: every reference is
    // still checked, without a query to the lake for each.
    const ids = new Set(await lake.client.fetch<string[]>('*[]._id', {}, { perspective: 'raw' }));
    const existsInSeed: DocumentExists = async ({ id }) => ids.has(id);
    // Each document's uniqueness rules still wait on the lake over HTTP: validate eight at a time, as the Studio
    // validates a release, instead of 270 round trips in a row.
    const failures: string[] = [];
    const queue = [...documents];
    const worker = async () => {
      for (let document = queue.shift(); document; document = queue.shift()) {
        for (const error of await errorsOf(document, existsInSeed)) failures.push(`${document._id} ${error}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures.sort()).toEqual([]);
  }, 90_000);

  it('checks a reference with the validator’s own question to the lake: a missing document is an error', async () => {
    const [content] = await lake.client.fetch<Doc[]>('*[_type == "productContent" && defined(sizeGuide)][0...1]');
    if (!content) throw new Error('no product content with a size guide');
    const missing = { _type: 'reference', _ref: 'sizeGuide.dal.no-such-guide' };
    // Side by side: each waits out the validator's 250 ms of gathering questions.
    const [kept, broken] = await Promise.all([
      errorsOf(content, null),
      errorsOf({ ...content, sizeGuide: missing }, null),
    ]);
    expect(kept).toEqual([]);
    expect(broken).toEqual(['sizeGuide: Referenced document must be published']);
  });

  it('refuses a second page of a brand at a route that is taken, but not the same route in another brand', async () => {
    const page = await seedDocument('page.dal.delivery');
    expect(await errorsOf({ ...page, _id: 'page.dal.copy' })).toEqual([expect.stringMatching(/^route: Another page/)]);
    const cogansOwn = await seedDocument('page.cgn.delivery');
    await lake.client.delete(cogansOwn._id);
    try {
      expect(await errorsOf({ ...page, _id: 'page.cgn.copy', brand: 'cgn' })).toEqual([]);
    } finally {
      const { _createdAt, _updatedAt, _rev, ...restored } = cogansOwn;
      await lake.client.createOrReplace(restored);
    }
  });

  it('takes a release version of a page or of brand settings as the same document, not a second one', async () => {
    // The Studio's releases tool validates each document in a release and keeps "Schedule release…" disabled while
    // one has an error: a release version must not collide with its own published document (or its draft).
    const home = await seedDocument('page.dal.home');
    expect(await errorsOf({ ...home, _id: 'versions.rSpring.page.dal.home' })).toEqual([]);
    const settings = await seedDocument('brandSettings.dal');
    expect(await errorsOf({ ...settings, _id: 'versions.rSpring.brandSettings.dal' })).toEqual([]);
    await lake.client.createOrReplace({ ...home, _id: 'versions.rOther.page.dal.home' });
    try {
      // Another release's version of the same page is that page too; a different page at the route is not.
      expect(await errorsOf({ ...home, _id: 'drafts.page.dal.home' })).toEqual([]);
      expect(await errorsOf({ ...home, _id: 'versions.rSpring.page.dal.home-2' })).toEqual([
        expect.stringMatching(/^route: Another page/),
      ]);
    } finally {
      await lake.client.delete('versions.rOther.page.dal.home');
    }
  });

  it('refuses a malformed route, a home page off /, a landing off its category, and missing SEO copy', async () => {
    const page = await seedDocument('page.dal.delivery');
    expect(await errorsOf({ ...page, _id: 'page.dal.x', route: '/Help/' })).toEqual([
      expect.stringMatching(/^route: /),
    ]);
    expect(await errorsOf({ ...page, _id: 'page.dal.y', kind: 'home', route: '/welcome' })).toEqual([
      expect.stringMatching(/^route: A home page/),
    ]);
    const landing = await seedDocument('page.dal.landing-dresses');
    expect(await errorsOf({ ...landing, _id: 'page.dal.z', route: '/shop/c/jeans' })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^route: .*category/)]),
    );
    const seo = page.seo as Record<string, unknown>;
    expect(await errorsOf({ ...page, seo: { ...seo, description: undefined } })).toEqual([
      expect.stringMatching(/^seo\.description/),
    ]);
  });

  it('validates the blocks of a page with their own schemas', async () => {
    const home = await seedDocument('page.dal.home');
    const [hero, ...rest] = home.blocks as Record<string, unknown>[];
    expect(await errorsOf({ ...home, blocks: [{ ...hero, heading: undefined }, ...rest] })).toEqual([
      expect.stringMatching(/^blocks\..*heading/),
    ]);
  });

  it('checks links inside copy with one rule, in the rich-text block and in product copy alike', async () => {
    const link = (href: string) => [
      {
        _type: 'block',
        _key: 'b1',
        style: 'h2',
        markDefs: [{ _type: 'link', _key: 'l1', href }],
        children: [{ _type: 'span', _key: 's1', text: 'Delivery', marks: ['l1'] }],
      },
    ];
    const page = await seedDocument('page.dal.delivery');
    const richText = { _key: 'rt1', _type: 'richText', body: link('javascript:alert(1)') };
    expect(await errorsOf({ ...page, blocks: [richText] })).toEqual([
      expect.stringMatching(/^blocks\..*\.markDefs\..*href: Use a site path/),
    ]);
    expect(await errorsOf({ ...page, blocks: [{ ...richText, body: link('/help/returns') }] })).toEqual([]);
    const [content] = await lake.client.fetch<Doc[]>('*[_type == "productContent" && brand == "dal"][0...1]');
    if (!content) throw new Error('no product content');
    expect(await errorsOf({ ...content, editorial: link('data:text/html,x') })).toEqual([
      expect.stringMatching(/^editorial\..*\.markDefs\..*href: Use a site path/),
    ]);
    expect(await errorsOf({ ...content, editorial: link('mailto:help@example.com') })).toEqual([]);
  });

  it('links a block to a page of its brand picked in the Studio: the block reads the page’s route and follows it', async () => {
    const offerLinks = async () =>
      (
        await lake.client.fetch<{ links: { href: string | null; page: { _id: string } | null }[] }>(
          `*[_id == "page.cgn.home"][0]{ "links": blocks[_type == "deliveryPromotion"]{ ${linkProjection('link')} }.link }`,
        )
      ).links;
    // The seed picks cgn's delivery promotion page (a weak reference) rather than typing its path.
    expect(await offerLinks()).toEqual([
      { label: 'About the offer', href: '/delivery-offer', page: { _id: 'page.cgn.delivery-offer' } },
    ]);
    await lake.client.patch('page.cgn.delivery-offer').set({ route: '/delivery-offer-moved' }).commit();
    try {
      expect((await offerLinks())[0]?.href).toBe('/delivery-offer-moved');
    } finally {
      await lake.client.patch('page.cgn.delivery-offer').set({ route: '/delivery-offer' }).commit();
    }

    const home = await seedDocument('page.cgn.home');
    const blocks = home.blocks as Record<string, unknown>[];
    const withLink = (link: Record<string, unknown>) =>
      blocks.map((block) => (block._type === 'deliveryPromotion' ? { ...block, link } : block));
    const ref = (id: string) => ({ _type: 'reference', _ref: id, _weak: true });
    // Another brand's page (pasted, since the picker offers only this brand's), and neither a page nor an address.
    expect(
      await errorsOf({ ...home, blocks: withLink({ label: 'Offer', page: ref('page.dal.delivery-offer') }) }),
    ).toEqual([expect.stringMatching(/link\.page: Pick a page of this brand$/)]);
    expect(await errorsOf({ ...home, blocks: withLink({ label: 'Offer' }) })).toEqual([
      expect.stringMatching(/link\.href: Pick a page above or enter an address$/),
    ]);
    // A page since deleted is a warning, not an error (the reference is weak): the typed address stands in for it.
    const gone = withLink({ label: 'Offer', page: ref('page.cgn.no-such-page'), href: '/help/delivery' });
    expect(await errorsOf({ ...home, blocks: gone })).toEqual([]);
    const stored = { ...home, _id: 'page.cgn.link-fallback', route: '/link-fallback', kind: 'content', blocks: gone };
    await lake.client.createOrReplace(stored);
    try {
      const [fallback] = (
        await lake.client.fetch<{ links: { href: string | null }[] }>(
          `*[_id == "page.cgn.link-fallback"][0]{ "links": blocks[_type == "deliveryPromotion"]{ ${linkProjection('link')} }.link }`,
        )
      ).links;
      expect(fallback).toEqual({ label: 'Offer', href: '/help/delivery', page: null });
    } finally {
      await lake.client.delete('page.cgn.link-fallback');
    }
  });

  it('allows one brand settings per brand and checks the credit brand name', async () => {
    const settings = await seedDocument('brandSettings.dal');
    expect(await errorsOf({ ...settings, _id: 'brandSettings.dal-2' })).toEqual([
      expect.stringMatching(/^brand: This brand already has one/),
    ]);
    expect(await errorsOf({ ...settings, creditBrandName: 'Dalby Card' })).toEqual([
      expect.stringMatching(/^creditBrandName/),
    ]);
    expect(await errorsOf({ ...settings, brand: 'xyz' })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^brand: /)]),
    );
  });

  it('checks product content belongs to its brand and bag countdown copy has a {time}', async () => {
    const [content] = await lake.client.fetch<Doc[]>('*[_type == "productContent" && brand == "dal"][0...1]');
    if (!content) throw new Error('no product content');
    expect(await errorsOf({ ...content, _id: 'pc.x', productNumber: 'CG123456' })).toEqual([
      expect.stringMatching(/^productNumber: This product number belongs to another brand/),
    ]);
    const bag = await seedDocument('bagContent.dal');
    expect(await errorsOf({ ...bag, deliveryCountdown: 'Order soon' })).toEqual([
      expect.stringMatching(/^deliveryCountdown: Include \{time\}/),
    ]);
    // The bag's block order names each of its blocks at most once, and nothing else.
    expect(await errorsOf({ ...bag, blockOrder: ['emptyMessage', 'notifications'] })).toEqual([]);
    expect(await errorsOf({ ...bag, blockOrder: ['information', 'information'] })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^blockOrder.*duplicate/)]),
    );
    expect(await errorsOf({ ...bag, blockOrder: ['deliveryPromotion'] })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^blockOrder/)]),
    );
  });
});
