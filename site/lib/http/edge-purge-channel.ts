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
  close(): Promise<void>;
}

/** Subscribes `cache` to `channel` and sets its broadcast to publish there; resolves once subscribed. */
export async function connectEdgePurgeChannel(
  cache: EdgeCache,
  url: string,
  channel: string,
): Promise<EdgePurgeChannel> {
  const options = { connectionName: `shop-site-edge-${process.pid}`, maxRetriesPerRequest: 1, connectTimeout: 2_000 };
  const subscriber = new Redis(url, options);
  const publisher = new Redis(url, { ...options, commandTimeout: 1_000 });
  subscriber.on('error', (error) => log.warn({ err: error }, 'edge-cache purge channel: Redis error'));
  publisher.on('error', (error) => log.warn({ err: error }, 'edge-cache purge publisher: Redis error'));
  subscriber.on('message', (name: string, message: string) => {
    if (name !== channel) return;
    const keys = parseKeys(message);
    if (keys) cache.purge(keys);
  });
  await subscriber.subscribe(channel);
  cache.broadcast = (keys) => {
    publisher.publish(channel, JSON.stringify(keys)).catch((error: unknown) => {
      // The other nodes keep their copies until their s-maxage ends.
      log.warn({ err: error, keys: keys.length }, 'edge-cache purge not published');
    });
  };
  return {
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
