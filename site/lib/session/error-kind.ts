// Logging a failed call to the identity provider without what its error can carry (token values in a message or
// field): the error's name, the codes of it and its cause (ECONNREFUSED, UND_ERR_HEADERS_TIMEOUT…), and where it was
// thrown (the stack's first frames, without its first line, which repeats the message).
const FRAMES = 6;
const CODE = /^[A-Z][A-Z0-9_]{1,63}$/;

export function errorKind(error: unknown): { type: string; code?: string; cause?: string; at?: string[] } {
  if (!(error instanceof Error)) return { type: 'unknown error' };
  const codeOf = (value: unknown) => {
    const code = (value as { code?: unknown } | null)?.code;
    return typeof code === 'string' && CODE.test(code) ? code : undefined;
  };
  const code = codeOf(error);
  const cause = error.cause instanceof Error ? (codeOf(error.cause) ?? error.cause.name) : undefined;
  const at = (error.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, FRAMES);
  return {
    type: error.name,
    ...(code ? { code } : {}),
    ...(cause ? { cause } : {}),
    ...(at.length > 0 ? { at } : {}),
  };
}
