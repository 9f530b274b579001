// Image transforms on the asset URL, like the hosted image pipeline: `w`, `h`, `dpr`, `fit` (clip, crop, fill,
// fillmax, max, scale, min), `crop` (top, bottom, left, right, center, focalpoint, entropy) with `fp-x` / `fp-y`,
// `rect` (the editor's crop), `bg`, `fm` (jpg, pjpg, png, webp, avif), `auto=format` (WebP for browsers that accept
// it) and `q`. Done with sharp: the source is auto-oriented, its metadata is never copied, and decoding is bounded.
// Vector images (SVG) are served as they are unless `fm` asks for a raster. Bad values are refused with a message.
import sharp, { type Sharp } from 'sharp';

export const MAX_DIMENSION = 8192;
/** Bounds the pixels a source may decode to (a decompression bomb is refused, not rendered). */
const MAX_INPUT_PIXELS = 60_000_000;
const DEFAULT_QUALITY = 75;

const FITS = ['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min'] as const;
const FORMATS = ['jpg', 'pjpg', 'png', 'webp', 'avif'] as const;
const CROP_DIRECTIONS = ['top', 'bottom', 'left', 'right', 'center'] as const;
type Fit = (typeof FITS)[number];
type Format = (typeof FORMATS)[number];
type Direction = (typeof CROP_DIRECTIONS)[number];
/** What is sent back: a raster format, or the source as it is. */
export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'original';

export interface ImageTransform {
  width?: number;
  height?: number;
  fit: Fit;
  crop: { kind: 'directions'; directions: Direction[] } | { kind: 'focalpoint' } | { kind: 'entropy' };
  focalPoint: { x: number; y: number };
  rect?: { left: number; top: number; width: number; height: number };
  format?: Format;
  autoFormat: boolean;
  quality: number;
  background?: string;
}

export class TransformError extends Error {}

/** The query parameters that ask for a transform; any other (e.g. `dl`) leaves the original as it is. */
const TRANSFORM_PARAMS = ['w', 'h', 'dpr', 'fit', 'crop', 'fp-x', 'fp-y', 'rect', 'bg', 'fm', 'auto', 'q'];

/** Reads the transform from a query string: null when none is asked for; TransformError for a bad value. */
export function parseTransform(params: URLSearchParams): ImageTransform | null {
  if (!TRANSFORM_PARAMS.some((name) => params.has(name))) return null;
  const integer = (name: string, min: number, max: number): number | undefined => {
    const raw = params.get(name);
    if (raw === null) return undefined;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      throw new TransformError(`${name} must be a whole number from ${min} to ${max}`);
    }
    return value;
  };
  const fraction = (name: string): number => {
    const raw = params.get(name);
    if (raw === null) return 0.5;
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1) {
      throw new TransformError(`${name} must be a number from 0 to 1`);
    }
    return value;
  };
  const oneOf = <T extends string>(name: string, values: readonly T[]): T | undefined => {
    const raw = params.get(name);
    if (raw === null) return undefined;
    if (!(values as readonly string[]).includes(raw))
      throw new TransformError(`${name} must be one of ${values.join(', ')}`);
    return raw as T;
  };

  const dprRaw = params.get('dpr');
  const dpr = dprRaw === null ? 1 : Number(dprRaw);
  if (!Number.isFinite(dpr) || dpr < 1 || dpr > 3) throw new TransformError('dpr must be a number from 1 to 3');
  const scaled = (value: number | undefined) =>
    value === undefined ? undefined : Math.min(MAX_DIMENSION, Math.max(1, Math.round(value * dpr)));

  const cropRaw = params.get('crop');
  let crop: ImageTransform['crop'] = { kind: 'directions', directions: ['center'] };
  if (cropRaw !== null) {
    const parts = cropRaw.split(',').map((part) => part.trim());
    if (parts.length === 1 && parts[0] === 'focalpoint') crop = { kind: 'focalpoint' };
    else if (parts.length === 1 && parts[0] === 'entropy') crop = { kind: 'entropy' };
    else if (parts.every((part) => (CROP_DIRECTIONS as readonly string[]).includes(part))) {
      crop = { kind: 'directions', directions: parts as Direction[] };
    } else {
      throw new TransformError(`crop must be focalpoint, entropy or directions from ${CROP_DIRECTIONS.join(', ')}`);
    }
  }

  let rect: ImageTransform['rect'];
  const rectRaw = params.get('rect');
  if (rectRaw !== null) {
    const parts = rectRaw.split(',');
    if (parts.length !== 4 || parts.some((part) => !/^\d+$/.test(part))) {
      throw new TransformError('rect must be left,top,width,height in whole pixels');
    }
    const [left, top, width, height] = parts.map(Number) as [number, number, number, number];
    if (width < 1 || height < 1) throw new TransformError('rect must have a width and a height of at least 1');
    rect = { left, top, width, height };
  }

  const bg = params.get('bg');
  if (bg !== null && !/^([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(bg)) {
    throw new TransformError('bg must be a hex colour such as fff or ff0000');
  }
  const auto = params.get('auto');
  if (auto !== null && auto !== 'format') throw new TransformError('auto must be format');

  return {
    width: scaled(integer('w', 1, MAX_DIMENSION)),
    height: scaled(integer('h', 1, MAX_DIMENSION)),
    fit: oneOf('fit', FITS) ?? 'clip',
    crop,
    focalPoint: { x: fraction('fp-x'), y: fraction('fp-y') },
    rect,
    format: oneOf('fm', FORMATS),
    autoFormat: auto === 'format',
    quality: integer('q', 0, 100) ?? DEFAULT_QUALITY,
    background: bg ?? undefined,
  };
}

/** The format to answer: `fm` first, then WebP for `auto=format` when the browser takes it, else the source's. */
export function outputFormat(transform: ImageTransform, sourceExtension: string, accept: string): OutputFormat {
  if (transform.format) return transform.format === 'jpg' || transform.format === 'pjpg' ? 'jpeg' : transform.format;
  if (sourceExtension === 'svg') return 'original';
  if (transform.autoFormat && /\bimage\/webp\b/.test(accept)) return 'webp';
  if (sourceExtension === 'jpg' || sourceExtension === 'jpeg') return 'jpeg';
  if (sourceExtension === 'png' || sourceExtension === 'webp' || sourceExtension === 'avif') return sourceExtension;
  // GIF, TIFF, BMP: a still PNG (animation is not kept).
  return 'png';
}

/** A stable text of the transform and format, for the cache key of its result. */
export function transformKey(transform: ImageTransform, format: OutputFormat): string {
  return JSON.stringify([transform, format]);
}

const hexColour = (hex: string) => {
  const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
  const alpha = full.length === 8 ? Number.parseInt(full.slice(6), 16) / 255 : 1;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
    alpha,
  };
};

