'use client';
// How a block's client part calls the site's own API. Blocks are a lower layer than the site: they never import its
// fetcher; the site hands it down with <SiteFetchProvider> (site/lib/client/site-fetch-provider.tsx) around the pages.
import { createContext, type ReactNode, useContext } from 'react';

/**
 * JSON in and out, same origin. A refusal (non-2xx) throws an error whose `status` is the HTTP status; what else the
 * site does (sign-in on 401, the spec's error message) is the site's.
 */
export type SiteFetch = <T>(url: string, init?: RequestInit) => Promise<T>;

const SiteFetchContext = createContext<SiteFetch | null>(null);

export function SiteFetchProvider({ fetch, children }: { fetch: SiteFetch; children: ReactNode }) {
  return <SiteFetchContext.Provider value={fetch}>{children}</SiteFetchContext.Provider>;
}

/** The site's fetch; a block rendered without the provider is a wiring mistake and says so. */
export function useSiteFetch(): SiteFetch {
  const fetch = useContext(SiteFetchContext);
  if (!fetch) throw new Error('A block that calls the site needs a <SiteFetchProvider> above it.');
  return fetch;
}

/** The HTTP status of a refusal thrown by a SiteFetch, if it was one. */
export function refusalStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
