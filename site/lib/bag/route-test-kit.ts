// Contract-test kit for the bag and saved-items routes: points the process-wide database (the routes' `getReadyDb`)
// at a throwaway one — PGlite in memory, or a fresh PostgreSQL database when TEST_DATABASE_URL is set —
// seeds two brands with promotions, and builds real `Request`s the way a browser on a brand's host would. A test acts
// as a signed-in customer through a real session (`actAs`): its row in that database and its cookie on every call.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bagFixtureSeed, type FixtureOption } from '@shop/commerce/bag/fixture';
import { closeDb, type Db, getReadyDb, installProcessDb } from '@shop/commerce/db/client';
import { createTestDb, openSeededPglite } from '@shop/commerce/testing/test-db';
import { readCookie, SESSION_COOKIE } from '@/lib/session/cookies.ts';
import { startSession } from '@/lib/session/session.ts';
import { installToggleClient } from '@/lib/toggles/server.ts';

export interface RouteTestDb {
  db: Db;
  dispose(): Promise<void>;
}

/** Who the calls are signed in as (null: a guest), and the session id of each brand's customer already signed in. */
let acting: string | null = null;
const sessionIds = new Map<string, Promise<string>>();

/**
 * Signs the following calls in as `customerId` (null: a guest), with a real session on the brand the call goes to:
 * started on first use, as the sign-in callback starts one, with an access token that stays valid for the test.
 */
export function actAs(customerId: string | null): void {
  acting = customerId;
}

function sessionIdFor(customerId: string, brandCode: string): Promise<string> {
  const key = `${brandCode} ${customerId}`;
  let id = sessionIds.get(key);
  if (!id) {
    id = startSession({
      customerId,
      brandCode,
      rememberMe: false,
      tokens: { accessToken: `test-access-${customerId}` },
      accessTokenExpiresAt: Math.floor(Date.now() / 1000) + 3600,
    }).then((started) => started.id);
    sessionIds.set(key, id);
  }
  return id;
}

/** The session cookie of `customerId` signed in on `brandCode` (for a request a test sends some other way than `call`). */
export async function sessionCookieFor(customerId: string, brandCode = 'dal'): Promise<string> {
  return `${SESSION_COOKIE}=${await sessionIdFor(customerId, brandCode)}`;
}

/** Back to a guest, forgetting every session: they live in one file's database and go with it. */
function signOutAll(): void {
  acting = null;
  sessionIds.clear();
}

export async function openRouteTestDb(): Promise<RouteTestDb> {
  signOutAll();
  // Toggles: a port nothing listens on fails fast, so the fallback list applies without waiting for a timeout. The
  // process's toggle client is made again from it: an earlier file in this worker may have made one already.
  process.env.TOGGLES_URL = 'http://127.0.0.1:9/proxy';
  installToggleClient(undefined);
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
      signOutAll();
      await closeDb();
      await cleanup();
    },
  };
}

/** A browser's addToBag body for dal (spec §7) adding one unit of `option`; `extra` overrides or adds fields. */
export function addToBagBody(option: FixtureOption, extra: Record<string, unknown> = {}) {
  return {
    cartId: '',
    siteId: 'DALBY',
    channel: 'new-headless-web',
    skuProductCode: option.productNumber,
    bosOfferCode: option.offerNumber,
    productOptionNo: option.optionNumber,
    quantity: 1,
    unitPrice: option.price || 1,
    productType: null,
    wishlistId: '',
    ...extra,
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

/**
 * Calls a route handler as a same-origin browser on `<brand>.localhost:3000` would, signed in as the customer of
 * `actAs` (its session cookie beside `cookie`, unless `cookie` carries a session of its own).
 */
export async function call(handler: Handler, method: string, pathAndQuery: string, options: CallOptions = {}) {
  const brand = options.brand ?? 'dal';
  const host = `${brand}.localhost:3000`;
  const headers: Record<string, string> = { host, ...(options.headers ?? {}) };
  if (method !== 'GET' && !('origin' in headers)) headers.origin = `http://${host}`;
  const cookies = options.cookie ? [options.cookie] : [];
  if (acting && !readCookie(options.cookie ?? null, SESSION_COOKIE)) {
    cookies.push(`${SESSION_COOKIE}=${await sessionIdFor(acting, brand)}`);
  }
  if (cookies.length > 0) headers.cookie = cookies.join('; ');
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
