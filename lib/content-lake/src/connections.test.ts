// The browser's six-connections-per-host limit (HTTP/1.1). The Studio's local mode (studio/local-mode.ts) sends every
// event stream to its own `l<n>.localhost` host name; this reproduces a browser's per-host pool with a Node agent
// limited to six sockets per host name (`*.localhost` resolved to 127.0.0.1, as Chromium does) and shows that with
// 20 documents open (20 live listeners) queries still answer and every listener gets its events — and that without
// the host names the same pool starves (the control case, so the test can fail).
import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import type { LookupFunction } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenerHosts } from '../../../studio/local-mode.ts';
import { startLake, TEST_TOKEN, type TestLake } from './testing/lake.ts';

const LISTENERS = 20;

/** Chromium resolves every `*.localhost` name to the loopback address itself; Node's resolver does not. */
const lookupLocalhost: LookupFunction = (hostname, options, callback) => {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if ((options as { all?: boolean }).all)
      (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address: '127.0.0.1', family: 4 },
      ]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  callback(new Error(`unexpected host ${hostname}`), '', 4);
};

interface Listener {
  req: ClientRequest;
  welcomed: Promise<void>;
  events: Array<{ event: string; data: Record<string, unknown> }>;
  next(event: string): Promise<Record<string, unknown>>;
}

const running: TestLake[] = [];
const agents: http.Agent[] = [];
afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  await Promise.all(running.splice(0).map((t) => t.lake.close()));
});

function agentLikeABrowser(): http.Agent {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  agents.push(agent);
  return agent;
}

/** Opens `/data/listen` on `origin` (host name + port) through `agent` and parses its event stream. */
function listen(agent: http.Agent, origin: string, query: string): Listener {
  const url = new URL(`/v2025-02-19/data/listen/production?query=${encodeURIComponent(query)}`, origin);
  const events: Listener['events'] = [];
  const waiters: Array<() => void> = [];
  const req = http.get(url, {
    agent,
    lookup: lookupLocalhost,
    headers: { authorization: `Bearer ${TEST_TOKEN}`, accept: 'text/event-stream' },
  });
  req.on('error', () => undefined); // destroyed at the end of the test
  req.on('response', (res: IncomingMessage) => {
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
        for (const wake of waiters.splice(0)) wake();
        end = buffer.indexOf('\n\n');
      }
    });
  });
  const next = (event: string): Promise<Record<string, unknown>> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event} event from ${url.host}`)), 10_000);
      const check = (): void => {
        const found = events.find((item) => item.event === event);
        if (found) {
          clearTimeout(timer);
          resolve(found.data);
        } else waiters.push(check);
      };
      check();
    });
  return { req, events, welcomed: next('welcome').then(() => undefined), next };
}

/** A GET query through `agent`; resolves with the result, or with 'queued' if no socket was free after `waitMs`. */
function query(agent: http.Agent, origin: string, groq: string, waitMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const url = new URL(`/v2025-02-19/data/query/production?query=${encodeURIComponent(groq)}`, origin);
    const req = http.get(url, { agent, lookup: lookupLocalhost }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve((JSON.parse(body) as { result: unknown }).result));
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve('queued');
    }, waitMs);
    req.on('close', () => clearTimeout(timer));
    req.on('error', (error) => {
      if (!req.destroyed || (error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}

describe('many open documents over HTTP/1.1 with a browser-like 6-socket pool per host', () => {
  it('answers queries and delivers every listener its events with listeners on their own host names', async () => {
    const t = await startLake({ heartbeatMs: 60_000 });
    running.push(t);
    const port = new URL(t.url).port;
    const apiHost = `http://localhost:${port}`;
    await t.client
      .transaction(
        Array.from({ length: LISTENERS }, (_, n) => ({
          create: { _id: `doc-${n}`, _type: 'page', title: `Page ${n}` },
        })),
      )
      .commit();

    const agent = agentLikeABrowser();
    const nextHost = listenerHosts(apiHost);
    if (!nextHost) throw new Error('the Studio shards listeners only for localhost API hosts');
    const listeners = Array.from({ length: LISTENERS }, (_, n) => listen(agent, nextHost(), `*[_id == "doc-${n}"]`));
    await Promise.all(listeners.map((listener) => listener.welcomed));
    // Each stream holds its own socket, on its own host name: 20 streams, no host over the limit.
    const hosts = new Set(listeners.map((listener) => listener.req.getHeader('host')));
    expect(hosts.size).toBe(LISTENERS);

    // Queries on the API host itself still go straight through (more of them than the pool has sockets).
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => query(agent, apiHost, `*[_id == "doc-${n}"][0].title`, 10_000)),
    );
    expect(answers).toEqual(Array.from({ length: 10 }, (_, n) => `Page ${n}`));

    // Every listener receives the edit of its document.
    await t.client
      .transaction(
        Array.from({ length: LISTENERS }, (_, n) => ({ patch: { id: `doc-${n}`, set: { title: `Edited ${n}` } } })),
      )
      .commit();
    const events = await Promise.all(listeners.map((listener) => listener.next('mutation')));
    expect(events.map((event) => event.documentId)).toEqual(listeners.map((_, n) => `doc-${n}`));
    expect(events.every((event) => event.transition === 'update')).toBe(true);
    for (const listener of listeners) listener.req.destroy();
  });

  it('control: the same pool starves when every listener shares the API host name', async () => {
    const t = await startLake({ heartbeatMs: 60_000 });
    running.push(t);
    const apiHost = `http://localhost:${new URL(t.url).port}`;
    const agent = agentLikeABrowser();
    const listeners = Array.from({ length: 8 }, (_, n) => listen(agent, apiHost, `*[_id == "doc-${n}"]`));
    await Promise.all(listeners.slice(0, 6).map((listener) => listener.welcomed));
    // Six streams hold all six sockets: the 7th and 8th streams and any query wait for a socket that never frees.
    // The pool holds all three in its queue (no socket given, not merely slow), and the query is still unanswered later.
    const queued = query(agent, apiHost, 'count(*)', 300);
    expect(Object.values(agent.requests).reduce((sum, waiting) => sum + (waiting?.length ?? 0), 0)).toBe(3);
    expect(await queued).toBe('queued');
    expect(listeners.slice(6).every((listener) => listener.events.length === 0)).toBe(true);
    for (const listener of listeners) listener.req.destroy();
  });
});
