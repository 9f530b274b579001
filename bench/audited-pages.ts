// The pages the browser benchmarks (lighthouse.ts, main-thread.ts) load for a brand: home, its first category linked
// from home, that listing's first product, and the bag (empty: a first visit).
import http from 'node:http';
import { brandCodes } from '@shop/brands/brands';

export const ALL_BRANDS: readonly string[] = brandCodes;

/** One GET to the shop with the brand's host (as bench/catalogue.ts): the page's status and HTML. */
export function getPage(port: number, brand: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, headers: { host: `${brand}.localhost:${port}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

export async function auditedPages(port: number, brand: string): Promise<Array<{ page: string; path: string }>> {
  const home = await getPage(port, brand, '/');
  if (home.status !== 200) throw new Error(`${brand}: the shop did not answer on port ${port} (status ${home.status})`);
  const category = /href="(\/shop\/c\/[a-z0-9-]+)"/.exec(home.body)?.[1];
  const listing = category ? await getPage(port, brand, category) : null;
  const product = listing ? /href="(\/shop\/p\/[a-z0-9]+)"/.exec(listing.body)?.[1] : undefined;
  return [
    { page: 'home', path: '/' },
    ...(category ? [{ page: 'category', path: category }] : []),
    ...(product ? [{ page: 'product', path: product }] : []),
    { page: 'bag', path: '/shop/bag' },
  ];
}

/** The median of the finite numbers (NaN for none). */
export function median(numbers: number[]): number {
  const sorted = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
