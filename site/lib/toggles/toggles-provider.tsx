'use client';

// Browser-side feature toggles. The first paint uses the list the server already fetched (`bootstrap`), so no
// request blocks rendering; the Unleash browser SDK then refreshes every 60 s from the public proxy URL. If the SDK
// cannot fetch, the toggles stay as they were (bootstrap, or the fallback list when the server had to use it).
// The bootstrap is fresh for one refresh period, so the SDK (about 8 kB) is loaded when its first refresh is due, a
// minute after the page hydrated, not with the page's script nor during its load.

import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { IToggle, UnleashClient } from 'unleash-proxy-client';
import { fallbackToggleSet } from './fallback.ts';
import type { ToggleName } from './names.ts';
import {
  createToggleSet,
  type FrontendToggle,
  type ToggleSet,
  type ToggleSource,
  type ToggleVariant,
} from './toggle-set.ts';

export const DEFAULT_PUBLIC_TOGGLES_URL = 'http://localhost:3200/proxy';
export const DEFAULT_PUBLIC_TOGGLES_CLIENT_KEY = 'shop-local-frontend-key';
/** Spec §9 "Feature flag refresh". */
export const TOGGLES_REFRESH_SECONDS = 60;

const TogglesContext = createContext<ToggleSet | undefined>(undefined);

export interface TogglesProviderProps {
  /** `(await getToggles({ userId })).toggles` from the server. */
  bootstrap: readonly FrontendToggle[];
  /** `source` of the server's set, so `useToggles().source` says when the page rendered with the fallback list. */
  bootstrapSource?: ToggleSource;
  /** The signed-in customer's id, so rollouts and variants match what the server evaluated. */
  userId?: string;
  /** Public proxy URL; default `NEXT_PUBLIC_TOGGLES_URL`, else `http://localhost:3200/proxy`. */
  url?: string;
  /** Public frontend client key; default `NEXT_PUBLIC_TOGGLES_CLIENT_KEY`, else the local sandbox key. */
  clientKey?: string;
  /** Seconds between refreshes; default 60. */
  refreshInterval?: number;
  children: ReactNode;
}

export function TogglesProvider({
  bootstrap,
  bootstrapSource = 'proxy',
  userId,
  url = process.env.NEXT_PUBLIC_TOGGLES_URL || DEFAULT_PUBLIC_TOGGLES_URL,
  clientKey = process.env.NEXT_PUBLIC_TOGGLES_CLIENT_KEY || DEFAULT_PUBLIC_TOGGLES_CLIENT_KEY,
  refreshInterval = TOGGLES_REFRESH_SECONDS,
  children,
}: TogglesProviderProps) {
  // What the SDK fetched, tagged with the bootstrap it replaced: a new bootstrap from the server (navigation,
  // sign-in) wins over an older SDK answer.
  const [live, setLive] = useState<{ from: readonly FrontendToggle[]; toggles: readonly FrontendToggle[] }>();
  const bootstrapRef = useRef(bootstrap);
  useEffect(() => {
    bootstrapRef.current = bootstrap;
  }, [bootstrap]);

  useEffect(() => {
    let client: UnleashClient | undefined;
    let unsubscribe = (): void => {};
    let stopped = false;
    const onUpdate = (): void => {
      const next = client?.getAllToggles() as unknown;
      // A garbled answer must not wipe the toggles; errors emit ERROR and leave the list alone.
      if (Array.isArray(next)) setLive({ from: bootstrapRef.current, toggles: next as FrontendToggle[] });
    };
    const load = (): Promise<void> =>
      import('unleash-proxy-client')
        .then(({ EVENTS, InMemoryStorageProvider, UnleashClient }) => {
          if (stopped) return;
          client = new UnleashClient({
            url,
            clientKey,
            appName: 'shop-site',
            refreshInterval,
            // The list the page shows now (a navigation may have brought a newer one from the server).
            bootstrap: bootstrapRef.current.map((toggle) => ({ ...toggle })) as IToggle[],
            bootstrapOverride: true,
            context: userId ? { userId } : {},
            // Toggles come from the server on every page load; nothing to keep in localStorage between visits.
            storageProvider: new InMemoryStorageProvider(),
          });
          const started = client;
          started.on(EVENTS.UPDATE, onUpdate);
          unsubscribe = () => started.off(EVENTS.UPDATE, onUpdate);
          // Unmounted while the first fetch was under way: stop() ran before start() set its refresh timer.
          return started.start().then(() => {
            if (stopped) started.stop();
          });
        })
        // Without the SDK (a failed chunk load, a failed fetch) the bootstrap list stays.
        .catch(() => {});
    // The first refresh is due one period after mount: that is when the SDK loads and fetches.
    const due = setTimeout(load, refreshInterval * 1000);
    return () => {
      stopped = true;
      clearTimeout(due);
      unsubscribe();
      client?.stop();
    };
  }, [url, clientKey, userId, refreshInterval]);

  const fromSdk = live !== undefined && live.from === bootstrap;
  const current = fromSdk ? live.toggles : bootstrap;
  const source: ToggleSource = fromSdk ? 'proxy' : bootstrapSource;
  const value = useMemo(() => createToggleSet(current, source), [current, source]);
  return <TogglesContext.Provider value={value}>{children}</TogglesContext.Provider>;
}

/** The whole set; outside a provider, the fallback list. */
export function useToggles(): ToggleSet {
  return useContext(TogglesContext) ?? fallbackToggleSet;
}

export function useToggle(name: ToggleName): boolean {
  return useToggles().isEnabled(name);
}

export function useVariant(name: ToggleName): ToggleVariant {
  return useToggles().variant(name);
}
