// Responsive URLs for CMS images, built by lib/content's image builder (hosted CDN or the local Content Lake, from
// the same configuration as the content client), honouring the editor's crop and hotspot.
import { imageUrlBuilder } from '@shop/content/image';
import type { ImageData } from './fields.ts';

let build: ReturnType<typeof imageUrlBuilder> | undefined;

function source(image: ImageData) {
  const ref = image.asset._id ?? image.asset._ref ?? '';
  return {
    asset: { _ref: ref },
    ...(image.crop ? { crop: image.crop } : {}),
    ...(image.hotspot ? { hotspot: image.hotspot } : {}),
  };
}

/** A cropped URL; `auto=format` has the image pipeline answer WebP to browsers that accept it. */
export function imageUrl(image: ImageData, width: number, height?: number): string {
  build ??= imageUrlBuilder();
  let url = build(source(image)).width(width).fit('crop').auto('format');
  if (height) url = url.height(height);
  return url.url();
}

/** `srcset` candidates for a responsive image at the given aspect ratio (width / height). */
export function imageSrcSet(image: ImageData, widths: readonly number[], aspectRatio?: number): string {
  return widths
    .map((w) => `${imageUrl(image, w, aspectRatio ? Math.round(w / aspectRatio) : undefined)} ${w}w`)
    .join(', ');
}
