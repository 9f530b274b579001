import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The route uses the process-wide database: point it at a throwaway PGlite directory before it opens.
const dataDir = mkdtempSync(path.join(tmpdir(), 'newsletter-route-'));
process.env.SHOP_DATA_DIR = dataDir;
delete process.env.DATABASE_URL;

const { closeDb, getReadyDb, installProcessDb } = await import('@shop/commerce/db/client');
const { openSeededPglite, SCHEMA_ONLY } = await import('@shop/commerce/testing/test-db');
const { POST } = await import('./route.ts');
const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Thanks for signing up. Look out for our emails in your inbox.';

function request(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://dal.localhost:3000/api/newsletter', {
    method: 'POST',
    headers: {
      host: 'dal.localhost:3000',
      origin: 'http://dal.localhost:3000',
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

describe('POST /api/newsletter', { timeout: 30_000 }, () => {
  // The process-wide database is the migrated schema restored in memory: migrating a fresh PGlite took seconds.
  beforeAll(async () => {
    await installProcessDb(await openSeededPglite(SCHEMA_ONLY));
    await getReadyDb();
  }, 180_000);
  afterAll(async () => {
    await closeDb();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the same for a new and an already subscribed address', async () => {
    const first = await POST(request({ email: 'new.shopper@example.com' }), {});
    const second = await POST(request({ email: 'New.Shopper@example.com' }), {});
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ code: 'SUBSCRIBED', message: NEWSLETTER_SUBSCRIBED_MESSAGE });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ code: 'SUBSCRIBED', message: NEWSLETTER_SUBSCRIBED_MESSAGE });
  });

  it('rejects an invalid address with 400 INVALID_EMAIL', async () => {
    const response = await POST(request({ email: 'nope' }), {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_EMAIL' });
  });

  it('refuses a sign-up posted from another site', async () => {
    const response = await POST(request({ email: 'x@example.com' }, { origin: 'https://evil.example' }), {});
    expect(response.status).toBe(403);
  });
});
