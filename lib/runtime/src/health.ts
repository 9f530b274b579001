// Liveness and readiness for every process. Liveness: the process answers (no dependency is asked, so a database
// outage never gets a healthy node restarted). Readiness: each dependency the process needs answers within a time
// limit; a balancer sends traffic only to ready nodes. Both answer `no-store` JSON; readiness answers 503 naming the
// dependency that failed (never its error text, which may hold addresses or credentials: that goes to the log).
import { access, constants } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One dependency check: resolves when the dependency answers, rejects (or never settles) when it does not. */
export type Check = () => Promise<unknown>;

export interface CheckResult {
  ok: boolean;
  ms: number;
  /** Why it failed: it rejected, or it did not settle in time. */
  error?: 'failed' | 'timeout';
}

export interface Readiness {
  ok: boolean;
  checks: Record<string, CheckResult>;
  /** Optional dependencies that failed: the process still serves correctly, only less well (slower, unshared). */
  degraded?: string[];
}

export const LIVE_PATH = '/health/live';
export const READY_PATH = '/health/ready';
export const DEFAULT_CHECK_TIMEOUT_MS = 2_000;
export const HEALTH_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export interface RunChecksOptions {
  timeoutMs?: number;
  /** Told each failure with its error (for the log). */
  onFailure?: (name: string, error: unknown) => void;
  /**
   * Checks whose failure leaves the process ready but degraded (a shared cache: every node would otherwise leave the
   * balancer at once over something each can serve without).
   */
  optional?: readonly string[];
}

/** Runs every check at once, each within the time limit; ready when all but the optional ones pass. */
export async function runChecks(checks: Record<string, Check>, options: RunChecksOptions = {}): Promise<Readiness> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]): Promise<[string, CheckResult]> => {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = Symbol('timeout');
      try {
        const outcome = await Promise.race([
          Promise.resolve().then(check),
          new Promise<typeof timedOut>((resolve) => {
            timer = setTimeout(() => resolve(timedOut), timeoutMs);
          }),
        ]);
        const ms = Math.round(performance.now() - started);
        if (outcome === timedOut) {
          options.onFailure?.(name, new Error(`no answer within ${timeoutMs} ms`));
          return [name, { ok: false, ms, error: 'timeout' }];
        }
        return [name, { ok: true, ms }];
      } catch (error) {
        options.onFailure?.(name, error);
        return [name, { ok: false, ms: Math.round(performance.now() - started), error: 'failed' }];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  const optional = new Set(options.optional ?? []);
  const failed = entries.filter(([, result]) => !result.ok).map(([name]) => name);
  const degraded = failed.filter((name) => optional.has(name));
  return {
    ok: failed.length === degraded.length,
    checks: Object.fromEntries(entries),
    ...(degraded.length > 0 ? { degraded } : {}),
  };
}

/** Liveness's answer: the process is up, and for how long. */
export const livenessBody = () => ({ ok: true, uptimeSeconds: Math.round(process.uptime()) });

/** The status a readiness answer carries: 200 when ready, 503 otherwise. */
export const readinessStatus = (readiness: Readiness) => (readiness.ok ? 200 : 503);

/** A check that a folder the process writes its data to exists and is writable. */
export const writableDirectory =
  (dir: string): Check =>
  () =>
    access(dir, constants.R_OK | constants.W_OK);

/**
 * For a plain Node.js HTTP server: answers GET/HEAD `/health/live` and `/health/ready` (with `checks`) and returns
 * true, or returns false for any other request.
 */
export function handleHealthRequest(
  req: IncomingMessage,
  res: ServerResponse,
  checks: Record<string, Check>,
  options: RunChecksOptions = {},
): boolean {
  const path = (req.url ?? '').split('?', 1)[0];
  if (path !== LIVE_PATH && path !== READY_PATH) return false;
  const send = (status: number, body: unknown) => {
    res.writeHead(status, HEALTH_HEADERS);
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    send(405, { ok: false, error: 'Method not allowed' });
    return true;
  }
  if (path === LIVE_PATH) {
    send(200, livenessBody());
    return true;
  }
  runChecks(checks, options).then(
    (readiness) => send(readinessStatus(readiness), readiness),
    () => send(503, { ok: false, checks: {} }),
  );
  return true;
}
