// For tests of code that logs through createLogger (log.ts): the real module, but every logger it makes writes its
// records, parsed, into the test's array instead of stdout — so a test asserts on the structured record itself.
//   const logged = vi.hoisted((): LogRecord[] => []);
//   vi.mock('@shop/runtime/log', async (importOriginal) =>
//     (await import('@shop/runtime/log-capture')).capturingLogModule(await importOriginal(), logged));
import type * as LogModule from './log.ts';

/** One written record (redacted as in production); `err` is an Error as the redactor serialises it. */
export interface LogRecord {
  level: string;
  name: string;
  msg: string;
  component?: string;
  err?: { type?: string; message?: string; stack?: string; code?: unknown; cause?: unknown };
  [field: string]: unknown;
}

export function capturingLogModule(real: typeof LogModule, records: LogRecord[]): typeof LogModule {
  return {
    ...real,
    createLogger: (name, options = {}) =>
      real.createLogger(name, {
        ...options,
        destination: { write: (line: string) => void records.push(JSON.parse(line) as LogRecord) },
      }),
  };
}
