import { type Brand, brandForHost, isBrandCode } from '@shop/brands/brands';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.split(':')[0] ?? '';
}

/**
 * The brand a request is for: `<code>.localhost`, a configured hostname, or DEFAULT_BRAND for a bare loopback host.
 * An unknown host has no brand (the caller answers 404): serving a default brand on any hostname would let
 * stray domains mirror the shop.
 */
export function resolveBrand(host: string | null | undefined): Brand | null {
  if (!host) return null;
  const name = hostName(host);
  if (loopbackHosts.has(name)) {
    const fallback = process.env.DEFAULT_BRAND ?? 'jdw';
    return isBrandCode(fallback) ? brandForHost(`${fallback}.localhost`) : null;
  }
  return brandForHost(name, { extraHosts: parseBrandHosts(process.env.BRAND_HOSTS) });
}

/** `BRAND_HOSTS="shop.example.com=dal,…"` adds hostnames per brand without a code change. */
export function parseBrandHosts(raw: string | undefined): Record<string, Brand['code']> {
  const hosts: Record<string, Brand['code']> = {};
  for (const pair of (raw ?? '').split(',')) {
    const [host, code] = pair.split('=').map((part) => part.trim().toLowerCase());
    if (host && code && isBrandCode(code)) hosts[host] = code;
  }
  return hosts;
}
