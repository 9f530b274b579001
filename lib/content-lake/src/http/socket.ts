// GET /v*/socket/{ds} (WebSocket): the Studio's "bifur" channel, JSON-RPC 2.0, used for presence (who else is
// looking at which document). Implements the handshake and framing of RFC 6455 for text messages (no extensions),
// `authorization`, and `presence_subscribe` / `_unsubscribe` / `_rollcall` / `_announce` / `_disconnect`, relaying
// presence between every other authorised socket of the dataset. Heartbeats are the "♥" text message.
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Account, Auth } from '../auth.ts';
import type { Logger } from '../log.ts';
import type { Cors } from './cors.ts';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const MAX_MESSAGE_BYTES = 1024 * 1024;

export interface SocketDeps {
  auth: Auth;
  cors: Cors;
  dataset: string;
  logger: Logger;
  heartbeatMs: number;
}

interface Peer {
  socket: Duplex;
  account: Account | null;
  /** presence subscription ids of this socket. */
  subscriptions: Set<string>;
  /** presence sessions announced over this socket (told as disconnected when it closes). */
  sessions: Set<string>;
  /** The "♥" interval; cleared when the socket closes or the hub shuts down. */
  heartbeat?: NodeJS.Timeout;
}

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const head =
    length < 126
      ? Buffer.from([0x80 | opcode, length])
      : length < 65536
        ? Buffer.from([0x80 | opcode, 126, length >> 8, length & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigLength(length)]);
  return Buffer.concat([head, payload]);
}

function bigLength(length: number): Buffer {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(BigInt(length));
  return out;
}

/** Reads complete frames from `buffer`; returns them and the unread rest. Client frames must be masked. */
function parseFrames(buffer: Buffer): { frames: { fin: boolean; opcode: number; payload: Buffer }[]; rest: Buffer } {
  const frames = [];
  let offset = 0;
  while (buffer.length - offset >= 2) {
    const first = buffer[offset] as number;
    const second = buffer[offset + 1] as number;
    let length = second & 0x7f;
    let cursor = offset + 2;
    if (length === 126) {
      if (buffer.length < cursor + 2) break;
      length = buffer.readUInt16BE(cursor);
      cursor += 2;
    } else if (length === 127) {
      if (buffer.length < cursor + 8) break;
      length = Number(buffer.readBigUInt64BE(cursor));
      cursor += 8;
    }
    if (length > MAX_MESSAGE_BYTES) throw new Error('message too large');
    const masked = (second & 0x80) !== 0;
    if (!masked) throw new Error('client frames must be masked');
    if (buffer.length < cursor + 4 + length) break;
    const mask = buffer.subarray(cursor, cursor + 4);
    cursor += 4;
    const payload = Buffer.from(buffer.subarray(cursor, cursor + length));
    for (let index = 0; index < payload.length; index++)
      payload[index] = (payload[index] as number) ^ (mask[index % 4] as number);
    frames.push({ fin: (first & 0x80) !== 0, opcode: first & 0x0f, payload });
    offset = cursor + length;
  }
  return { frames, rest: buffer.subarray(offset) };
}

