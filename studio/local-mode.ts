// Overrides for the local Content Lake (lib/content-lake), applied only when SANITY_STUDIO_API_HOST is set.
// Content releases are on (the lake implements them: lib/content-lake/README.md, "Releases"); the other hosted-only
// features (scheduled drafts, tasks, comments, canvas, announcements, text search) are off;
// every client the Studio creates talks to `apiHost` without the project-id subdomain; login goes through the lake's
// local provider page (`#sid` → `/auth/fetch`), and the token lives in localStorage.
import { type ClientConfig, createClient, type SanityClient } from '@sanity/client';
import type { WorkspaceOptions } from 'sanity';

/**
 * The local lake speaks HTTP/1.1, where a browser keeps at most six connections per host. Every open document, list
 * and preview holds an event stream, which would starve ordinary requests. When the API host is `localhost` (or a
 * `*.localhost` name, which browsers resolve to this machine themselves), each event stream goes to its own host
 * name `l<n>.localhost`, so streams never queue behind each other or block queries. The lake ignores the Host header.
 */
export function listenerHosts(apiHost: string): (() => string) | null {
  const url = new URL(apiHost);
  if (url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost')) return null;
  let next = 0;
  return () => {
    next += 1;
    const shard = new URL(url.href);
    shard.hostname = `l${next}.${url.hostname}`;
    return shard.origin;
  };
}

type Factory = (...args: unknown[]) => unknown;

/** Wraps a client (and every client derived from it) so `listen()` and live events use a fresh host name. */
export function withListenerHosts<T extends object>(client: T, nextHost: () => string): T {
  const onFreshHost = (target: T): T =>
    (target as unknown as { withConfig(config: Partial<ClientConfig>): T }).withConfig({ apiHost: nextHost() });
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'withConfig' || property === 'clone') {
        return (...args: unknown[]) => withListenerHosts((value as Factory).apply(target, args) as T, nextHost);
      }
      if (property === 'listen') {
        return (...args: unknown[]) => {
          const fresh = onFreshHost(target) as unknown as { listen: Factory };
          return fresh.listen(...args);
        };
      }
      if (property === 'observable' && value && typeof value === 'object') return withListenerHosts(value, nextHost);
      if (property === 'live') return (onFreshHost(target) as unknown as { live: unknown }).live;
      return typeof value === 'function' ? (value as Factory).bind(target) : value;
    },
  });
}

export function localModeOptions(apiHost: string): Partial<WorkspaceOptions> {
  const host = apiHost.replace(/\/+$/, '');
  const nextHost = listenerHosts(host);
  return {
    apiHost: host,
    unstable_clientFactory: (options: ClientConfig): SanityClient => {
      const client = createClient({ ...options, apiHost: host, useProjectHostname: false });
      return nextHost ? withListenerHosts(client, nextHost) : client;
    },
    auth: {
      loginMethod: 'token',
      redirectOnSingle: true,
      providers: [{ name: 'local', title: 'Local Content Lake account', url: `${host}/auth/login` }],
    },
    search: { strategy: 'groqLegacy' },
    releases: { enabled: true },
    scheduledDrafts: { enabled: false },
    tasks: { enabled: false },
    apps: { canvas: { enabled: false } },
    announcements: { enabled: false },
    mediaLibrary: { enabled: false },
    document: { comments: { enabled: false } },
  };
}
