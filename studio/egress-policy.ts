// The local Studio's Content-Security-Policy: the browser may load and call only this machine — the Studio's own
// origin, the local Content Lake (and its `l<n>.` listener host names) and the brands' sites in the Presentation
// frame. Sanity Studio 6.16 still reaches for Sanity's servers in a few places that no configuration turns off (see
// studio/README.md, "Offline"); with this policy the browser refuses those requests before they leave the machine.
// It limits where requests go; it is not an XSS policy: the Studio's document has an inline script, styled
// components inject inline styles, and bundled libraries probe `Function('')` to pick a compiled code path — none of
// which sends anything anywhere, so all are allowed rather than risk breaking the unmodified Studio.

/** `http://{brand}.localhost:3000` → the origin pattern a CSP source list understands: `http://*.localhost:3000`. */
export function siteSource(sitePattern: string): string {
  const url = new URL(sitePattern.replace('{brand}', 'brand-placeholder'));
  const host = url.host.replace('brand-placeholder', '*');
  return `${url.protocol}//${host}`;
}

/** The lake's origin, its `*.` listener shards when it is a `localhost` name, and their WebSocket forms. */
export function lakeSources(apiHost: string): { http: string[]; ws: string[] } {
  const url = new URL(apiHost);
  const hosts = [url.host];
  if (url.hostname === 'localhost' || url.hostname.endsWith('.localhost')) hosts.push(`*.${url.host}`);
  const wsScheme = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return {
    http: hosts.map((host) => `${url.protocol}//${host}`),
    ws: hosts.map((host) => `${wsScheme}//${host}`),
  };
}

/** The policy for a Studio built against `apiHost` (SANITY_STUDIO_API_HOST) previewing `sitePattern`. */
export function egressPolicy(apiHost: string, sitePattern: string): string {
  const lake = lakeSources(apiHost);
  const site = siteSource(sitePattern);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The document's inline error-handler script and `Function()`; no script from anywhere else (Sanity's Dashboard
    // bridge included).
    'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Sanity's Inter web fonts are not fetched: text falls back to the system sans-serif in the font stack.
    'font-src': ["'self'", 'data:'],
    'img-src': ["'self'", 'data:', 'blob:', ...lake.http],
    'media-src': ["'self'", 'blob:', ...lake.http],
    'connect-src': ["'self'", ...lake.http, ...lake.ws],
    'frame-src': [site],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
