// Server-rendered recommendations for a placement (spec §6 placements, §9 at most 12, none when fewer than 2): the
// provider's answer from what shoppers viewed, added and bought together, filled up from the shop's own candidates
// (the same category). When the provider is down or slow the page shows the candidates alone, never an error.
import type { BrandCode } from '@shop/brands/brands';
import type { ProductSummary } from '@shop/commerce/catalogue';
import { getProductsByIds } from '@shop/commerce/catalogue-products';
import { getReadyDb } from '@shop/commerce/db/client';
import { MAX_RECOMMENDATIONS, MIN_RECOMMENDATIONS, type Placement } from '@shop/commerce/recommendations/provider';
import { createLogger } from '@shop/runtime/log';
import { recommendationsProvider } from './provider.ts';

const log = createLogger('site').child({ component: 'recommendations' });

/** A page waits no longer than this for the provider. */
const PAGE_TIMEOUT_MS = 1500;

export async function placementProducts(
  brand: BrandCode,
  placement: Placement,
  /** Product numbers the placement is about: the product shown, or the order's items. */
  seeds: readonly string[],
  /** The shop's own candidates, best first. */
  candidates: readonly ProductSummary[],
): Promise<ProductSummary[]> {
  const fallback = candidates.map((product) => product.productNumber);
  let ids: string[];
  try {
    ids = await recommendationsProvider(PAGE_TIMEOUT_MS).recommend(placement, {
      productIds: seeds,
      fallback: fallback.slice(0, 100),
      limit: MAX_RECOMMENDATIONS,
    });
  } catch (error) {
    log.warn({ err: error, placement }, "recommendations answered from the shop's candidates");
    ids = fallback;
  }
  const byNumber = new Map(candidates.map((product) => [product.productNumber, product]));
  const missing = ids.filter((id) => !byNumber.has(id));
  if (missing.length) {
    for (const product of await getProductsByIds(await getReadyDb(), brand, missing)) {
      byNumber.set(product.productNumber, product);
    }
  }
  const shown = ids
    .map((id) => byNumber.get(id))
    .filter((product): product is ProductSummary => !!product?.purchasable && !seeds.includes(product.productNumber))
    .slice(0, MAX_RECOMMENDATIONS);
  return shown.length >= MIN_RECOMMENDATIONS ? shown : [];
}
