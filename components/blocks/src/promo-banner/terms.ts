/** The answer of GET /api/cms/banner-terms?name=: a title and the terms as Portable Text (or plain text). */
export interface BannerTerms {
  title?: string | null;
  body?: string | Array<{ _type: string; [key: string]: unknown }> | null;
}

export const TERMS_ERROR_MESSAGE = 'Sorry, we couldn’t load these terms. Please try again later.';

export function termsUrl(name: string): string {
  return `/api/cms/banner-terms?name=${encodeURIComponent(name)}`;
}

function isBlock(value: unknown): value is { _type: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { _type?: unknown })._type === 'string'
  );
}

/**
 * Whether the terms answer has the expected shape: an object whose `title` is a string or absent/null, and whose
 * `body` is a string, an array of objects each with a string `_type` (Portable Text blocks), or absent/null.
 */
export function isBannerTerms(value: unknown): value is BannerTerms {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { title, body } = value as { title?: unknown; body?: unknown };
  if (title !== undefined && title !== null && typeof title !== 'string') return false;
  if (body === undefined || body === null || typeof body === 'string') return true;
  return Array.isArray(body) && body.every(isBlock);
}
