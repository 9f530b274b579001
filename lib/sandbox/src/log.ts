import { redact } from '@shop/runtime/redact';

// Structured one-line JSON logging. Callers pass fields explicitly; nothing here reads request headers or query
// strings, so secrets (client keys, card tokens) only reach the log if a caller puts them there — don't.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface LoggerOptions {
  level?: LogLevel;
  /** Receives each finished line (no trailing newline). Defaults to stdout, or stderr for warn and error. */
  write?: (line: string, level: LogLevel) => void;
  fields?: LogFields;
}

const defaultWrite = (line: string, level: LogLevel): void => {
  (level === 'warn' || level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
};

function serialiseError(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message };
  return value;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const min = rank[options.level ?? 'info'];
  const write = options.write ?? defaultWrite;
  const base = options.fields ?? {};
  const emit = (level: LogLevel, msg: string, fields?: LogFields): void => {
    if (rank[level] < min) return;
    const record: LogFields = { time: new Date().toISOString(), level, ...base, msg };
    for (const [key, value] of Object.entries(fields ?? {})) record[key] = serialiseError(value);
    // Redacted whatever a caller passes (lib/runtime/src/redact.ts): secret-named fields, bearer tokens, card numbers.
    write(JSON.stringify(redact(record)), level);
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger({ ...options, fields: { ...base, ...fields } }),
  };
}

export const silentLogger: Logger = createLogger({ write: () => {} });