/** sharp's gravity for crop directions (`top,left` → north-west). */
function gravityOf(directions: readonly Direction[]): string {
  const vertical = directions.includes('top') ? 'north' : directions.includes('bottom') ? 'south' : '';
  const horizontal = directions.includes('left') ? 'west' : directions.includes('right') ? 'east' : '';
  return vertical + horizontal || 'centre';
}

/** Runs a pipeline to raw pixels and starts a new one on them (so what follows sees its real size). */
async function settle(pipeline: Sharp): Promise<{ image: Sharp; width: number; height: number }> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return { image: sharp(data, { raw }), width: info.width, height: info.height };
}

/** Applies the transform to the source bytes and encodes the answer. */
export async function transformImage(
  source: Buffer,
  transform: ImageTransform,
  format: Exclude<OutputFormat, 'original'>,
): Promise<Buffer> {
  // Decode once, oriented: the picture's real size decides the rect and the resize.
  let {
    image,
    width: sourceWidth,
    height: sourceHeight,
  } = await settle(sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate());
  if (transform.rect) {
    const left = Math.min(transform.rect.left, sourceWidth - 1);
    const top = Math.min(transform.rect.top, sourceHeight - 1);
    ({
      image,
      width: sourceWidth,
      height: sourceHeight,
    } = await settle(
      image.extract({
        left,
        top,
        width: Math.min(transform.rect.width, sourceWidth - left),
        height: Math.min(transform.rect.height, sourceHeight - top),
      }),
    ));
  }

  const { width, height, fit } = transform;
  if (width !== undefined || height !== undefined) {
    const background = transform.background
      ? hexColour(transform.background)
      : format === 'jpeg'
        ? { r: 255, g: 255, b: 255, alpha: 1 }
        : { r: 0, g: 0, b: 0, alpha: 0 };
    const both = width !== undefined && height !== undefined;
    if (!both || fit === 'clip') {
      image = image.resize({ width, height, fit: 'inside' });
    } else if (fit === 'max') {
      image = image.resize({ width, height, fit: 'inside', withoutEnlargement: true });
    } else if (fit === 'scale') {
      image = image.resize({ width, height, fit: 'fill' });
    } else if (fit === 'fill') {
      image = image.resize({ width, height, fit: 'contain', background });
    } else if (fit === 'fillmax') {
      const inner = await image.resize({ width, height, fit: 'inside', withoutEnlargement: true }).png().toBuffer();
      image = sharp({ create: { width, height, channels: 4, background } }).composite([
        { input: inner, gravity: 'centre' },
      ]);
    } else {
      // crop and min: fill the box exactly; min never asks for more pixels than the source has.
      let boxWidth = width;
      let boxHeight = height;
      if (fit === 'min' && (boxWidth > sourceWidth || boxHeight > sourceHeight)) {
        const shrink = Math.min(sourceWidth / boxWidth, sourceHeight / boxHeight);
        boxWidth = Math.max(1, Math.round(boxWidth * shrink));
        boxHeight = Math.max(1, Math.round(boxHeight * shrink));
      }
      if (transform.crop.kind === 'focalpoint') {
        // Cover the box, then cut it out around the focal point (kept inside the picture).
        const scale = Math.max(boxWidth / sourceWidth, boxHeight / sourceHeight);
        const coverWidth = Math.max(boxWidth, Math.round(sourceWidth * scale));
        const coverHeight = Math.max(boxHeight, Math.round(sourceHeight * scale));
        const left = Math.round(
          Math.min(Math.max(transform.focalPoint.x * coverWidth - boxWidth / 2, 0), coverWidth - boxWidth),
        );
        const top = Math.round(
          Math.min(Math.max(transform.focalPoint.y * coverHeight - boxHeight / 2, 0), coverHeight - boxHeight),
        );
        const covered = await settle(image.resize({ width: coverWidth, height: coverHeight, fit: 'fill' }));
        image = covered.image.extract({ left, top, width: boxWidth, height: boxHeight });
      } else {
        const position =
          transform.crop.kind === 'entropy' ? sharp.strategy.entropy : gravityOf(transform.crop.directions);
        image = image.resize({ width: boxWidth, height: boxHeight, fit: 'cover', position });
      }
    }
  }

  const quality = transform.quality;
  switch (format) {
    case 'jpeg':
      return image
        .flatten({ background: transform.background ? hexColour(transform.background) : '#ffffff' })
        .jpeg({ quality: Math.max(1, quality), progressive: transform.format === 'pjpg', mozjpeg: true })
        .toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: Math.max(1, quality) }).toBuffer();
    case 'avif':
      return image.avif({ quality: Math.max(1, quality), effort: 2 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}
