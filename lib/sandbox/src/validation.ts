// Reading a request with zod: the query string as one value per name, and a refusal that names the fields.
import type { z } from 'zod';
import { HttpError } from './http.ts';
import type { RequestContext } from './router.ts';

/** The first five issues, each with its field path: what a 400 says. */
export const describeIssues = (error: z.ZodError): string =>
  error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');

/** The query string, the first value of each name. */
export const queryOf = (ctx: RequestContext): Record<string, string> => {
  const params: Record<string, string> = {};
  for (const [name, value] of ctx.url.searchParams) if (!(name in params)) params[name] = value;
  return params;
};

/** The value checked by `schema`, or a 400 with `code` naming what is wrong. */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown, code: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, code, describeIssues(parsed.error));
  return parsed.data;
}
