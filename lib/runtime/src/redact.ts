// What a log line must never carry (ARCHITECTURE §4: no card data, token or secret in logs): values under secret-named
// keys (authorization, cookies, passwords, tokens, keys, secrets), bearer credentials and card-like numbers inside any
// string. Applied by the shared logger (log.ts) to every record and message, whatever a caller passes.

export const REDACTED = '[Redacted]';
export const CARD_REDACTED = '[card]';

/** Keys whose values are secrets whatever they hold (case-insensitive; `-`, `_` and camelCase alike). */
const SECRET_KEY_PART = /token|secret|password|passwd|apikey|authorization|cookie|privatekey|cardnumber|sessionid/;
const SECRET_KEY_EXACT = new Set(['key', 'pass', 'pwd', 'pan', 'cvv', 'cvc', 'otp', 'session', 'csrf', 'credentials']);

function isSecretKey(key: string): boolean {
  const plain = key.toLowerCase().replace(/[-_\s]/g, '');
  return SECRET_KEY_EXACT.has(plain) || SECRET_KEY_PART.test(plain) || /^x.*key$/.test(plain);
}

/** 13–19 digits, optionally grouped by single spaces or dashes, not inside a longer run of digits. */
const CARD_CANDIDATE = /(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** `password=…`, `token: …` inside free text (URLs, messages). */
const INLINE_SECRET =
  /\b(password|passwd|token|secret|api[_-]?key|client_secret|access_token|refresh_token|code_verifier)(=|:\s*)[^\s&,;"']+/gi;

/** Whether a string of digits passes the Luhn check (card numbers do). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A string with card-like numbers (Luhn-valid, 13–19 digits), bearer credentials and inline secrets masked. */
export function redactString(value: string): string {
  return value
    .replace(CARD_CANDIDATE, (match) => {
      const digits = match.replace(/[ -]/g, '');
      return digits.length >= 13 && digits.length <= 19 && luhnValid(digits) ? CARD_REDACTED : match;
    })
    .replace(BEARER, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(INLINE_SECRET, (_match, name: string, separator: string) => `${name}${separator}${REDACTED}`);
}

const MAX_DEPTH = 8;

/** A copy of `value` safe to log: secret-named keys masked, strings scrubbed, errors reduced to name/message/stack. */
export function redact(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return redactString(value);
  if (typeof value === 'bigint') return redactString(value.toString());
  if (typeof value === 'number')
    return Number.isInteger(value) && redactString(String(value)) !== String(value) ? CARD_REDACTED : value;
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Object]';
  seen.add(value);
  if (value instanceof Error) {
    const out: Record<string, unknown> = { type: value.name, message: redactString(value.message) };
    if (value.stack) out.stack = redactString(value.stack);
    const code = (value as { code?: unknown }).code;
    if (code !== undefined) out.code = code;
    if (value.cause !== undefined) out.cause = redact(value.cause, depth + 1, seen);
    return out;
  }
  if (value instanceof Date) return value;
  if (value instanceof Headers) return redact(Object.fromEntries(value.entries()), depth, seen);
  if (value instanceof Map) return redact(Object.fromEntries(value.entries()), depth, seen);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      isSecretKey(key) && item !== undefined && item !== null && item !== '' ? REDACTED : redact(item, depth + 1, seen);
  }
  return out;
}
