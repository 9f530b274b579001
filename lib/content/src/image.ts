import { createImageUrlBuilder, type SanityImageSource } from '@sanity/image-url';
import { type ContentConfig, contentConfig } from './config.ts';

export type { SanityImageSource };

/**
 * Image URLs for content images. The local lake serves `/images/{project}/{dataset}/…` on its own host; the hosted
 * one on Sanity's image CDN. Always auto format (WebP/AVIF where the browser takes it).
 */
export function imageUrlBuilder(config: ContentConfig = contentConfig()) {
  const builder = createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    ...(config.mode === 'local' && config.apiHost ? { baseUrl: config.apiHost } : {}),
  });
  return (source: SanityImageSource) => builder.image(source).auto('format');
}
