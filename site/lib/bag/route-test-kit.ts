// Contract-test kit for the bag and saved-items routes: points the process-wide database (the routes' `getReadyDb`)
// at a throwaway one — PGlite in memory, or a fresh PostgreSQL database when TEST_DATABASE_URL is set —
// seeds two brands with promotions, and builds real `Request`s the way a browser on a brand's host would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bagFixtureSeed } from '@shop/commerce/bag/fixture';
import { closeDb, type Db, getReadyDb, installProcessDb } from '@shop/commerce/db/client';
import { createTestDb, openSeededPglite } from '@shop/commerce/testing/test-db';

export interface RouteTestDb {
  db: Db;
  dispose(): Promise<void>;
}

export async function openRouteTestDb(): Promise<RouteTestDb> {
  // Toggles: a port nothing listens on fails fast, so the fallback list applies without waiting for a timeout.
  process.env.TOGGLES_URL = 'http://127.0.0.1:9/proxy';
  let cleanup: () => Promise<void>;
  if (process.env.TEST_DATABASE_URL) {
    const pg = await createTestDb({ seed: bagFixtureSeed });
    process.env.DATABASE_URL = pg.url;
    cleanup = () => pg.dispose();
  } else {
    // The routes' process-wide database is the seed restored in memory (a data directory on disk would cost a second
    // or two to write, open and close); the data folder stays a throwaway one for anything else kept there.
    const dir = mkdtempSync(path.join(tmpdir(), 'bag-routes-'));
    process.env.SHOP_DATA_DIR = dir;
    delete process.env.DATABASE_URL;
    await installProcessDb(await openSeededPglite(bagFixtureSeed));
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const db = await getReadyDb();
  return {
    db,
    dispose: async () => {
      await closeDb();
      await cleanup();
    },
  };
}

export interface CallOptions {
  body?: unknown;
  /** Raw body text (hostile tests); wins over `body`. */
  rawBody?: string;
  cookie?: string;
  brand?: string;
  headers?: Record<string, string>;
}

type Handler = (request: Request, context: unknown) => Promise<Response>;

/** Calls a route handler as a same-origin browser on `<brand>.localhost:3000` would. */
export function call(handler: Handler, method: string, pathAndQuery: string, options: CallOptions = {}) {
  const brand = options.brand ?? 'dal';
  const host = `${brand}.localhost:3000`;
  const headers: Record<string, string> = { host, 'x-brand': brand, ...(options.headers ?? {}) };
  if (method !== 'GET' && !('origin' in headers)) headers.origin = `http://${host}`;
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json';
  return handler(new Request(`http://${host}${pathAndQuery}`, { method, headers, body }), {});
}

/** The Set-Cookie of a response parsed into name, value and attributes. */
export function cookieOf(
  response: Response,
  name: string,
): { value: string; maxAge: number | null; raw: string } | null {
  for (const raw of response.headers.getSetCookie()) {
    if (!raw.startsWith(`${name}=`)) continue;
    const value = decodeURIComponent(raw.slice(name.length + 1).split(';')[0] ?? '');
    const maxAge = /Max-Age=(\d+)/i.exec(raw)?.[1];
    return { value, maxAge: maxAge === undefined ? null : Number(maxAge), raw };
  }
  return null;
}
