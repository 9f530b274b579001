// For tests of code that logs through createLogger (log.ts): while a capture is on, every logger's records are
// parsed into the test's array instead of going to stdout, so a test asserts on the structured record itself. The
// real modules stay in place (no vi.mock), so a file that captures can share its worker's modules with others.
//   const logged: LogRecord[] = [];
//   beforeAll(() => captureLogs(logged));
import { tapLogLines } from './log.ts';

/** One written record (redacted as in production); `err` is an Error as the redactor serialises it. */
export interface LogRecord {
  level: string;
  name: string;
  msg: string;
  component?: string;
  err?: { type?: string; message?: string; stack?: string; code?: unknown; cause?: unknown };
  [field: string]: unknown;
}

/** Records every logger's lines into `records` until the returned function is called (vitest's beforeAll takes it). */
export function captureLogs(records: LogRecord[]): () => void {
  return tapLogLines((line) => void records.push(JSON.parse(line) as LogRecord));
}
