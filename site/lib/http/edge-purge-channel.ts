// Several site nodes (REDIS_URL): an edge-cache purge made on one node (the lake's webhook reaches one node through the
// balancer) is published on a Redis channel, and every node, the publisher included, purges its own copies when the
// message arrives. Pub/sub keeps no messages: a node that is disconnected at that moment serves its copy until its
// s-maxage (60 s) ends, as a CDN that missed a purge would. Kept out of edge-cache.ts so the route handlers that purge
// (bundled by Next.js) do not bundle a Redis client; server.ts wires it.
import { createLogger } from '@shop/runtime/log';
import { Redis } from 'ioredis';
import type { EdgeCache } from './edge-cache.ts';

const log = createLogger('site').child({ component: 'edge-cache' });

export interface EdgePurgeChannel {
  subscribed(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Subscribes `cache` to `channel` and sets its broadcast to publish there. Resolves at once: a node starts and serves
 * while Redis is away (its shared cache degrades the same way, lib/cache/redis-cache-handler.ts), and subscribes once
 * Redis answers. Messages published while it was not subscribed are lost, so on every (re)subscription after the first
 * it drops all its copies.
 */
export function connectEdgePurgeChannel(cache: EdgeCache, url: string, channel: string): EdgePurgeChannel {
  const name = `shop-site-edge-${process.pid}`;
  // No limit on retries for the subscriber: ioredis replays the subscription on every reconnection.
  const subscriber = new Redis(url, { connectionName: name, maxRetriesPerRequest: null, connectTimeout: 2_000 });
  const publisher = new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  });
  let subscriptions = 0;
  subscriber.on('error', (error) => log.warn({ err: error }, 'edge-cache purge channel: Redis error'));
  publisher.on('error', (error) => log.warn({ err: error }, 'edge-cache purge publisher: Redis error'));
  subscriber.on('ready', () => {
    subscriptions += 1;
    if (subscriptions > 1) {
      cache.clear();
      log.info('edge-cache purge channel: subscribed again; copies dropped (purges may have been missed)');
    }
  });
  subscriber.on('message', (name: string, message: string) => {
    if (name !== channel) return;
    const keys = parseKeys(message);
    if (keys) cache.purge(keys);
  });
  // Queued until Redis answers (no retry limit above).
  const subscribed = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => log.warn({ err: error }, 'edge-cache purge channel: not subscribed'),
  );
  cache.broadcast = (keys) => {
    publisher.publish(channel, JSON.stringify(keys)).catch((error: unknown) => {
      // The other nodes keep their copies until their s-maxage ends.
      log.warn({ err: error, keys: keys.length }, 'edge-cache purge not published');
    });
  };
  return {
    /** Resolves once subscribed (tests; the server does not wait). */
    subscribed: () => subscribed,
    async close() {
      cache.broadcast = undefined;
      subscriber.disconnect();
      await publisher.quit().catch(() => publisher.disconnect());
    },
  };
}
function parseKeys(message: string): string[] | null {
  try {
    const keys: unknown = JSON.parse(message);
    return Array.isArray(keys) && keys.every((key) => typeof key === 'string') ? keys : null;
  } catch {
    return null;
  }
}
