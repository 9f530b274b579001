// The presence socket hub's shutdown: closeAll must leave no heartbeat timer behind (it would keep the process alive
// after lake.close()).
import type { IncomingMessage } from 'node:http';
import { Duplex } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Auth } from './auth.ts';
import { createCors } from './http/cors.ts';
import { createSocketHub } from './http/socket.ts';
import { createLogger } from './log.ts';

afterEach(() => {
  vi.useRealTimers();
});

function fakeSocket(): Duplex {
  return new Duplex({
    read() {},
    write(_chunk, _encoding, done) {
      done();
    },
  });
}

const upgradeRequest = {
  headers: { 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==', upgrade: 'websocket' },
} as unknown as IncomingMessage;

describe('socket hub', () => {
  it('clears every heartbeat on closeAll', () => {
    vi.useFakeTimers();
    const hub = createSocketHub({
      auth: {} as Auth,
      cors: createCors([]),
      dataset: 'production',
      logger: createLogger({ write: () => undefined }),
      heartbeatMs: 1000,
    });
    const sockets = [fakeSocket(), fakeSocket()];
    for (const socket of sockets)
      expect(hub.upgrade(upgradeRequest, socket, '/v2025-02-19/socket/production')).toBe(true);
    expect(vi.getTimerCount()).toBe(2);
    hub.closeAll();
    expect(vi.getTimerCount()).toBe(0);
    for (const socket of sockets) expect(socket.destroyed).toBe(true);
  });

  it('clears the heartbeat when a socket closes by itself', async () => {
    vi.useFakeTimers();
    const hub = createSocketHub({
      auth: {} as Auth,
      cors: createCors([]),
      dataset: 'production',
      logger: createLogger({ write: () => undefined }),
      heartbeatMs: 1000,
    });
    const socket = fakeSocket();
    hub.upgrade(upgradeRequest, socket, '/v2025-02-19/socket/production');
    expect(vi.getTimerCount()).toBe(1);
    socket.destroy();
    await new Promise((resolve) => socket.once('close', resolve));
    expect(vi.getTimerCount()).toBe(0);
  });
});
