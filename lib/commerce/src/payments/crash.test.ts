// A site node killed (SIGKILL) in the middle of paying: a real child process completes an order against the shared
// database (a PGlite data directory, or the PostgreSQL test database with TEST_DATABASE_URL) and the sandbox gateway
// over HTTP, and is killed at a chosen point. Then, as after a restart, the sweeper runs: a process killed after the
// authorisation and before the order leaves no order and the authorisation reversed at the gateway; one killed after the
// order was committed leaves exactly that order, its authorisation standing, and the same key answers it again.
// Never a charge without an order.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHILD_COMPILE_CACHE } from '@shop/runtime/testing';
import { silentLogger } from '@shop/sandbox/log';
import { createSandboxServer, type SandboxServer } from '@shop/sandbox/server';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BagResult } from '../bag/errors.ts';
import { bagContext, bagFixtureSeed, type FixtureOption, pickOptions } from '../bag/fixture.ts';
import { addToBag } from '../bag/operations.ts';
import { updateDeliveryAddress } from '../checkout/delivery.ts';
import type { Db, DbHandle } from '../db/client.ts';
import { bags } from '../db/schema-bag.ts';
import { orders, paymentAttempts } from '../db/schema-orders.ts';
import { demoCustomerId } from '../seed/customers.ts';
import { createTestDb, openSeededPglite, openTestPgliteDir, type TestDb } from '../testing/test-db.ts';
import { completeOrder, sweepStalePayments } from './complete.ts';
import type { CardGateway } from './gateway.ts';
import { httpCardGateway } from './http.ts';

const KEY = 'crash-test-gateway';
const SHOP = 'http://dal.localhost:3000';
const CHILD = path.resolve(import.meta.dirname, '../testing/crash-child.ts');
const pgUrl = process.env.TEST_DATABASE_URL;
const customerId = demoCustomerId('dal', 'cash');
const customer = bagContext('dal', { customerId });

let sandbox: SandboxServer;
let gatewayUrl: string;
let gateway: CardGateway;
let dataDir: string;
let pg: TestDb | null = null;
let handle: DbHandle | null = null;
let options: FixtureOption[];

/** The database as this (surviving) process sees it: reopened from the data directory after each crash on PGlite. */
async function open(): Promise<Db> {
  if (pg) return pg.db;
  if (!handle) handle = openTestPgliteDir(dataDir);
  return handle.db;
}
async function release(): Promise<void> {
  // PGlite is one process's: let go of the data directory while the child has it.
  if (pg || !handle) return;
  await handle.close();
  handle = null;
}

beforeAll(async () => {
  sandbox = createSandboxServer({
    port: 0,
    logger: silentLogger,
    mail: { dir: mkdtempSync(path.join(tmpdir(), 'crash-mail-')) },
    gateway: { keys: [KEY], dir: mkdtempSync(path.join(tmpdir(), 'crash-gateway-')), ddcDelayMs: 0 },
  });
  gatewayUrl = (await sandbox.listen()).url;
  gateway = httpCardGateway({ baseUrl: gatewayUrl, merchantKey: KEY });
  if (pgUrl) {
    pg = await createTestDb({ seed: bagFixtureSeed });
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'crash-db-'));
    handle = await openSeededPglite(bagFixtureSeed, dataDir);
  }
  options = await pickOptions(await open(), 'dal', 4);
}, 180_000);

