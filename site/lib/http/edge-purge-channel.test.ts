// Two site nodes' edge caches on the machine's Redis (127.0.0.1:6379, or REDIS_URL): a purge made on one reaches the
// other through the channel, and a message that is not a list of keys is ignored.
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAnswers, redisTestUrl } from '../cache/redis.testing.ts';
import { EdgeCache, installEdgeCache, purgeEdgeCache } from './edge-cache.ts';
import { connectEdgePurgeChannel, type EdgePurgeChannel } from './edge-purge-channel.ts';

const url = redisTestUrl;
const channel = `test:edge-purge:${process.pid}:${Date.now().toString(36)}`;

const up = await redisAnswers(url);
if (!up) console.warn(`⚠ edge-cache purge channel tests skipped: no Redis answers at ${url}`);

const opened: EdgePurgeChannel[] = [];
afterAll(async () => {
  installEdgeCache(undefined);
  for (const each of opened) await each.close();
});

/** A node's edge cache with its purges recorded. */
async function node() {
  const cache = new EdgeCache({ maxBytes: 1024 });
  const purged: string[][] = [];
  const purge = cache.purge.bind(cache);
  cache.purge = (keys) => {
    purged.push([...keys]);
    return purge(keys);
  };
  const connection = connectEdgePurgeChannel(cache, url, channel);
  opened.push(connection);
  await connection.subscribed();
  return { cache, purged };
}

describe('the edge-cache purge channel without Redis', () => {
  it('does not hold the node up, and purges stay local', async () => {
    const cache = new EdgeCache({ maxBytes: 1024 });
    const purged: string[][] = [];
    cache.purge = (keys) => purged.push([...keys]);
    // A port nothing listens on: connecting is refused, again and again.
    const connection = connectEdgePurgeChannel(cache, 'redis://127.0.0.1:1', `${channel}:down`);
    try {
      installEdgeCache(cache);
      purgeEdgeCache(['brand:dal']);
      expect(purged).toEqual([['brand:dal']]);
    } finally {
      installEdgeCache(undefined);
      await connection.close();
    }
  });
});

describe.skipIf(!up)('the edge-cache purge channel', () => {
  it('carries a purge made on one node to every node', async () => {
    const [first, second] = [await node(), await node()];
    installEdgeCache(first.cache);
    purgeEdgeCache(['route:dal:/', 'brand:cgn']);
    // The first node purged at once, and again when its own message came back.
    await expect.poll(() => second.purged).toEqual([['route:dal:/', 'brand:cgn']]);
    await expect
      .poll(() => first.purged)
      .toEqual([
        ['route:dal:/', 'brand:cgn'],
        ['route:dal:/', 'brand:cgn'],
      ]);
  });

  it('ignores a message that is not a list of keys', async () => {
    const listener = await node();
    const publisher = new Redis(url);
    try {
      await publisher.publish(channel, 'not json');
      await publisher.publish(channel, JSON.stringify({ keys: ['brand:dal'] }));
      await publisher.publish(channel, JSON.stringify(['brand:fw']));
      await expect.poll(() => listener.purged).toEqual([['brand:fw']]);
    } finally {
      publisher.disconnect();
    }
  });
});
