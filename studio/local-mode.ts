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

/**
 * Wraps a client (and every client derived from it) so `listen()` and live events use a fresh host name.
 *
 * Every property read answers the same value each time (`client.observable`, `client.fetch`, …): the Studio's hooks
 * memoise on them (`useUpsellData` re-requests whenever `client.observable` is a new object), so a fresh wrapper or
 * bound function per read would re-render, re-request and re-render again without end — a loop of `/journey/*`
 * requests that starved the document's validation and kept Publish disabled.
 */
export function withListenerHosts<T extends object>(client: T, nextHost: () => string): T {
  const onFreshHost = (target: T): T =>
    (target as unknown as { withConfig(config: Partial<ClientConfig>): T }).withConfig({ apiHost: nextHost() });
  const answers = new Map<PropertyKey, { value: unknown; answer: unknown }>();
  const answerFor = (property: PropertyKey, value: unknown): unknown => {
    if (property === 'withConfig' || property === 'clone') {
      return (...args: unknown[]) => withListenerHosts((value as Factory).apply(client, args) as T, nextHost);
    }
    if (property === 'listen') {
      return (...args: unknown[]) => (onFreshHost(client) as unknown as { listen: Factory }).listen(...args);
    }
    if (property === 'observable' && value && typeof value === 'object') return withListenerHosts(value, nextHost);
    // Each live event stream opens on a fresh host name, through one kept `live` object.
    if (property === 'live' && value && typeof value === 'object') {
      return {
        events: (...args: unknown[]) =>
          (onFreshHost(client) as unknown as { live: { events: Factory } }).live.events(...args),
      };
    }
    return typeof value === 'function' ? (value as Factory).bind(client) : value;
  };
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      const kept = answers.get(property);
      if (kept && kept.value === value) return kept.answer;
      const answer = answerFor(property, value);
      answers.set(property, { value, answer });
      return answer;
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
