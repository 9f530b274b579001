// swr settings from spec §7/§9: failed requests retry every 5 s; product, category, search and suggest requests
// retry once, after 60 s; no revalidation on focus (and a 60 s throttle should it be turned on for a key). Data goes
// through `fetcher` (the spec's error message; a 401 sends the shopper to sign-in, so it is never retried).
import type { SWRConfiguration } from 'swr';
import { FetchError, fetcher } from './fetcher.ts';

export const RETRY_INTERVAL_MS = 5_000;
export const CATALOGUE_RETRY_DELAY_MS = 60_000;
export const FOCUS_THROTTLE_MS = 60_000;

const cataloguePaths = [
  /^\/api\/shop\/p(\/|\?|$)/,
  /^\/api\/shop\/c(\/|\?|$)/,
  /^\/api\/search-suggest(\/|\?|$)/,
  /^\/api\/search(\/|\?|$)/,
];

/** Product, category, search and suggest calls: the ones retried once after a minute. */
export function isCatalogueRequest(key: unknown): boolean {
  const url = typeof key === 'string' ? key : Array.isArray(key) && typeof key[0] === 'string' ? key[0] : '';
  let path = url;
  if (/^https?:\/\//.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return false;
    }
  }
  return cataloguePaths.some((pattern) => pattern.test(path));
}

type OnErrorRetry = NonNullable<SWRConfiguration['onErrorRetry']>;

export const onErrorRetry: OnErrorRetry = (error, key, _config, revalidate, { retryCount }) => {
  if (error instanceof FetchError && error.status === 401) return;
  if (isCatalogueRequest(key)) {
    if (retryCount > 1) return;
    setTimeout(() => revalidate({ retryCount }), CATALOGUE_RETRY_DELAY_MS);
    return;
  }
  setTimeout(() => revalidate({ retryCount }), RETRY_INTERVAL_MS);
};

export const swrConfig: SWRConfiguration = {
  fetcher,
  revalidateOnFocus: false,
  focusThrottleInterval: FOCUS_THROTTLE_MS,
  errorRetryInterval: RETRY_INTERVAL_MS,
  onErrorRetry,
};
