/** The spec's exact message for any non-OK data fetch (§7). */
export const FETCHER_ERROR_MESSAGE = 'fetcher: An error occurred while fetching the data.';

/** An error from a data fetch that keeps the HTTP status and the server's JSON answer (code, message). */
export class FetchError extends Error {
  readonly status: number;
  readonly info: unknown;

  constructor(status: number, info: unknown) {
    super(FETCHER_ERROR_MESSAGE);
    this.name = 'FetchError';
    this.status = status;
    this.info = info;
  }
}

/** Where a 401 sends the shopper: sign-in, then back to the page they were on. */
export function signInUrl(currentPath: string): string {
  return `/api/sign-in?redirectTo=${encodeURIComponent(currentPath)}`;
}

/**
 * The data fetcher (swr and direct calls): JSON, no caching, same-origin credentials, no redirects (§7). A 401
 * sends the browser to sign-in; any other non-OK answer throws `FetchError` with the spec's message.
 */
export async function fetcher<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  if (init.body !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = await fetch(url, {
    ...init,
    headers,
    cache: 'no-store',
    credentials: 'same-origin',
    redirect: 'manual',
  });
  if (response.status === 401 && typeof window !== 'undefined') {
    window.location.assign(signInUrl(window.location.pathname + window.location.search));
  }
  if (!response.ok) {
    let info: unknown = null;
    try {
      info = await response.json();
    } catch {
      info = null;
    }
    throw new FetchError(response.status, info);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
