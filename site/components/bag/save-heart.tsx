'use client';
// Save for later as a heart toggle, on product pages and listing cards. Guests save like the bag does: the first save
// starts a list kept in the wishlistId cookie; signed-in shoppers save to their own list.
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import {
  messageFor,
  removeSaved,
  SAVED_ITEMS_KEY,
  SFL_ADD_ERROR,
  SFL_REMOVE_ONE_ERROR,
  saveForLater,
} from '@/lib/bag/client-api.ts';
import { useSavedItems } from '@/lib/bag/hooks.ts';
import * as styles from './save-heart.css.ts';

export interface SaveHeartProps {
  productName: string;
  productNumber: string;
  offerNumber: string;
  /** The option a save keeps (the chosen size on a product page); null: nothing to save. */
  optionNumber: string | null;
  /** Sits over a product card's picture. */
  onCard?: boolean;
}

export const saveLabel = (name: string) => `Save ${name} for later`;
export const removeLabel = (name: string) => `Remove ${name} from saved items`;

/** The heart is pressed while any option of the product is saved; pressing it again removes them all. */
export function SaveHeart({ productName, productNumber, offerNumber, optionNumber, onCard = false }: SaveHeartProps) {
  const { data } = useSavedItems();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const entries = (data?.wishlistEntries ?? []).filter((entry) => entry.productNo === productNumber);
  const saved = entries.length > 0;

  async function toggle() {
    if (busy || (!saved && !optionNumber)) return;
    setBusy(true);
    setError(null);
    try {
      const list = saved
        ? await removeSaved(
            data?.wishlistId ?? '',
            'SPECIFIC',
            entries.map(({ productNo, productOptionNo, offerNumber: offer, quantity }) => ({
              productNo,
              productOptionNo,
              offerNumber: offer,
              quantity,
            })),
          )
        : await saveForLater([
            { productNo: productNumber, productOptionNo: optionNumber ?? '', offerNumber, quantity: 1 },
          ]);
      await mutate(SAVED_ITEMS_KEY, list, { revalidate: false });
    } catch (failure) {
      setError(messageFor(failure, saved ? SFL_REMOVE_ONE_ERROR : SFL_ADD_ERROR));
    } finally {
      setBusy(false);
    }
  }

  const button = (
    <button
      type="button"
      className={onCard ? `${styles.heart} ${styles.onCard}` : styles.heart}
      aria-pressed={saved}
      aria-label={saved ? removeLabel(productName) : saveLabel(productName)}
      aria-disabled={busy || undefined}
      data-testid="save-heart"
      onClick={toggle}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
  return (
    <>
      {button}
      {/* Always present, so a failure is announced when it appears. */}
      <span role="status" className={error ? (onCard ? styles.cardError : styles.error) : 'visually-hidden'}>
        {error ?? ''}
      </span>
    </>
  );
}
