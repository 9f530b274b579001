import 'server-only';
import type { BrandCode } from '@shop/brands/brands';
import { type BrandShell, brandShell } from '@shop/content/brand-shell';
import { BRAND_SETTINGS_QUERY } from '@shop/content/queries';
import type { BrandSettings } from '@shop/content/types';
import { fetchContent, orWhenUnavailable } from './fetch.ts';

/**
 * The brand settings document as the page shell shows it (header navigation, footer columns, legal and social links,
 * newsletter copy, cookie banner copy). Cached and tagged by fetch.ts: `cms:brand:<code>` and
 * `cms:doc:brandSettings.<code>`, both expired by the lake's webhook when that brand's settings are published, so the
 * change shows on that brand's next request and no other brand's. Kept apart from reads.ts, which pulls in the block
 * registry: every page's layout calls this.
 */
export async function getBrandShell(brand: BrandCode): Promise<BrandShell> {
  const settings = await orWhenUnavailable(
    fetchContent<BrandSettings | null>({ query: BRAND_SETTINGS_QUERY, params: { brand } }),
    null,
    `${brand} brand settings`,
  );
  return brandShell(settings);
}
