// Logging a failed call to the identity provider without what its error can carry (token values in a message or
// field): the error's name, and the codes of it and its cause (ECONNREFUSED, UND_ERR_HEADERS_TIMEOUT…).
const CODE = /^[A-Z][A-Z0-9_]{1,63}$/;

export function errorKind(error: unknown): { type: string; code?: string; cause?: string } {
  if (!(error instanceof Error)) return { type: 'unknown error' };
  const codeOf = (value: unknown) => {
    const code = (value as { code?: unknown } | null)?.code;
    return typeof code === 'string' && CODE.test(code) ? code : undefined;
  };
  const cause = error.cause instanceof Error ? (codeOf(error.cause) ?? error.cause.name) : undefined;
  return { type: error.name, ...(codeOf(error) ? { code: codeOf(error) } : {}), ...(cause ? { cause } : {}) };
}
