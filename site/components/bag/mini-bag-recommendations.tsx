'use client';
// After an add to bag, under the mini bag's lines: the add_to_cart_page recommendations for the product just added
// (spec §3 placements, §9: at most 12, none when fewer than 2 — the route answers only buyable products of this
// brand). Nothing is shown while they load, when the provider has nothing, when the recommendations switch is off, or
// when the request fails: the mini bag is about the bag.
import { formatPence } from '@shop/ui/format';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import useSWR from 'swr';
import type { RecommendedProduct } from '@/app/api/shop/p/recommendations/route.ts';
import Link from '@/components/link/link.tsx';
import { lastAddedAtom } from '@/lib/bag/state.ts';
import { fetcher } from '@/lib/client/fetcher.ts';
import { browserStorage } from '@/lib/client/storage.ts';
import { toggles } from '@/lib/toggles/names.ts';
import { useToggle } from '@/lib/toggles/toggles-provider.tsx';
import { rememberRecommendationClick } from '@/lib/tracking/recommendation-click.ts';
import * as styles from './bag.css.ts';

export const MINI_BAG_RECOMMENDATIONS_MAX = 12;
export const MINI_BAG_RECOMMENDATIONS_MIN = 2;

export const addToCartRecommendationsKey = (productNumber: string) =>
  `/api/shop/p/recommendations?placement=add_to_cart_page&productId=${encodeURIComponent(productNumber)}`;

export function MiniBagRecommendations({ onFollow }: { onFollow(): void }) {
  const productNumber = useAtomValue(lastAddedAtom);
  const enabled = useToggle(toggles.recommendations);
  const id = useId();
  const { data } = useSWR<{ products: RecommendedProduct[] }>(
    enabled && productNumber ? addToCartRecommendationsKey(productNumber) : null,
    fetcher,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const products = (data?.products ?? []).slice(0, MINI_BAG_RECOMMENDATIONS_MAX);
  if (products.length < MINI_BAG_RECOMMENDATIONS_MIN) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={styles.miniRecs} data-testid="recommendations-add_to_cart_page">
      <h3 id={`${id}-title`} className={styles.subTitle}>
        You might also like
      </h3>
      <ul className={styles.miniRecsList}>
        {products.map((product) => (
          <li key={product.productId} className={styles.miniRecsItem}>
            <Link
              href={`/shop/p/${product.productId}`}
              className={styles.miniRecsLink}
              onClick={() => {
                rememberRecommendationClick(
                  { placement: 'add_to_cart_page', productNumber: product.productNumber },
                  browserStorage('local'),
                );
                onFollow();
              }}
            >
              <img
                src={product.imageUrl}
                alt=""
                width={96}
                height={128}
                loading="lazy"
                className={styles.miniRecsImage}
              />
              <span className={styles.miniRecsName}>{product.name}</span>
              <span className={styles.miniRecsPrice}>
                {product.wasPrice !== null && product.wasPrice > product.price ? (
                  <>
                    <span className="visually-hidden">Now </span>
                    {formatPence(product.price)}
                    <s className={styles.miniRecsWas}>
                      <span className="visually-hidden">, was </span>
                      {formatPence(product.wasPrice)}
                    </s>
                  </>
                ) : (
                  formatPence(product.price)
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