export function createSocketHub(deps: SocketDeps) {
  const peers = new Set<Peer>();

  const sendText = (peer: Peer, text: string): void => {
    if (!peer.socket.destroyed) peer.socket.write(frame(0x1, Buffer.from(text, 'utf8')));
  };
  const reply = (peer: Peer, id: unknown, result: unknown): void =>
    sendText(peer, JSON.stringify({ jsonrpc: '2.0', id, result }));
  const fail = (peer: Peer, id: unknown, code: number, message: string): void =>
    sendText(peer, JSON.stringify({ jsonrpc: '2.0', id, error: { code, message } }));
  const broadcast = (from: Peer, event: Record<string, unknown>): void => {
    for (const peer of peers) {
      if (peer === from || !peer.account) continue;
      for (const subscription of peer.subscriptions) {
        sendText(
          peer,
          JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscription', params: { subscription, result: event } }),
        );
      }
    }
  };

  const handle = (peer: Peer, text: string): void => {
    let message: { id?: unknown; method?: unknown; params?: Record<string, unknown> };
    try {
      message = JSON.parse(text);
    } catch {
      fail(peer, null, -32700, 'Parse error');
      return;
    }
    const { id, method } = message;
    const params = message.params ?? {};
    if (method === 'authorization') {
      const raw = typeof params.authorization === 'string' ? params.authorization : '';
      peer.account = deps.auth.accountForToken(/^Bearer\s+(.+)$/i.exec(raw)?.[1]?.trim());
      if (peer.account) reply(peer, id, true);
      else fail(peer, id, 401, 'Unauthorized');
      return;
    }
    if (!peer.account) {
      fail(peer, id, 401, 'Unauthorized: call "authorization" first');
      return;
    }
    const userId = peer.account.user.id;
    switch (method) {
      case 'presence_subscribe': {
        const subscription = randomUUID();
        peer.subscriptions.add(subscription);
        reply(peer, id, subscription);
        return;
      }
      case 'presence_unsubscribe':
        peer.subscriptions.delete(String(params.subscriptionId));
        reply(peer, id, true);
        return;
      case 'presence_rollcall':
        broadcast(peer, { type: 'rollCall', i: userId, session: params.session });
        reply(peer, id, true);
        return;
      case 'presence_announce': {
        const data = (params.data ?? {}) as { sessionId?: unknown };
        if (typeof data.sessionId === 'string') peer.sessions.add(data.sessionId);
        broadcast(peer, { type: 'state', i: userId, m: data });
        reply(peer, id, true);
        return;
      }
      case 'presence_disconnect':
        peer.sessions.delete(String(params.session));
        broadcast(peer, { type: 'disconnect', i: userId, m: { session: params.session } });
        reply(peer, id, true);
        return;
      default:
        deps.logger.warn(`unimplemented: socket method ${String(method)}`);
        fail(peer, id, -32601, 'Method not found');
    }
  };

  /** Takes over an HTTP upgrade; false when the request is not this endpoint (caller answers it). */
  function upgrade(req: IncomingMessage, socket: Duplex, path: string): boolean {
    const match = /^\/v[^/]+\/socket\/([^/]+)$/.exec(path);
    if (!match) return false;
    const key = req.headers['sec-websocket-key'];
    const origin = req.headers.origin;
    const refuse = (status: string): true => {
      socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
      return true;
    };
    if (match[1] !== deps.dataset) return refuse('404 Not Found');
    if (typeof key !== 'string' || req.headers.upgrade?.toLowerCase() !== 'websocket') return refuse('400 Bad Request');
    if (origin && !deps.cors.isAllowed(origin)) return refuse('403 Forbidden');
    const accept = createHash('sha1').update(`${key}${GUID}`).digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\nsec-websocket-accept: ${accept}\r\n\r\n`,
    );
    const peer: Peer = { socket, account: null, subscriptions: new Set(), sessions: new Set() };
    peers.add(peer);
    let pending: Buffer = Buffer.alloc(0);
    let fragments: Buffer[] = [];
    // unref: an open socket's heartbeat alone must not keep the process alive.
    peer.heartbeat = setInterval(() => sendText(peer, '♥'), deps.heartbeatMs).unref();
    const close = (): void => {
      if (!peers.delete(peer)) return;
      clearInterval(peer.heartbeat);
      for (const session of peer.sessions) {
        broadcast(peer, { type: 'disconnect', i: peer.account?.user.id, m: { session } });
      }
      socket.destroy();
    };
    socket.on('data', (chunk: Buffer) => {
      try {
        const parsed = parseFrames(Buffer.concat([pending, chunk]));
        pending = parsed.rest;
        for (const { fin, opcode, payload } of parsed.frames) {
          if (opcode === 0x8) {
            socket.write(frame(0x8, Buffer.alloc(0)));
            close();
            return;
          }
          if (opcode === 0x9) socket.write(frame(0xa, payload));
          if (opcode === 0x1 || opcode === 0x0) {
            fragments.push(payload);
            if (fin) {
              const text = Buffer.concat(fragments).toString('utf8');
              fragments = [];
              handle(peer, text);
            }
          }
        }
      } catch (error) {
        deps.logger.warn('socket closed after a bad frame', { error: (error as Error).message });
        socket.write(frame(0x8, Buffer.from([0x03, 0xea])));
        close();
      }
    });
    socket.on('close', close);
    socket.on('error', close);
    return true;
  }

  return {
    upgrade,
    closeAll(): void {
      // Peers leave the set first, so the sockets' own close handlers do nothing: clear their heartbeats here.
      const closing = [...peers];
      peers.clear();
      for (const peer of closing) {
        clearInterval(peer.heartbeat);
        peer.socket.destroy();
      }
    },
  };
}
