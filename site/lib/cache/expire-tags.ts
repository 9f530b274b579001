// The one way the site expires cached pages and reads: each Next.js cache tag at once (`revalidateTag(tag,
// { expire: 0 })`), then, when a CDN is configured (CDN_PURGE_URL), a purge of the tags' surrogate keys there, so the
// CDN's copies of the same pages go too.
//
// Order matters: Next.js applies a route handler's revalidateTag calls only as its response is sent, and a CDN that
// refetched a page before that would keep the old page for another s-maxage. So the purge goes after the response
// (`after()`); the lake's webhook, which must hear of a failed purge to answer 502 and be delivered again, purges
// before answering and once more after, for a copy the CDN fetched in between.
//
// The site server's own edge cache (lib/http/edge-cache.ts) holds copies of the same pages under the same keys: it is
// purged at once and again after the response, whether or not a CDN is configured.
import { createLogger } from '@shop/runtime/log';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { purgeEdgeCache } from '../http/edge-cache.ts';
import { type CdnPurge, cdnPurgeFromEnv } from './cdn-purge.ts';
import { surrogateKeysForTags } from './surrogate-keys.ts';

const log = createLogger('site').child({ component: 'cdn' });

export type CdnOutcome =
  /** No CDN configured, or nothing it holds is keyed by these tags. */
  | { status: 'none'; keys: string[] }
  /** To be purged once the response has been sent; a failure is logged. */
  | { status: 'scheduled'; keys: string[] }
  | { status: 'purged'; keys: string[] }
  | { status: 'failed'; keys: string[]; message: string };

export interface ExpireTagsOptions {
  /** Surrogate keys to purge besides the tags' own, e.g. a changed CMS document's (surrogateKeysForChange). */
  keys?: readonly string[];
  /**
   * `after-response` (default): the purge runs once the response has been sent and a failure is logged; a shopper's
   * request is neither slowed nor failed by the CDN, whose copy is then at most its s-maxage stale. `now`: the purge
   * runs before this resolves, which reports a failure (the webhook answers 502 on it).
   */
  purge?: 'after-response' | 'now';
  /** The CDN to tell; default from the environment (none without CDN_PURGE_URL). */
  cdn?: CdnPurge | null;
}

/**
 * Expires `tags` in the site's cache (throwing as revalidateTag does) and purges their surrogate keys at the CDN. The
 * promise never rejects: a CDN failure is its outcome.
 */
export function expireTags(tags: readonly string[], options: ExpireTagsOptions = {}): Promise<CdnOutcome> {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
  const keys = [...new Set([...surrogateKeysForTags(tags), ...(options.keys ?? [])])];
  if (keys.length > 0) {
    purgeEdgeCache(keys);
    afterResponse(async () => purgeEdgeCache(keys));
  }
  const cdn = options.cdn === undefined ? cdnPurgeFromEnv() : options.cdn;
  if (!cdn || keys.length === 0) return Promise.resolve({ status: 'none', keys });
  if (options.purge === 'now') return purgeNow(cdn, keys);
  afterResponse(() => purgeOrWarn(cdn, keys, 'after the response'));
  return Promise.resolve({ status: 'scheduled', keys });
}

async function purgeNow(cdn: CdnPurge, keys: string[]): Promise<CdnOutcome> {
  try {
    await cdn(keys);
  } catch (error) {
    log.warn({ err: error, keys: keys.length, sample: keys.slice(0, 10) }, 'CDN purge failed');
    return { status: 'failed', keys, message: (error as Error).message };
  }
  afterResponse(() => purgeOrWarn(cdn, keys, 'again after the response'));
  return { status: 'purged', keys };
}

async function purgeOrWarn(cdn: CdnPurge, keys: string[], when: string): Promise<void> {
  try {
    await cdn(keys);
  } catch (error) {
    // The CDN's copies of these pages are at most their s-maxage (60 s) stale.
    log.warn({ err: error, when, keys: keys.length, sample: keys.slice(0, 10) }, 'CDN purge failed');
  }
}

/** After the response when there is one; at once outside a request (a background job, a test). */
function afterResponse(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    void task();
  }
}
