import 'server-only';
import type { BrandCode } from '@shop/brands/brands';
import { createContentClient, createPreviewClient } from '@shop/content/client';
import type { ReadPerspective } from '@shop/content/preview';
import { brandTag, collectDocumentIds, docTag, routeTag } from '@shop/content/tags';
import { createLogger } from '@shop/runtime/log';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { keepFallbackBriefly } from '@/lib/cache/page-life.ts';
import { previewState } from '@/lib/preview/server.ts';

const log = createLogger('site').child({ component: 'content' });

/**
 * Published content reads for pages, cached across requests and invalidated by tag (the signed webhook at
 * /api/revalidate). Every entry carries `cms:brand:<code>`, one `cms:doc:<id>` per document in its result and, for
 * page lookups, `cms:route:<brand>:<route>` (so a page created at a route that was 404 appears at once).
 *
 * Document ids are only known after the query has run, so a read is two cached steps: the first learns the ids
 * (tagged by brand and route), the second holds the result tagged with them. A change to any document in the
 * result evicts the second step; a change of route or of references reaches the first through the route tag.
 * Drafts and private data never enter the cache: in draft mode (an editor's preview) a read goes straight to the lake
 * with the preview token and the preview's perspective (drafts by default), uncached (`no-store`) and untagged.
 */

// Fail fast when the lake is down (one retry for a blip): the page renders its fallback instead of hanging.
const client = createContentClient(undefined, { timeout: 4000, maxRetries: 1 });
/** Safety net only: invalidation is by tag, within a second of a publish. */
const REVALIDATE_SECONDS = 3600;
/** Built on the first draft-mode read only: published-only deployments need no preview token. */
let previewClient: ReturnType<typeof createPreviewClient> | null = null;

export type QueryParams = Record<string, string | number | boolean>;

export interface ContentRequest {
  query: string;
  params: QueryParams & { brand: BrandCode };
  /** The page route the query looks up, when it is a page lookup. */
  route?: string;
  /** Tags for what the query looks up by key (e.g. a product's content), invalidated even when nothing matched. */
  keyTags?: string[];
}

/** The lake could not be reached or answered with an error: callers render a fallback and never cache it. */
export class ContentUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The content lake is unavailable', { cause });
    this.name = 'ContentUnavailableError';
  }
}

async function run<T>(query: string, params: QueryParams): Promise<T> {
  try {
    return await client.fetch<T>(query, params, { perspective: 'published' });
  } catch (error) {
    throw new ContentUnavailableError(error);
  }
}

/** Per request only (React `cache`): a page and its metadata share one draft read; nothing outlives the request. */
const runPreview = cache(async (query: string, paramsJson: string, perspectiveJson: string): Promise<unknown> => {
  previewClient ??= createPreviewClient(undefined, { timeout: 4000, maxRetries: 1 });
  const perspective = JSON.parse(perspectiveJson) as ReadPerspective;
  try {
    return await previewClient.fetch(query, JSON.parse(paramsJson) as QueryParams, { perspective, cache: 'no-store' });
  } catch (error) {
    throw new ContentUnavailableError(error);
  }
});

export async function fetchContent<T>({ query, params, route, keyTags = [] }: ContentRequest): Promise<T> {
  const preview = await previewState();
  if (preview.enabled) {
    return (await runPreview(query, JSON.stringify(params), JSON.stringify(preview.perspective))) as T;
  }
  const baseTags = [
    brandTag(params.brand),
    ...(route !== undefined ? [routeTag(params.brand, route)] : []),
    ...keyTags,
  ];
  const key = [query, JSON.stringify(params)];
  const ids = await unstable_cache(
    async () => [...collectDocumentIds(await run<unknown>(query, params))].sort(),
    ['cms:ids', ...key],
    { tags: baseTags, revalidate: REVALIDATE_SECONDS },
  )();
  return unstable_cache(async () => run<T>(query, params), ['cms:result', ...key], {
    tags: [...baseTags, ...ids.map(docTag)],
    revalidate: REVALIDATE_SECONDS,
  })();
}

/**
 * A content read where an unreachable lake reads as `fallback`, with a logged warning: pages must still render.
 * Any other failure (a bug) still throws.
 * A cached page rendered with the fallback is kept for seconds only (`keepFallbackBriefly`).
 */
export async function orWhenUnavailable<T, F>(read: Promise<T>, fallback: F, what: string): Promise<T | F> {
  try {
    return await read;
  } catch (error) {
    if (!(error instanceof ContentUnavailableError)) throw error;
    log.warn({ err: error, what }, 'content unavailable; rendering without CMS content');
    await keepFallbackBriefly();
    return fallback;
  }
}
