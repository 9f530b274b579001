// kill -9 durability: the real server process (`node src/server.ts`) on its own data folder and port is killed with
// SIGKILL right after writes are acknowledged, then started again on the same folder. Every acknowledged transaction
// must be there (documents, revisions, transaction ids, history); no transaction may be half visible.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { CHILD_COMPILE_CACHE } from '@shop/runtime/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_FILE } from './store/txlog.ts';
import { TEST_TOKEN, tempDir } from './testing/lake.ts';

const SERVER = path.join(import.meta.dirname, 'server.ts');

interface LakeProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<NodeJS.Signals | number | null>;
}

const children: ChildProcess[] = [];

const folders: string[] = [];

afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataFolder(): string {
  const folder = tempDir('content-lake-kill-');
  folders.push(folder);
  return folder;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `node server.ts` on `dataDir` (as SHOP_DATA_DIR) and waits for its "listening" line. */
async function startProcess(dataDir: string, port: number): Promise<LakeProcess> {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH,
      SHOP_DATA_DIR: dataDir,
      CONTENT_LAKE_PORT: String(port),
      CONTENT_LAKE_TOKEN: TEST_TOKEN,
      CONTENT_LAKE_READ_TOKEN: `${TEST_TOKEN}-read`,
      CONTENT_SEED_DIR: path.join(dataDir, 'no-seed'),
      // Nothing listens on port 9: webhook deliveries fail in the background, as they may in real life.
      CONTENT_LAKE_WEBHOOK_URLS: 'http://127.0.0.1:9/hook',
      NODE_COMPILE_CACHE: CHILD_COMPILE_CACHE,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`lake did not start:\n${output}`)), 15_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    exited.then(() => reject(new Error(`lake exited during start-up:\n${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function killNow(lake: LakeProcess): Promise<void> {
  lake.child.kill('SIGKILL');
  expect(await lake.exited).toBe('SIGKILL');
}

const auth = { authorization: `Bearer ${TEST_TOKEN}`, 'content-type': 'application/json' };

async function post(url: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(url, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const mutate = (lake: LakeProcess, mutations: unknown[]) =>
  post(`${lake.url}/v2025-02-19/data/mutate/production?returnIds=true`, { mutations });
const act = (lake: LakeProcess, actions: unknown[]) =>
  post(`${lake.url}/v2025-02-19/data/actions/production`, { actions });

async function getDocs(lake: LakeProcess, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  const res = await fetch(`${lake.url}/v2025-02-19/data/doc/production/${ids.join(',')}`, { headers: auth });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { documents: Array<Record<string, unknown>> };
  return new Map(body.documents.map((doc) => [String(doc._id), doc]));
}

async function rawQuery<T>(lake: LakeProcess, query: string): Promise<T> {
  const url = `${lake.url}/v2025-02-19/data/query/production?perspective=raw&query=${encodeURIComponent(query)}`;
  const res = await fetch(url, { headers: auth });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

async function historyIds(lake: LakeProcess, ids: string[]): Promise<string[]> {
  const res = await fetch(`${lake.url}/v2025-02-19/data/history/production/transactions/${ids.join(',')}`, {
    headers: auth,
  });
  expect(res.status).toBe(200);
  return (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { id: string }).id);
}

describe('kill -9 durability (real server process)', () => {
  it('keeps a publish acknowledged just before SIGKILL, with its revision and history', async () => {
    const dataDir = dataFolder();
    const port = await freePort();
    let lake = await startProcess(dataDir, port);

    const created = await mutate(lake, [
      { create: { _id: 'drafts.home-dal', _type: 'page', brand: 'dal', route: '/', title: 'Home v1' } },
    ]);
    expect(created.status).toBe(200);
    const createTx = String(created.json.transactionId);
    await killNow(lake);

    lake = await startProcess(dataDir, port);
    const edited = await act(lake, [
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.home-dal',
        publishedId: 'home-dal',
        patch: { set: { title: 'Home v2' } },
      },
    ]);
    expect(edited.status).toBe(200);
    const published = await act(lake, [
      { actionType: 'sanity.action.document.publish', draftId: 'drafts.home-dal', publishedId: 'home-dal' },
    ]);
    expect(published.status).toBe(200);
    const publishTx = String(published.json.transactionId);
    await killNow(lake);

    lake = await startProcess(dataDir, port);
    const docs = await getDocs(lake, ['home-dal', 'drafts.home-dal']);
    expect(docs.get('home-dal')).toMatchObject({ _id: 'home-dal', title: 'Home v2', _rev: publishTx });
    expect(docs.has('drafts.home-dal')).toBe(false);
    // The published page is what an anonymous reader gets.
    const anonymous = await fetch(
      `${lake.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id == "home-dal"][0].title')}`,
    );
    expect(((await anonymous.json()) as { result: unknown }).result).toBe('Home v2');
    expect(await historyIds(lake, ['home-dal', 'drafts.home-dal'])).toEqual([
      createTx,
      String(edited.json.transactionId),
      publishTx,
    ]);
    // Revisions chain on after the restart: a write conditioned on the recovered _rev succeeds.
    const next = await mutate(lake, [{ patch: { id: 'home-dal', ifRevisionID: publishTx, set: { title: 'v3' } } }]);
    expect(next.status).toBe(200);
    await killNow(lake);
  });

  it('keeps every acknowledged write of a quick stream killed mid-way, never half a transaction', async () => {
    const dataDir = dataFolder();
    const port = await freePort();
    let lake = await startProcess(dataDir, port);
    expect((await mutate(lake, [{ create: { _id: 'counter', _type: 'counter', n: 0 } }])).status).toBe(200);

    // Each transaction writes two documents and bumps the counter: all three or none must survive.
    const acknowledged = new Map<number, string>();
    const killAfter = 40;
    let stopped = false;
    const writer = async (): Promise<void> => {
      for (let n = 0; !stopped; n++) {
        try {
          const res = await mutate(lake, [
            { create: { _id: `pair-${n}-a`, _type: 'pair', n } },
            { create: { _id: `pair-${n}-b`, _type: 'pair', n } },
            { patch: { id: 'counter', inc: { n: 1 } } },
          ]);
          if (res.status !== 200) throw new Error(`write ${n}: HTTP ${res.status}`);
          acknowledged.set(n, String(res.json.transactionId));
          if (acknowledged.size === killAfter) {
            // Kill while the next write is already on its way (fired without awaiting).
            void mutate(lake, [{ create: { _id: `pair-${n + 1}-a`, _type: 'pair', n: n + 1 } }]).catch(() => undefined);
            lake.child.kill('SIGKILL');
            stopped = true;
          }
        } catch {
          stopped = true; // the connection died with the process
        }
      }
    };
    await writer();
    expect(await lake.exited).toBe('SIGKILL');
    expect(acknowledged.size).toBe(killAfter);

    // Simulate the crash landing mid-append as well: half a transaction line at the end of the log.
    const logPath = path.join(dataDir, 'content-lake', 'production', LOG_FILE);
    const lastLine = readFileSync(logPath, 'utf8').trimEnd().split('\n').at(-1) ?? '';
    appendFileSync(logPath, lastLine.slice(0, Math.floor(lastLine.length / 2)).replace(/"id":"[^"]+"/, '"id":"torn"'));

    lake = await startProcess(dataDir, port);
    expect(lake.output()).toContain('torn last line');
    const pairs = await rawQuery<Array<{ _id: string; _rev: string; n: number }>>(
      lake,
      '*[_type == "pair"]{_id, _rev, n}',
    );
    const byN = new Map<number, Array<{ _id: string; _rev: string }>>();
    for (const pair of pairs) byN.set(pair.n, [...(byN.get(pair.n) ?? []), pair]);
    for (const [n, transactionId] of acknowledged) {
      expect(byN.get(n)?.map((pair) => pair._rev)).toEqual([transactionId, transactionId]);
    }
    for (const [n, members] of byN) expect(members, `pair ${n} is half there`).toHaveLength(n === killAfter ? 1 : 2);
    const counter = await getDocs(lake, ['counter']);
    const whole = [...byN.values()].filter((members) => members.length === 2).length;
    expect(counter.get('counter')?.n).toBe(whole);

    // The log is clean again: a new write after the recovered tail survives another kill.
    const after = await mutate(lake, [{ create: { _id: 'after-recovery', _type: 'pair', n: -1 } }]);
    expect(after.status).toBe(200);
    await killNow(lake);
    lake = await startProcess(dataDir, port);
    expect(lake.output()).not.toContain('torn last line');
    expect((await getDocs(lake, ['after-recovery'])).get('after-recovery')?._rev).toBe(after.json.transactionId);
    await killNow(lake);
  });

  it('keeps every acknowledged write of a concurrent burst killed while writes are in flight', async () => {
    const dataDir = dataFolder();
    const port = await freePort();
    let lake = await startProcess(dataDir, port);
    const total = 60;
    const killAfter = 25;
    const acknowledged = new Map<number, string>();
    await Promise.all(
      Array.from({ length: total }, async (_, n) => {
        try {
          const res = await mutate(lake, [
            { create: { _id: `burst-${n}`, _type: 'burst', n } },
            { create: { _id: `drafts.burst-${n}`, _type: 'burst', n } },
          ]);
          if (res.status !== 200) return;
          acknowledged.set(n, String(res.json.transactionId));
          if (acknowledged.size === killAfter) lake.child.kill('SIGKILL');
        } catch {
          // in flight when the process died: may or may not have been committed, but was never acknowledged
        }
      }),
    );
    expect(await lake.exited).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(killAfter);
    // (On a very fast machine every write may be acknowledged before the kill lands; the checks below still hold.)

    lake = await startProcess(dataDir, port);
    const docs = await rawQuery<Array<{ _id: string; _rev: string; n: number }>>(
      lake,
      '*[_type == "burst"]{_id, _rev, n}',
    );
    const revs = new Map<number, string[]>();
    for (const doc of docs) revs.set(doc.n, [...(revs.get(doc.n) ?? []), doc._rev]);
    for (const [n, transactionId] of acknowledged) expect(revs.get(n)).toEqual([transactionId, transactionId]);
    for (const [n, list] of revs) expect(list, `burst ${n} is half there`).toHaveLength(2);
    const history = await historyIds(
      lake,
      [...acknowledged.keys()].map((n) => `burst-${n}`),
    );
    expect(new Set(history)).toEqual(new Set(acknowledged.values()));
    await killNow(lake);
  });
});
