import type { RequestContext } from './util.ts';

export interface EventStream {
  send(event: string, data: unknown, id?: string): void;
  onClose(callback: () => void): void;
  readonly closed: boolean;
}

/** Opens a Server-Sent Events response with periodic heartbeat comments (keeps proxies and clients from timing out). */
export function openEventStream(ctx: RequestContext, heartbeatMs: number): EventStream {
  ctx.res.writeHead(200, {
    ...ctx.cors,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  ctx.res.flushHeaders();
  ctx.req.socket.setNoDelay(true);
  ctx.req.socket.setTimeout(0);
  let closed = false;
  const callbacks: Array<() => void> = [];
  const heartbeat = setInterval(() => ctx.res.write(': heartbeat\n\n'), heartbeatMs);
  heartbeat.unref();
  const close = (): void => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    for (const callback of callbacks) callback();
  };
  ctx.res.on('close', close);
  return {
    send(event, data, id) {
      if (closed) return;
      const lines = [`event: ${event}`];
      if (id !== undefined) lines.push(`id: ${id}`);
      lines.push(`data: ${JSON.stringify(data)}`);
      ctx.res.write(`${lines.join('\n')}\n\n`);
    },
    onClose(callback) {
      callbacks.push(callback);
    },
    get closed() {
      return closed;
    },
  };
}
