import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportDataset } from './dataset-io.ts';
import { LOG_FILE } from './store/txlog.ts';
import { clientFor, loginAs, pngBytes, startLake, type TestLake, tempDir } from './testing/lake.ts';

const running: TestLake[] = [];
async function lake(options: Parameters<typeof startLake>[0] = {}): Promise<TestLake> {
  const started = await startLake(options);
  running.push(started);
  return started;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((t) => t.lake.close().catch(() => undefined)));
});

describe('assets', () => {
  it('stores uploads by content hash with image dimensions and serves them immutably', async () => {
    const t = await lake();
    const bytes = pngBytes(4, 3);
    const asset = await t.client.assets.upload('image', bytes, { filename: 'swatch.png' });
    expect(asset._id).toMatch(/^image-[a-f0-9]{40}-4x3-png$/);
    expect(asset.metadata.dimensions).toMatchObject({ width: 4, height: 3, aspectRatio: 4 / 3 });
    expect(asset.originalFilename).toBe('swatch.png');
    const again = await t.client.assets.upload('image', bytes, { filename: 'copy.png' });
    expect(again._id).toBe(asset._id);

    const served = await fetch(`${t.url}/${asset.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const file = await t.client.assets.upload('file', Buffer.from('%PDF-1.4 size guide'), {
      filename: 'size-guide.pdf',
    });
    expect(file._id).toMatch(/^file-[a-f0-9]{40}-pdf$/);
    expect((await fetch(`${t.url}/${file.path}`)).status).toBe(200);
    expect((await fetch(`${t.url}/images/shoplocal/production/${'0'.repeat(40)}-1x1.png`)).status).toBe(404);
  });

  it('moves asset urls to the current public url on start-up', async () => {
    const first = await lake({ publicUrl: 'http://localhost:3900' });
    const asset = await first.client.assets.upload('image', pngBytes(2, 2));
    await first.lake.close();
    const second = await lake({ datasetDir: first.datasetDir, publicUrl: 'http://localhost:39015' });
    expect((await second.client.getDocument(asset._id))?.url).toBe(`http://localhost:39015/${asset.path}`);
  });

  it('holds uploads to the uploader’s grants: a marketer gets 403 and nothing is stored', async () => {
    const t = await lake({ corsOrigins: ['http://localhost:3333'] });
    const marketer = clientFor(t.url, await loginAs(t.url, 'local-marketer'));
    const before = t.lake.store.version;
    for (const kind of ['image', 'file'] as const) {
      const upload = marketer.assets.upload(kind, kind === 'image' ? pngBytes(3, 3) : Buffer.from('%PDF-1.4 terms'));
      await expect(upload).rejects.toMatchObject({ statusCode: 403 });
    }
    expect(t.lake.store.version).toBe(before);
    expect(await t.client.fetch('count(*[_type in ["sanity.imageAsset", "sanity.fileAsset"]])')).toBe(0);
    for (const folder of ['images', 'files']) {
      const dir = path.join(t.datasetDir, 'assets', folder);
      expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    }
    // The editor's grants cover assets, and so do the merchandiser's (page blocks have images).
    const editor = clientFor(t.url, await loginAs(t.url, 'local-editor'));
    expect((await editor.assets.upload('image', pngBytes(3, 3)))._type).toBe('sanity.imageAsset');
    const merchandiser = clientFor(t.url, await loginAs(t.url, 'local-merchandiser'));
    expect((await merchandiser.assets.upload('image', pngBytes(4, 2)))._type).toBe('sanity.imageAsset');
  });

  it('rejects an image upload that is not an image', async () => {
    const t = await lake();
    await expect(t.client.assets.upload('image', Buffer.from('not an image'))).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('seed, import and export', () => {
  function writeSeed(dir: string): Buffer {
    const image = pngBytes(6, 2);
    mkdirSync(path.join(dir, 'assets', 'images'), { recursive: true });
    writeFileSync(path.join(dir, 'assets', 'images', 'hero.png'), image);
    const docs = [
      {
        _id: 'home',
        _type: 'page',
        title: 'Home',
        hero: { _type: 'image', alt: 'Sale', _sanityAsset: 'image@file://./images/hero.png' },
      },
      { _id: 'drafts.home', _type: 'page', title: 'Home draft' },
    ];
    writeFileSync(path.join(dir, 'production.ndjson'), `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n`);
    return image;
  }

  it('imports an export-format seed into an empty dataset, uploading its images', async () => {
    const seedDir = tempDir();
    const image = writeSeed(seedDir);
    const t = await lake({ seedDir });
    const home = await t.client.fetch<{ hero: { alt: string; asset: { _ref: string } }; url: string }>(
      '*[_id == "home"][0]{hero, "url": hero.asset->url}',
    );
    expect(home.hero.alt).toBe('Sale');
    expect(home.hero.asset._ref).toMatch(/^image-[a-f0-9]{40}-6x2-png$/);
    const served = await fetch(`${t.url}/${new URL(home.url).pathname.slice(1)}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
  });

  it('does not seed again once the dataset has transactions', async () => {
    const seedDir = tempDir();
    writeSeed(seedDir);
    const first = await lake({ seedDir });
    await first.client.delete('home');
    await first.lake.close();
    const second = await lake({ seedDir, datasetDir: first.datasetDir });
    expect(await second.client.getDocument('home')).toBeUndefined();
  });

  it('round-trips through export and import', async () => {
    const seedDir = tempDir();
    writeSeed(seedDir);
    const source = await lake({ seedDir });
    const exportDir = tempDir();
    const assets = {
      store: source.lake.store,
      datasetDir: source.datasetDir,
      projectId: 'shoplocal',
      dataset: 'production',
      publicUrl: source.url,
    };
    expect(exportDataset(exportDir, assets)).toEqual({ documents: 2, assets: 1 });
    const line = readFileSync(path.join(exportDir, 'production.ndjson'), 'utf8');
    expect(line).toContain('"_sanityAsset":"image@file://./assets/images/');

    const copy = await lake({ seedDir: exportDir });
    const strip = (docs: Array<Record<string, unknown>>) =>
      docs.map(({ _rev, _updatedAt, ...rest }) => rest).sort((a, b) => String(a._id).localeCompare(String(b._id)));
    const all = '*[!(_type match "sanity.*")]';
    expect(strip(await copy.client.fetch(all, {}, { perspective: 'raw' }))).toEqual(
      strip(await source.client.fetch(all, {}, { perspective: 'raw' })),
    );
  });
});

describe('durability', () => {
  it('keeps an acknowledged mutation when the server is dropped without closing', async () => {
    const first = await lake();
    await first.client.create({ _id: 'kept', _type: 'thing', note: 'acknowledged' });
    // No close(): the next server reads the same folder as if the process had died.
    const second = await lake({ datasetDir: first.datasetDir });
    expect(await second.client.getDocument('kept')).toMatchObject({ note: 'acknowledged' });
  });

  it('ignores a torn last line and keeps appending cleanly after it', async () => {
    const first = await lake();
    await first.client.create({ _id: 'before-crash', _type: 'thing' });
    await first.lake.close();
    appendFileSync(
      path.join(first.datasetDir, LOG_FILE),
      '{"id":"torn","timestamp":"2026-01-01T00:00:00.000Z","documents":{"x":',
    );
    const second = await lake({ datasetDir: first.datasetDir });
    expect(second.logLines.some((line) => line.includes('torn'))).toBe(true);
    expect(await second.client.getDocument('before-crash')).toBeDefined();
    await second.client.create({ _id: 'after-crash', _type: 'thing' });
    await second.lake.close();
    const third = await lake({ datasetDir: first.datasetDir });
    expect((await third.client.getDocuments(['before-crash', 'after-crash'])).every(Boolean)).toBe(true);
  });
});
