import { type ClientConfig, createClient, type SanityClient } from '@sanity/client';
import { API_VERSION, type ContentConfig, contentConfig } from './config.ts';

export interface ClientOptions {
  timeout?: number;
  maxRetries?: number;
}

/**
 * The one content client configuration. Published perspective, no CDN (the site caches with its own tags, so a stale
 * CDN copy would outlive an invalidation), no stega (encoded strings would leak into metadata and comparisons).
 */
export function contentClientConfig(config: ContentConfig = contentConfig(), options: ClientOptions = {}) {
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
  } satisfies ClientConfig;
  // The local lake, or a hosted deployment's SANITY_API_HOST: the base URL as given, no project hostname prepended.
  if (config.apiHost) {
    return { ...common, apiHost: config.apiHost, useProjectHostname: false };
  }
  return common;
}

/** The one content client factory (see `contentClientConfig`). */
export function createContentClient(
  config: ContentConfig = contentConfig(),
  options: ClientOptions = {},
): SanityClient {
  return createClient(contentClientConfig(config, options));
}

/**
 * Configuration for draft mode: the same lake with the preview token, so it may read drafts (and check Presentation's
 * preview secrets), drafts perspective by default. Server side only; callers never cache what it returns. Also used to
 * build next-sanity's own client (it bundles another @sanity/client major).
 */
export function previewClientConfig(config: ContentConfig = contentConfig(), options: ClientOptions = {}) {
  if (!config.previewToken) {
    throw new Error(
      'Draft mode needs a content read token: set SANITY_API_READ_TOKEN (hosted) or CONTENT_LAKE_READ_TOKEN',
    );
  }
  return {
    ...contentClientConfig({ ...config, token: config.previewToken }, options),
    perspective: 'drafts' as const,
  };
}

export function createPreviewClient(
  config: ContentConfig = contentConfig(),
  options: ClientOptions = {},
): SanityClient {
  return createClient(previewClientConfig(config, options));
}
