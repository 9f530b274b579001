// The image pipeline over HTTP, as @sanity/image-url's URLs ask for it: sizes, fits, crops (directions, focal point,
// the editor's rect), formats and quality; every variant checked by decoding what the lake answers.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLake, type TestLake } from './testing/lake.ts';

let t: TestLake;
let photo: string; // 400×300 JPEG: left half red, right half blue
let turned: string; // stored 300×200 with EXIF orientation 6: shown 200×300
let vector: string;

const RED = { r: 255, g: 0, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };

async function halves(): Promise<Buffer> {
  const half = (colour: typeof RED) =>
    sharp({ create: { width: 200, height: 300, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 400, height: 300, channels: 3, background: RED } })
    .composite([{ input: await half(BLUE), left: 200, top: 0 }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

beforeAll(async () => {
  t = await startLake();
  photo = (await t.client.assets.upload('image', await halves(), { filename: 'halves.jpg' })).path;
  const rotated = await sharp({ create: { width: 300, height: 200, channels: 3, background: RED } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  turned = (await t.client.assets.upload('image', rotated, { filename: 'turned.jpg' })).path;
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#00f"/></svg>',
  );
  vector = (await t.client.assets.upload('image', svg, { filename: 'mark.svg' })).path;
});
afterAll(() => t?.lake.close());

async function get(assetPath: string, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.url}/${assetPath}?${query}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

async function picture(assetPath: string, query: string, headers: Record<string, string> = {}) {
  const { response, body } = await get(assetPath, query, headers);
  expect(response.status, body.toString()).toBe(200);
  const meta = await sharp(body).metadata();
  return { response, body, meta };
}

/** The colour at a point of the answer (x, y as fractions of its size). */
async function colourAt(body: Buffer, x: number, y: number) {
  const { data, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (Math.floor(y * (info.height - 1)) * info.width + Math.floor(x * (info.width - 1))) * info.channels;
  return { r: data[offset] ?? 0, g: data[offset + 1] ?? 0, b: data[offset + 2] ?? 0 };
}
const near = (actual: { r: number; g: number; b: number }, expected: { r: number; g: number; b: number }) =>
  Math.abs(actual.r - expected.r) + Math.abs(actual.g - expected.g) + Math.abs(actual.b - expected.b) < 60;

describe('image transforms', () => {
  it('resizes by width or height keeping the shape, and by dpr', async () => {
    const byWidth = await picture(photo, 'w=200');
    expect([byWidth.meta.width, byWidth.meta.height, byWidth.meta.format]).toEqual([200, 150, 'jpeg']);
    expect(byWidth.response.headers.get('cache-control')).toContain('immutable');
    const byHeight = await picture(photo, 'h=60');
    expect([byHeight.meta.width, byHeight.meta.height]).toEqual([80, 60]);
    const doubled = await picture(photo, 'w=100&dpr=2');
    expect(doubled.meta.width).toBe(200);
  });

  it('fits a box as clip, max, scale, fill, fillmax and min do', async () => {
    const clip = await picture(photo, 'w=800&h=800&fit=clip');
    expect([clip.meta.width, clip.meta.height]).toEqual([800, 600]);
    const max = await picture(photo, 'w=800&h=800&fit=max');
    expect([max.meta.width, max.meta.height]).toEqual([400, 300]);
    const scale = await picture(photo, 'w=100&h=100&fit=scale');
    expect([scale.meta.width, scale.meta.height]).toEqual([100, 100]);
    const fill = await picture(photo, 'w=200&h=200&fit=fill&bg=00ff00');
    expect([fill.meta.width, fill.meta.height]).toEqual([200, 200]);
    expect(near(await colourAt(fill.body, 0.5, 0), { r: 0, g: 255, b: 0 })).toBe(true);
    expect(near(await colourAt(fill.body, 0.1, 0.5), RED)).toBe(true);
    const fillmax = await picture(photo, 'w=1000&h=500&fit=fillmax&fm=png');
    expect([fillmax.meta.width, fillmax.meta.height]).toEqual([1000, 500]);
    const min = await picture(photo, 'w=800&h=800&fit=min');
    expect([min.meta.width, min.meta.height]).toEqual([300, 300]);
  });

  it('crops to the box from a side, around the focal point, or the editor’s rect', async () => {
    const left = await picture(photo, 'w=100&h=100&fit=crop&crop=left');
    expect(near(await colourAt(left.body, 0.5, 0.5), RED)).toBe(true);
    const right = await picture(photo, 'w=100&h=100&fit=crop&crop=right');
    expect(near(await colourAt(right.body, 0.5, 0.5), BLUE)).toBe(true);
    const focal = await picture(photo, 'w=100&h=100&fit=crop&crop=focalpoint&fp-x=0.9&fp-y=0.5');
    expect(near(await colourAt(focal.body, 0.5, 0.5), BLUE)).toBe(true);
    const rect = await picture(photo, 'rect=0,0,150,300&w=50');
    expect([rect.meta.width, rect.meta.height]).toEqual([50, 100]);
    expect(near(await colourAt(rect.body, 0.9, 0.5), RED)).toBe(true);
  });

  it('answers WebP for auto=format when the browser takes it (varying on Accept), else the source format', async () => {
    const webp = await picture(photo, 'w=100&auto=format', { accept: 'image/avif,image/webp,*/*' });
    expect(webp.meta.format).toBe('webp');
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.response.headers.get('vary')).toBe('Accept');
    const jpeg = await picture(photo, 'w=100&auto=format', { accept: 'image/*' });
    expect(jpeg.meta.format).toBe('jpeg');
    expect((await picture(photo, 'w=100&fm=png')).meta.format).toBe('png');
    expect((await picture(photo, 'w=100&fm=avif')).meta.format).toBe('heif');
    const low = await picture(photo, 'w=300&q=5');
    const high = await picture(photo, 'w=300&q=95');
    expect(low.body.length).toBeLessThan(high.body.length);
  });

  it('turns a photo upright by its EXIF orientation and keeps no metadata', async () => {
    const upright = await picture(turned, 'w=100');
    expect([upright.meta.width, upright.meta.height]).toEqual([100, 150]);
    expect(upright.meta.orientation).toBeUndefined();
    expect(upright.meta.exif).toBeUndefined();
  });

  it('serves a vector image as it is unless a raster format is asked for', async () => {
    const { response, body } = await get(vector, 'w=400&fit=crop');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(body.toString()).toContain('<svg');
    const raster = await picture(vector, 'w=400&fm=png');
    expect([raster.meta.format, raster.meta.width, raster.meta.height]).toEqual(['png', 400, 200]);
  });

  it('makes each variant once and keeps it', async () => {
    const first = await picture(photo, 'w=123');
    const again = await picture(photo, 'w=123');
    expect(again.body.equals(first.body)).toBe(true);
    const kept = readdirSync(path.join(t.datasetDir, 'assets', 'transforms'));
    expect(kept.filter((name) => name.endsWith('.jpg')).length).toBeGreaterThan(0);
    expect(kept.some((name) => name.endsWith('.tmp'))).toBe(false);
  });

  it('refuses bad parameters with a message and no picture', async () => {
    for (const [query, message] of [
      ['w=0', /^w must be a whole number from 1 to 8192/],
      ['w=abc', /^w must be/],
      ['h=99999', /^h must be/],
      ['fit=banana', /^fit must be one of clip/],
      ['crop=middle', /^crop must be/],
      ['rect=1,2,3', /^rect must be left,top,width,height/],
      ['fp-x=2', /^fp-x must be a number from 0 to 1/],
      ['bg=zzz', /^bg must be a hex colour/],
      ['auto=compress', /^auto must be format/],
      ['fm=tiff', /^fm must be one of jpg/],
      ['q=101', /^q must be/],
      ['dpr=9', /^dpr must be/],
    ] as const) {
      const { response, body } = await get(photo, query);
      expect(response.status, query).toBe(400);
      expect((JSON.parse(body.toString()) as { message: string }).message, query).toMatch(message);
    }
  });
});
