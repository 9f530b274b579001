// Test pictures and a product feed for the reviews provider's tests (sandbox and commerce): a GPS-tagged phone JPEG,
// a PDF dressed as a JPEG, a 20 MB photo and a decompression bomb (a PNG whose header declares 400 megapixels).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { REVIEWS_FEED_FILE } from '../config.ts';
import type { FeedProduct } from './catalogue.ts';

export const FEED: FeedProduct[] = [
  {
    productId: 'DRESS1',
    name: 'Wrap midi dress',
    group: 'apparel',
    sizes: ['8', '10', '12', '14'],
    ratingCount: 37,
    ratingAverage: 4.22,
  },
  { productId: 'LAMP1', name: 'Table lamp', group: 'home', sizes: ['One size'], ratingCount: 3, ratingAverage: 2.67 },
  {
    productId: 'NEW1',
    name: 'Linen shirt',
    group: 'apparel',
    sizes: ['S', 'M', 'L'],
    ratingCount: 0,
    ratingAverage: null,
  },
];

export function writeFeed(dir: string, products: readonly FeedProduct[] = FEED): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, REVIEWS_FEED_FILE), JSON.stringify({ products }));
}

/** A 1200 × 800 JPEG as a phone writes it: EXIF orientation 6 (turn 90°), camera make and a GPS position. */
export async function gpsTaggedJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 80, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3906/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export const fakePdf = (): Buffer =>
  Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/**
 * A real picture of about 20 MB, over the 10 MB limit. Stored uncompressed, its size does not depend on what it shows:
 * plain grey rather than noise, which took sharp 1.2 s to draw.
 */
export async function twentyMegabytePng(): Promise<Buffer> {
  return sharp({ create: { width: 2600, height: 2600, channels: 3, background: '#808080' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A small PNG (about 60 kB) that decodes to 20 000 × 20 000 pixels: a decompression bomb. */
export function decompressionBombPng(side = 20_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth 1
  header[9] = 0; // greyscale
  const row = Math.ceil(side / 8) + 1; // filter byte + pixels
  const pixels = deflateSync(Buffer.alloc(row * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** True when an EXIF block points to a GPS block (the GPS IFD pointer tag 0x8825, in either byte order). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const bytes = exif;
  return bytes.includes(Buffer.from([0x88, 0x25])) || bytes.includes(Buffer.from([0x25, 0x88]));
}
