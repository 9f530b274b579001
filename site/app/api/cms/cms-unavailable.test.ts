// With the content lake unreachable the CMS calls answer 503 with the generic message, never a 500.
import { createServer } from 'node:net';
import { captureLogs, type LogRecord } from '@shop/runtime/log-capture';
import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('next/cache', () => ({ unstable_cache: <T>(fn: () => Promise<T>) => fn }));

const logged: LogRecord[] = [];
beforeAll(() => captureLogs(logged));

// A port nothing listens on: bind one, note it, close it.
const port = await new Promise<number>((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
  });
});
process.env.CONTENT_LAKE_URL = `http://127.0.0.1:${port}`;
delete process.env.SANITY_PROJECT_ID;

const bag = await import('./bag/route.ts');
const terms = await import('./banner-terms/route.ts');
const get = (url: string) => new Request(`http://dal.localhost:3000${url}`);

describe('CMS calls with the content lake down', () => {
  it('answer 503 with the generic message', async () => {
    logged.length = 0;
    for (const response of [
      await bag.GET(get('/api/cms/bag'), {}),
      await terms.GET(get('/api/cms/banner-terms?name=x'), {}),
    ]) {
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        code: 'CONTENT_UNAVAILABLE',
        message: 'Sorry, something went wrong. Please try again later.',
      });
    }
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        component: 'content',
        err: expect.objectContaining({ type: expect.any(String) }),
      }),
    );
  });
});
