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

// Set once the page is on its way to sign-out: a data call still in flight then answers 401 (its session has just
// been ended), and sending that to sign-in would abort the sign-out and, while the provider still knows the shopper,
// sign them straight back in. A page brought back from the back-forward cache starts afresh.
let signingOut = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) signingOut = false;
  });
}

/** Notes that the page is leaving for sign-out (a sign-out link's click, or `signOutTo`). */
export function markSigningOut(): void {
  signingOut = true;
}

/** Goes to sign-out; no 401 from a call still in flight turns it into a sign-in. */
export function signOutTo(url: string): void {
  markSigningOut();
  window.location.assign(url);
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
  if (response.status === 401 && typeof window !== 'undefined' && !signingOut) {
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
