import 'server-only';
import { unstable_cache } from 'next/cache';

/** How long a page rendered without a source's answer (the lake, the reviews platform) may be served from the cache. */
export const FALLBACK_REVALIDATE_SECONDS = 10;

/**
 * Says the page being rendered has a fallback in place of something a source failed to give (CMS content, reviews), so
 * a cached page (site/README.md, "Cached pages") is kept for seconds, not its usual life, and renders again with the
 * real thing soon after the source is back. Next.js caches a page for the shortest revalidate among the cached reads it
 * made; this is one such read, of nothing. A page rendered per request is unaffected.
 */
export async function keepFallbackBriefly(): Promise<void> {
  try {
    await unstable_cache(async () => true, ['page-fallback'], { revalidate: FALLBACK_REVALIDATE_SECONDS })();
  } catch {
    // Outside Next.js's server (tests, scripts) there is no cache, and no page to keep briefly.
  }
}
