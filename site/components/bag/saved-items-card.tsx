'use client';
// The "Saved items" side card on the bag page: the first few saved products with "Move to bag", its error panel
// ("There is a problem.") and the "Go to saved items" button, which also clears the error (spec §2, §8).
import { LinkButton } from '@shop/ui/button';
import { formatPence } from '@shop/ui/format';
import { useAtom } from 'jotai';
import { useId } from 'react';
import { useSavedItems } from '@/lib/bag/hooks.ts';
import { saveStateAtom } from '@/lib/bag/state.ts';
import * as styles from './bag.css.ts';
import { useMoveToBag } from './use-saved-items.ts';

const SHOWN = 3;

export function SavedItemsCard({ siteId }: { siteId: string }) {
  const id = useId();
  const { data } = useSavedItems();
  const [save, setSave] = useAtom(saveStateAtom);
  const moveToBag = useMoveToBag(siteId);
  const entries = data?.wishlistEntries ?? [];
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`} data-testid="saved-items-card">
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        Saved items
      </h2>
      {save.state === 'error' ? (
        <div className={styles.problem} role="alert">
          <h3 className={styles.problemTitle}>There is a problem.</h3>
          <p className={styles.totalLabel}>{save.message}</p>
        </div>
      ) : null}
      {entries.length === 0 ? (
        <p className={styles.muted}>Items you save for later will appear here.</p>
      ) : (
        <ul className={styles.savedList}>
          {entries.slice(0, SHOWN).map((entry) => (
            <li key={entry.productOptionNo} className={styles.savedItem}>
              <img
                src={entry.productDetails?.imageUrl ?? ''}
                alt=""
                width={64}
                height={85}
                className={styles.savedImage}
              />
              <div className={styles.lineBody}>
                <p className={styles.lineName}>{entry.productDetails?.productName ?? entry.productNo}</p>
                <p className={styles.lineMeta}>
                  Size {entry.productDetails?.size} · {formatPence(entry.productDetails?.price ?? 0)}
                </p>
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => moveToBag(data?.wishlistId ?? '', entry)}
                  disabled={
                    !entry.productDetails || !['IN_STOCK', 'LOW_STOCK'].includes(entry.productDetails.stockStatus)
                  }
                >
                  Move to bag<span className="visually-hidden">: {entry.productDetails?.productName}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {entries.length > 0 || save.state === 'error' ? (
        <LinkButton href="/shop/bag/saved-items" variant="secondary" onClick={() => setSave({ state: 'idle' })}>
          Go to saved items{entries.length > 0 ? ` (${entries.length})` : ''}
        </LinkButton>
      ) : null}
    </section>
  );
}
