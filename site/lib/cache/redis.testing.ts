// The machine's Redis for tests (127.0.0.1:6379, or REDIS_URL), and whether it answers: suites that need it skip
// without it.
import { Redis } from 'ioredis';

export const redisTestUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export async function redisAnswers(url = redisTestUrl): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
