// The shared structured logger of every process (pino): one JSON line per record with the process name, ISO time and
// level label, and every record and message redacted (redact.ts) whatever a caller passes — authorization headers,
// cookies, passwords, tokens, keys and card-like numbers never reach the log.
import pino, { type Bindings, type ChildLoggerOptions, type DestinationStream, type Logger } from 'pino';
import { redact, redactString } from './redact.ts';

export type { Logger };

export interface CreateLoggerOptions {
  /** Default LOG_LEVEL, else info. */
  level?: string;
  /** Default stdout. */
  destination?: DestinationStream;
}

/** Child bindings are redacted as they are made (pino writes them into every later line as they are). */
function redactingChildren(logger: Logger): Logger {
  const child = logger.child.bind(logger);
  const redactingChild = (bindings: Bindings, options?: ChildLoggerOptions) =>
    redactingChildren(child(redact(bindings) as Bindings, options) as Logger);
  return Object.assign(logger, { child: redactingChild });
}

/**
 * While a tap is set, every logger made with the default destination writes to the taps instead of stdout (the tests'
 * log capture, log-capture.ts). Kept on globalThis so a second copy of this module, should a test runner load one,
 * shares them.
 */
const shared = globalThis as { [key: symbol]: Set<(line: string) => void> | undefined };
const tapsKey = Symbol.for('@shop/runtime/log.taps');
const taps = shared[tapsKey] ?? new Set<(line: string) => void>();
shared[tapsKey] = taps;

/** Sends every logger's lines to `tap` (and not to stdout) until the returned function is called. */
export function tapLogLines(tap: (line: string) => void): () => void {
  taps.add(tap);
  return () => void taps.delete(tap);
}

function defaultDestination(): DestinationStream {
  const stdout = pino.destination({ dest: 1, sync: true });
  return {
    write(line: string) {
      if (taps.size === 0) stdout.write(line);
      else for (const tap of taps) tap(line);
    },
  };
}

export function createLogger(name: string, options: CreateLoggerOptions = {}): Logger {
  return redactingChildren(
    pino(
      {
        name,
        level: options.level ?? process.env.LOG_LEVEL?.trim() ?? 'info',
        timestamp: pino.stdTimeFunctions.isoTime,
        // The redactor (formatters.log, which pino runs before serializers) already turns every Error into
        // { type, message, stack, code, cause }; pino's own err serializer would re-read that plain object and name its
        // type "Object".
        serializers: { err: (err: unknown) => err },
        formatters: {
          level: (label) => ({ level: label }),
          log: (record) => redact(record) as Record<string, unknown>,
        },
        hooks: {
          logMethod(args, method) {
            const scrubbed = args.map((arg) => (typeof arg === 'string' ? redactString(arg) : arg));
            method.apply(this, scrubbed as Parameters<typeof method>);
          },
        },
      },
      options.destination ?? defaultDestination(),
    ),
  );
}
