import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLake, TEST_TOKEN, type TestLake } from './testing/lake.ts';

let t: TestLake;

beforeEach(async () => {
  t = await startLake();
});

afterEach(async () => {
  await t.lake.close();
});

interface MutateBody {
  error: { type: string; items: Array<{ index: number; error: { id?: string; type: string } }> };
  results: Array<{ id: string; operation: string; document?: Record<string, unknown> }>;
}

async function mutate(mutations: unknown[], search = ''): Promise<{ status: number; body: MutateBody }> {
  const response = await fetch(`${t.url}/v2025-02-19/data/mutate/production${search}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  });
  return { status: response.status, body: (await response.json()) as MutateBody };
}

describe('mutations', () => {
  it('creates documents with _rev = transaction id and system timestamps', async () => {
    const result = await t.client.create(
      { _id: 'product-1', _type: 'product', title: 'Shirt' },
      { returnDocuments: true },
    );
    const stored = await t.client.getDocument('product-1');
    expect(stored?._rev).toBe(stored && result._rev);
    expect(stored?._createdAt).toBe(stored?._updatedAt);
    const { transactionId } = await t.client
      .patch('product-1')
      .set({ title: 'Linen shirt' })
      .commit({ returnDocuments: false });
    const patched = await t.client.getDocument('product-1');
    expect(patched).toMatchObject({ title: 'Linen shirt', _rev: transactionId, _createdAt: stored?._createdAt });
    expect(Date.parse(patched?._updatedAt ?? '')).toBeGreaterThan(Date.parse(stored?._updatedAt ?? ''));
  });

  it('rejects create of an existing id with 409 and commits nothing of that transaction', async () => {
    await t.client.create({ _id: 'a', _type: 'thing', n: 1 });
    const { status, body } = await mutate([
      { create: { _id: 'b', _type: 'thing' } },
      { create: { _id: 'a', _type: 'thing' } },
    ]);
    expect(status).toBe(409);
    expect(body.error.type).toBe('mutationError');
    expect(body.error.items[0]).toMatchObject({ index: 1, error: { id: 'a', type: 'documentAlreadyExistsError' } });
    expect(await t.client.getDocument('b')).toBeUndefined();
  });

  it('supports createOrReplace, createIfNotExists and generated ids', async () => {
    await t.client.createOrReplace({ _id: 'c', _type: 'thing', v: 1 });
    await t.client.createOrReplace({ _id: 'c', _type: 'thing', v: 2 });
    await t.client.createIfNotExists({ _id: 'c', _type: 'thing', v: 3 });
    expect(await t.client.getDocument('c')).toMatchObject({ v: 2 });
    const draft = await t.client.create({ _id: 'drafts.', _type: 'thing' });
    expect(draft._id).toMatch(/^drafts\.[A-Za-z0-9]{22}$/);
  });

  it('applies every patch operation like the Studio mutator does', async () => {
    await t.client.create({
      _id: 'p',
      _type: 'product',
      title: 'Jumper',
      stock: 5,
      tags: ['wool'],
      blocks: [{ _key: 'k1', _type: 'hero' }],
      old: true,
    });
    await t.client
      .patch('p')
      .set({ 'price.pence': 2999 })
      .setIfMissing({ colour: 'navy', title: 'ignored' })
      .unset(['old'])
      .inc({ stock: 3 })
      .dec({ stock: 1 })
      .insert('after', 'tags[-1]', ['cosy'])
      .diffMatchPatch({ title: '@@ -1,6 +1,11 @@\n Jumper\n+ (XL)\n' })
      .commit();
    // One insert per patch (the client keeps the last one), so the second goes in its own patch.
    await t.client
      .patch('p')
      .insert('before', 'blocks[_key=="k1"]', [{ _key: 'k0', _type: 'banner' }])
      .commit();
    const doc = await t.client.getDocument('p');
    expect(doc).toMatchObject({
      title: 'Jumper (XL)',
      stock: 7,
      colour: 'navy',
      price: { pence: 2999 },
      tags: ['wool', 'cosy'],
    });
    expect(doc?.old).toBeUndefined();
    expect(((doc?.blocks ?? []) as Array<{ _key: string }>).map((block) => block._key)).toEqual(['k0', 'k1']);
  });

  it('rejects a patch whose ifRevisionID is stale with 409 and leaves the document alone', async () => {
    await t.client.create({ _id: 'r', _type: 'thing', n: 1 });
    const current = await t.client.getDocument('r');
    await expect(t.client.patch('r').ifRevisionId('not-the-rev').set({ n: 2 }).commit()).rejects.toMatchObject({
      statusCode: 409,
    });
    await t.client
      .patch('r')
      .ifRevisionId(current?._rev ?? '')
      .set({ n: 3 })
      .commit();
    expect((await t.client.getDocument('r'))?.n).toBe(3);
  });

  it('rejects a patch of a missing document and a patch removing _type, changing nothing', async () => {
    await t.client.create({ _id: 'x', _type: 'thing' });
    expect((await mutate([{ patch: { id: 'nope', set: { a: 1 } } }])).status).toBe(404);
    const { status } = await mutate([{ patch: { id: 'x', set: { a: 1 } } }, { patch: { id: 'x', unset: ['_type'] } }]);
    expect(status).toBe(400);
    expect((await t.client.getDocument('x'))?.a).toBeUndefined();
  });

  it('deletes by id and by query, patches by query', async () => {
    await t.client
      .transaction()
      .create({ _id: 'k1', _type: 'keep' })
      .create({ _id: 'g1', _type: 'gone', n: 1 })
      .create({ _id: 'g2', _type: 'gone', n: 2 })
      .commit();
    await t.client
      .patch({ query: '*[_type == $t]', params: { t: 'gone' } })
      .set({ seen: true })
      .commit();
    expect(await t.client.fetch('*[_type == "gone" && seen]._id | order(@)', {}, { perspective: 'raw' })).toHaveLength(
      2,
    );
    const result = await mutate([
      { delete: { query: '*[_type == $t && n > 1]', params: { t: 'gone' } } },
      { delete: { id: 'k1' } },
    ]);
    expect(result.body.results).toEqual([
      { id: 'g2', operation: 'delete' },
      { id: 'k1', operation: 'delete' },
    ]);
    expect(await t.client.fetch('*[]._id', {}, { perspective: 'raw' })).toEqual(['g1']);
  });

  it('honours dryRun, returnDocuments and autoGenerateArrayKeys', async () => {
    const dry = await mutate([{ create: { _id: 'd', _type: 'thing' } }], '?dryRun=true&returnDocuments=true');
    expect(dry.body.results[0]?.document).toMatchObject({ _id: 'd' });
    expect(await t.client.getDocument('d')).toBeUndefined();
    await mutate(
      [{ create: { _id: 'e', _type: 'thing', items: [{ name: 'a' }, { _key: 'mine', name: 'b' }] } }],
      '?autoGenerateArrayKeys=true',
    );
    const items = (await t.client.getDocument('e'))?.items as Array<{ _key: string }>;
    expect(items[0]?._key).toMatch(/^\w{12}$/);
    expect(items[1]?._key).toBe('mine');
  });

  it('keeps timestamps strictly increasing across rapid transactions', async () => {
    const stamps: string[] = [];
    for (let n = 0; n < 5; n++) {
      await t.client.createOrReplace({ _id: 'fast', _type: 'thing', n });
      stamps.push((await t.client.getDocument('fast'))?._updatedAt ?? '');
    }
    for (let n = 1; n < stamps.length; n++)
      expect(Date.parse(stamps[n] ?? '')).toBeGreaterThan(Date.parse(stamps[n - 1] ?? ''));
  });
});