afterAll(async () => {
  await release();
  await pg?.dispose();
  await sandbox?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function ok<T>(result: BagResult<T>): T {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.value;
}

let next = 0;
async function readyBag(): Promise<{ cartId: string; total: number }> {
  const db = await open();
  await db.delete(bags).where(and(eq(bags.status, 'OPEN'), inArray(bags.customerId, [customerId])));
  const option = options[next++ % options.length] as FixtureOption;
  const { cartId } = ok(await addToBag(db, customer, { cartId: null, ...option, quantity: 1 }));
  const view = ok(
    await updateDeliveryAddress(db, customer, {
      cartId,
      address: {
        firstName: 'Amelia',
        surName: 'Hughes',
        addressLine1: '14 Rosemary Lane',
        town: 'Leeds',
        postcode: 'LS6 2AB',
      },
      saveAddress: false,
    }),
  );
  return { cartId: view.cartId, total: view.orderTotal };
}

/** What the hosted fields do in the browser: the card to the gateway, a transient token back. */
async function transientToken(): Promise<string> {
  const { captureContext } = await gateway.captureContext({ targetOrigins: [SHOP] });
  const response = await fetch(`${gatewayUrl}/gateway/flex/v2/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      captureContext,
      number: '4111111111111111',
      expiryMonth: '01',
      expiryYear: String(new Date().getUTCFullYear() + 3),
      securityCode: '123',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** Runs the child until it prints the line starting with `marker`, then kills it with SIGKILL. */
async function payAndKill(
  bag: { cartId: string; total: number },
  key: string,
  token: string,
  point: 'authorised' | 'answered',
): Promise<string> {
  await release();
  const child: ChildProcess = spawn(
    process.execPath,
    [CHILD, pg?.url ?? dataDir, gatewayUrl, KEY, customerId, bag.cartId, String(bag.total), key, token, point],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_COMPILE_CACHE: CHILD_COMPILE_CACHE } },
  );
  const marker = point === 'authorised' ? 'AUTHORISED ' : 'ANSWERED ';
  let output = '';
  let errors = '';
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = output.split('\n').find((entry) => entry.startsWith(marker));
      if (found) resolve(found.slice(marker.length));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.once('exit', (code) => reject(new Error(`the child exited (${code}) before ${marker}: ${errors}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  return line;
}

describe.each([{ kind: pgUrl ? 'PostgreSQL' : 'PGlite' }])('a site node killed while paying ($kind)', () => {
  it('killed after the authorisation, before the order: no order, and the sweeper reverses the authorisation', async () => {
    const bag = await readyBag();
    const authorisationId = await payAndKill(bag, 'crash-before-order', await transientToken(), 'authorised');
    const db = await open();
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.customerId, customerId), eq(paymentAttempts.idempotencyKey, 'crash-before-order')));
    expect(attempt?.state).toBe('PENDING');
    expect(
      await db
        .select()
        .from(orders)
        .where(eq(orders.cartId, attempt?.bagId as string)),
    ).toHaveLength(0);
    // The gateway holds an authorisation nobody has an order for, until the sweeper runs after the restart.
    expect(await gateway.findAuthorisation(attempt?.id as string)).toMatchObject({
      id: authorisationId,
      status: 'AUTHORIZED',
      reversed: false,
    });
    expect(await sweepStalePayments(db, gateway, { olderThanMs: 0 })).toEqual({ voided: 1, failed: 0 });
    expect(await gateway.findAuthorisation(attempt?.id as string)).toMatchObject({
      id: authorisationId,
      reversed: true,
    });
    const [settled] = await db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attempt?.id as string));
    expect(settled?.state).toBe('VOIDED');
    // The shopper's bag is still open: paying again with a new press places the order once.
    const placed = ok(
      await completeOrder(db, gateway, customer, {
        cartId: bag.cartId,
        idempotencyKey: 'crash-before-order-again',
        instrument: { transientToken: await transientToken() },
        authentication: null,
        saveCard: false,
        expectedTotal: bag.total,
      }),
    );
    expect(placed.orderTotal).toBe(bag.total);
  }, 120_000);

  it('killed after the order was committed, before the answer: exactly one order, nothing reversed, the key answers it', async () => {
    const bag = await readyBag();
    const token = await transientToken();
    const answered = JSON.parse(await payAndKill(bag, 'crash-after-order', token, 'answered')) as BagResult<{
      orderNumber: string;
    }>;
    const placed = ok(answered);
    const db = await open();
    expect(await sweepStalePayments(db, gateway, { olderThanMs: 0 })).toEqual({ voided: 0, failed: 0 });
    const rows = await db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber));
    expect(rows).toHaveLength(1);
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.customerId, customerId), eq(paymentAttempts.idempotencyKey, 'crash-after-order')));
    expect(attempt?.state).toBe('ORDERED');
    expect(await gateway.findAuthorisation(attempt?.id as string)).toMatchObject({ reversed: false });
    // The browser retries the press it never heard back from: the same order, no second charge.
    const replay = ok(
      await completeOrder(db, gateway, customer, {
        cartId: bag.cartId,
        idempotencyKey: 'crash-after-order',
        instrument: { transientToken: token },
        authentication: null,
        saveCard: false,
        expectedTotal: bag.total,
      }),
    );
    expect(replay.orderNumber).toBe(placed.orderNumber);
  }, 120_000);
});
