import { createClient, type SanityClient } from '@sanity/client';
import { API_VERSION, type ContentConfig, contentConfig } from './config.ts';

/**
 * The one content client factory. Published perspective, no CDN (the site caches with its own tags, so a stale CDN
 * copy would outlive an invalidation), no stega (encoded strings would leak into metadata and comparisons).
 */
export function createContentClient(
  config: ContentConfig = contentConfig(),
  options: { timeout?: number; maxRetries?: number } = {},
): SanityClient {
  const common = {
    ...(options.timeout ? { timeout: options.timeout } : {}),
    ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: API_VERSION,
    useCdn: false,
    perspective: 'published' as const,
    stega: false,
    ...(config.token ? { token: config.token } : {}),
  };
  if (config.mode === 'local' && config.apiHost) {
    return createClient({ ...common, apiHost: config.apiHost, useProjectHostname: false });
  }
  return createClient(common);
}
