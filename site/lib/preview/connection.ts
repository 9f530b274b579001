/**
 * The preview's connection to live content updates (spec §2): `connecting` until the stream says welcome,
 * `connected` while it is open, `failed` when it cannot be opened within 30 s or is refused. A dropped connection goes
 * back to `connecting` with a fresh 30 s allowance; errors while already connecting do not extend the allowance, so a
 * stream that keeps failing reaches `failed` 30 s after it was first lost. Only `connected()` or an explicit `retry()`
 * leaves `failed`.
 */

export type ConnectionState = 'connecting' | 'connected' | 'failed';

export const CONNECTION_TIMEOUT_MS = 30_000;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ConnectionMachine {
  readonly state: ConnectionState;
  /** The stream said welcome. */
  connected(): void;
  /** The stream dropped and is reconnecting by itself. */
  lost(): void;
  /** The stream was refused or closed for good. */
  failed(): void;
  /** The editor asked to try again (a new stream is being opened). */
  retry(): void;
  dispose(): void;
}

export function createConnectionMachine(options: {
  onChange: (state: ConnectionState) => void;
  timeoutMs?: number;
  timers?: Timers;
}): ConnectionMachine {
  const timeoutMs = options.timeoutMs ?? CONNECTION_TIMEOUT_MS;
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  };
  let state: ConnectionState = 'connecting';
  let timer: unknown = null;
  let disposed = false;

  const stopTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const move = (next: ConnectionState) => {
    if (disposed || next === state) return;
    state = next;
    options.onChange(next);
  };
  const startConnecting = () => {
    stopTimer();
    timer = timers.setTimeout(() => {
      timer = null;
      move('failed');
    }, timeoutMs);
    move('connecting');
  };

  startConnecting();

  return {
    get state() {
      return state;
    },
    connected() {
      if (disposed) return;
      stopTimer();
      move('connected');
    },
    lost() {
      if (disposed || state !== 'connected') return;
      startConnecting();
    },
    failed() {
      if (disposed) return;
      stopTimer();
      move('failed');
    },
    retry() {
      if (disposed) return;
      startConnecting();
    },
    dispose() {
      disposed = true;
      stopTimer();
    },
  };
}
