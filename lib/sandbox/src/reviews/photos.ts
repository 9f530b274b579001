// The reviews provider's photo pipeline (anchors §8): the bytes must start like a JPEG, PNG or WebP (the file name and
// the declared type are not trusted), be at most 10 MB, and decode; a picture larger than the pixel limit is refused
// from its header before it is decoded (a decompression bomb). What is kept is never the upload: it is auto-oriented
// from its EXIF orientation, resized inside 1600 px (and a 320 px thumbnail) and re-encoded as WebP, which writes no
// EXIF, GPS, XMP or ICC metadata.
import sharp from 'sharp';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** About a 60-megapixel photo (50 MP phone cameras fit); a bomb declares far more. */
export const MAX_INPUT_PIXELS = 60_000_000;
export const MIN_PHOTO_SIDE = 200;
export const NORMAL_SIDE = 1600;
export const THUMBNAIL_SIDE = 320;

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

export class PhotoRefused extends Error {
  readonly code: 'not_an_image' | 'photo_too_large' | 'photo_too_many_pixels' | 'photo_unreadable' | 'photo_too_small';
  readonly status: number;

  constructor(code: PhotoRefused['code'], message: string, status = 422) {
    super(message);
    this.name = 'PhotoRefused';
    this.code = code;
    this.status = status;
  }
}

/** The format the bytes themselves announce (magic numbers), or null. */
export function sniffFormat(bytes: Uint8Array): PhotoFormat | null {
  const starts = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  if (starts(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  // RIFF <size> WEBP
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

export interface ProcessedPhoto {
  normal: { bytes: Buffer; width: number; height: number };
  thumbnail: { bytes: Buffer; width: number; height: number };
  /** What the upload was (for the log); the stored pictures are always WebP. */
  sourceFormat: PhotoFormat;
}

/** Checks and re-encodes one upload; throws PhotoRefused with a message a shopper can act on. */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  if (bytes.byteLength > MAX_PHOTO_BYTES)
    throw new PhotoRefused('photo_too_large', 'The photo is larger than 10 MB. Choose a smaller photo.', 413);
  const sourceFormat = sniffFormat(bytes);
  if (!sourceFormat) throw new PhotoRefused('not_an_image', 'The file is not a JPEG, PNG or WebP photo.', 415);
  const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, sequentialRead: true };
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header alone (nothing is decoded yet), so the pixel count can be refused with its own message.
    ({ width, height } = await sharp(bytes, { ...input, limitInputPixels: false }).metadata());
  } catch {
    throw new PhotoRefused('photo_unreadable', 'The photo could not be read. It may be damaged; try another.');
  }
  if (!width || !height) throw new PhotoRefused('photo_unreadable', 'The photo could not be read. Try another.');
  if (width * height > MAX_INPUT_PIXELS)
    throw new PhotoRefused('photo_too_many_pixels', 'The photo has too many pixels (at most 60 megapixels).');
  if (Math.min(width, height) < MIN_PHOTO_SIDE)
    throw new PhotoRefused(
      'photo_too_small',
      `The photo is too small: at least ${MIN_PHOTO_SIDE} × ${MIN_PHOTO_SIDE} pixels.`,
    );
  const render = async (side: number, quality: number) => {
    const { data, info } = await sharp(bytes, input)
      .rotate() // auto-orient from EXIF, before the metadata is dropped
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  };
  try {
    return { normal: await render(NORMAL_SIDE, 82), thumbnail: await render(THUMBNAIL_SIDE, 75), sourceFormat };
  } catch {
    throw new PhotoRefused('photo_unreadable', 'The photo could not be read. It may be damaged; try another.');
  }
}
