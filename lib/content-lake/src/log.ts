// Structured one-line JSON logging (same shape as the sandbox's). Nothing here reads headers or tokens: callers pass
// fields explicitly, so a bearer token only reaches the log if a caller puts it there — don't.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { redact } from '@shop/runtime/redact';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface LoggerOptions {
  level?: LogLevel;
  /** Receives each finished line (no trailing newline). Default: stdout, or stderr for warn and error. */
  write?: (line: string, level: LogLevel) => void;
  fields?: LogFields;
  /**
   * Also appends each line to this file (its folder is created), so a supervisor that only shows the console — the
   * e2e runner's web server — still leaves a log others can read. Appended synchronously: a line is in the file
   * before the request that caused it is answered, and log lines are rare (warnings, start-up notes).
   */
  file?: string;
}

const defaultWrite = (line: string, level: LogLevel): void => {
  (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
};

export function createLogger(options: LoggerOptions = {}): Logger {
  const min = rank[options.level ?? 'info'];
  const { file } = options;
  const toConsole = options.write ?? defaultWrite;
  if (file) {
    // Created at once, so a reader can tell a lake that logs here (and has nothing to say yet) from one that does not.
    mkdirSync(path.dirname(file), { recursive: true });
    appendFileSync(file, '');
  }
  let fileBroken = false;
  const write = file
    ? (line: string, level: LogLevel): void => {
        toConsole(line, level);
        if (fileBroken) return;
        try {
          appendFileSync(file, `${line}\n`);
        } catch (error) {
          // A log file that became unwritable (disk full, removed folder) must not fail the request being logged.
          fileBroken = true;
          toConsole(
            JSON.stringify({
              time: new Date().toISOString(),
              level: 'error',
              msg: 'log file unwritable; logging to the console only',
              file,
              error: error instanceof Error ? error.message : String(error),
            }),
            'error',
          );
        }
      }
    : toConsole;
  const base = options.fields ?? {};
  const emit = (level: LogLevel, msg: string, fields?: LogFields): void => {
    if (rank[level] < min) return;
    const record: LogFields = { time: new Date().toISOString(), level, ...base, msg };
    for (const [key, value] of Object.entries(fields ?? {})) {
      record[key] = value instanceof Error ? { name: value.name, message: value.message } : value;
    }
    // Redacted whatever a caller passes (lib/runtime/src/redact.ts): secret-named fields, bearer tokens, card numbers.
    write(JSON.stringify(redact(record)), level);
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}
