// What the page benchmarks share: one timed GET (or any request) to the running shop on 127.0.0.1 with a brand's Host header (Node's
// fetch cannot resolve *.localhost), TTFB measured to the response headers, and percentiles of the timings.
import http from 'node:http';

export interface TimedAnswer {
  status: number;
  ttfbMs: number;
  headers: http.IncomingHttpHeaders;
  /** The body as text when asked for (`keepBody`), else empty. */
  body: string;
}

export function timedGet(
  options: { port: number; host: string; path: string; agent: http.Agent },
  keepBody = false,
): Promise<TimedAnswer> {
  return timedRequest(options, keepBody);
}

/** timedGet for any method: a JSON body (`json`) is sent with its content type; extra headers go with it. */
export function timedRequest(
  options: {
    port: number;
    host: string;
    path: string;
    agent: http.Agent;
    method?: string;
    headers?: http.OutgoingHttpHeaders;
    json?: unknown;
  },
  keepBody = false,
): Promise<TimedAnswer> {
  const { port, host, path, agent, method = 'GET' } = options;
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: http.OutgoingHttpHeaders = { host, ...options.headers };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(body);
  }
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request({ host: '127.0.0.1', port, path, method, agent, headers }, (response) => {
      const ttfbMs = performance.now() - started;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (keepBody) chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          ttfbMs,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** What a browser sends as Accept-Encoding: pages answer in brotli (or gzip) then, as shoppers get them. */
export const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

/** The p-th percentile (nearest rank) of unsorted values; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export interface Measured {
  p50: number;
  p95: number;
  requests: number;
  errors: number;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

/**
 * TTFB of `total` GETs spread over `paths` (in turn) by `concurrency` callers, after warming: the first five paths
 * once each, and with concurrency, one request per caller to open its keep-alive connection (steady-state latency,
 * not 50 TCP handshakes). Prints one line: p50, p95, requests, concurrency and any answers ≥ 400.
 */
export async function measure(options: {
  label: string;
  paths: string[];
  concurrency: number;
  total: number;
  get: (path: string) => Promise<TimedAnswer>;
  /** Untimed requests before timing (default: the first five paths). */
  warm?: string[];
  /** What each caller asks first, untimed, to open its connection (default: the paths in turn). */
  connect?: string;
}): Promise<Measured> {
  const { label, paths, concurrency, total, get } = options;
  for (const path of options.warm ?? paths.slice(0, 5)) await get(path);
  if (concurrency > 1)
    await Promise.all(
      Array.from({ length: concurrency }, (_, i) => get(options.connect ?? (paths[i % paths.length] as string))),
    );
  const times: number[] = [];
  let next = 0;
  let errors = 0;
  const worker = async () => {
    while (next < total) {
      const path = paths[next % paths.length] as string;
      next += 1;
      const result = await get(path);
      if (result.status >= 400) errors += 1;
      times.push(result.ttfbMs);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const measured = { p50: percentile(times, 50), p95: percentile(times, 95), requests: times.length, errors };
  console.log(
    `${label.padEnd(42)} p50 ${fmt(measured.p50).padStart(10)}  p95 ${fmt(measured.p95).padStart(10)}  (${times.length} requests, concurrency ${concurrency}${errors ? `, ${errors} errors` : ''})`,
  );
  return measured;
}
