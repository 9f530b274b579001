import { badRequest } from './util.ts';

/** GROQ parameters from `$name=<json>` search parameters, as @sanity/client sends them. */
export function queryParams(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw);
    } catch {
      throw badRequest(`Unable to parse value of "${key}=${raw}". Please quote string values.`, 'queryParseError');
    }
  }
  return params;
}
