// Next.js's data cache and a route handler's request scope, for tests that call code using next/cache outside
// Next.js's server. The cache is Next.js's own incremental cache with no store behind it: every `unstable_cache` read
// runs (nothing is kept from one call to the next). The request scope is the work store Next.js makes for each
// request: `revalidateTag` records its tags there, and Next.js applies them as the response is sent; the test reads
// them from there.
//
// A request scope needs the AsyncLocalStorage Next.js's server provides before its modules load (vitest.setup.ts).

import { type WorkStore, workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external.js';
import { createWorkStore } from 'next/dist/server/async-storage/work-store.js';
import { defaultConfig, type ResolvedCacheLifeProfiles } from 'next/dist/server/config-shared.js';
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache/index.js';

/** Next.js's incremental cache with nothing behind it: every read misses and nothing is kept. */
function readThroughCache(): IncrementalCache {
  const previewProps = { previewModeId: 'test', previewModeEncryptionKey: 'test', previewModeSigningKey: 'test' };
  return new IncrementalCache({
    dev: false,
    requestHeaders: {},
    previewProps,
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: previewProps },
  });
}

type WithCache = typeof globalThis & { __incrementalCache?: IncrementalCache };

/**
 * Makes a read-through cache the one Next.js uses outside a request (a route handler called directly, as the tests
 * do); returns what puts the previous one back.
 */
export function installReadThroughCache(): () => void {
  const holder = globalThis as WithCache;
  const before = holder.__incrementalCache;
  holder.__incrementalCache = readThroughCache();
  return () => {
    holder.__incrementalCache = before;
  };
}

// Next.js's own profiles (the site names none), resolved as its config loading does: the default's stale time is the
// static stale time.
const cacheLifeProfiles: ResolvedCacheLifeProfiles = {
  ...defaultConfig.cacheLife,
  default: { ...defaultConfig.cacheLife.default, stale: defaultConfig.experimental.staleTimes?.static ?? 300 },
};

/** A tag a request expired, and how (`revalidateTag`'s second argument). */
export type Expired = [tag: string, profile: unknown];

/**
 * Runs code as Next.js runs a route handler's, each call in a request scope of its own (the read-through cache as its
 * incremental cache); `expired()` lists the tags those requests expired, in order.
 */
export function routeHandlerScope() {
  const stores: WorkStore[] = [];
  return {
    run<T>(work: () => T): T {
      const store = createWorkStore({
        page: '/test/route',
        renderOpts: {
          cacheLifeProfiles,
          staticPageGenerationTimeout: 60,
          incrementalCache: readThroughCache(),
          cacheComponents: false,
          validationLevel: 'warning',
          experimental: {
            isRoutePPREnabled: false,
            authInterrupts: false,
            useCacheTimeout: 0,
            durableUseCacheEntries: false,
          },
          waitUntil: undefined,
          onClose: () => {},
          onAfterTaskError: undefined,
        },
        deploymentId: '',
        buildId: 'test',
        previouslyRevalidatedTags: [],
      });
      stores.push(store);
      return workAsyncStorage.run(store, work);
    },
    expired(): Expired[] {
      return stores.flatMap((store) =>
        (store.pendingRevalidatedTags ?? []).map(({ tag, profile }): Expired => [tag, profile]),
      );
    },
  };
}
