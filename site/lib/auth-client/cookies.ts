// Reading and writing the spec's client cookies from the page (rememberMe, isSignedIn, RTExpiresAt, loyaltyOptedIn).

export function readClientCookie(
  name: string,
  source: string = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  for (const part of source.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function writeClientCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the spec's client cookies are read by page script by design.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; SameSite=Lax${secure}`;
}

export function deleteClientCookie(name: string): void {
  writeClientCookie(name, '', 0);
}
