'use client';
// /shop/bag/saved-items: every saved product with Move to bag and Remove, each with Undo, and the error panel.
import { LinkButton } from '@shop/ui/button';
import { Price } from '@shop/ui/price';
import { Skeleton } from '@shop/ui/skeleton';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useSavedItems } from '@/lib/bag/hooks.ts';
import { saveStateAtom } from '@/lib/bag/state.ts';
import * as styles from './bag.css.ts';
import { type SavedEntry, useSavedItemActions } from './use-saved-items.ts';

type Undo = { kind: 'removed' | 'moved'; entry: SavedEntry } | null;

export function SavedItemsView({ siteId }: { siteId: string }) {
  const { data, isLoading } = useSavedItems();
  const save = useAtomValue(saveStateAtom);
  const { moveToBag, remove, undoRemove, undoAddToBag } = useSavedItemActions(siteId);
  const [undo, setUndo] = useState<Undo>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (undo) undoRef.current?.focus();
  }, [undo]);

  const heading = <h1 className={styles.heading}>Saved items</h1>;
  if (isLoading) {
    return (
      <div aria-busy="true">
        {heading}
        <Skeleton shape="rect" height="12rem" />
      </div>
    );
  }
  const entries = data?.wishlistEntries ?? [];
  const wishlistId = data?.wishlistId ?? '';
  const busy = save.state === 'pending';

  async function undoLast() {
    if (!undo) return;
    if (undo.kind === 'removed') await undoRemove(undo.entry);
    else await undoAddToBag(undo.entry);
    setUndo(null);
  }

  return (
    <>
      {heading}
      {save.state === 'error' ? (
        <div className={styles.problem} role="alert">
          <h2 className={styles.problemTitle}>There is a problem.</h2>
          <p className={styles.totalLabel}>{save.message}</p>
        </div>
      ) : null}
      {undo ? (
        <div className={`${styles.notice.info} ${styles.undoBar}`} role="status">
          <span>
            {undo.entry.productDetails?.productName ?? 'The item'}{' '}
            {undo.kind === 'removed' ? 'was removed from your saved items.' : 'was moved to your bag.'}
          </span>
          <button ref={undoRef} type="button" className={styles.textButton} onClick={undoLast} disabled={busy}>
            Undo
          </button>
        </div>
      ) : null}
      {entries.length === 0 ? (
        <section className={`${styles.card} ${styles.empty}`}>
          <h2 className={styles.cardTitle}>You have no saved items</h2>
          <p className={styles.muted}>Save items from your bag to buy them later.</p>
          <LinkButton href="/shop/bag" variant="secondary">
            Go to your bag
          </LinkButton>
        </section>
      ) : (
        <ul className={styles.savedGrid}>
          {entries.map((entry) => {
            const details = entry.productDetails;
            const buyable = details !== null && ['IN_STOCK', 'LOW_STOCK'].includes(details.stockStatus);
            const name = details?.productName ?? entry.productNo;
            return (
              <li key={entry.productOptionNo} className={styles.card} data-testid="saved-item">
                {details ? (
                  <img
                    src={details.imageUrl}
                    alt=""
                    width={240}
                    height={320}
                    className={styles.lineImage}
                    style={{ width: '100%', height: 'auto', aspectRatio: '3 / 4' }}
                  />
                ) : null}
                <h2 className={styles.lineName}>{name}</h2>
                <p className={styles.lineMeta}>
                  Size {details?.size} · {details?.colour}
                </p>
                {details ? <Price price={details.price} wasPrice={details.wasPrice} size="small" /> : null}
                {buyable ? null : <p className={styles.errorText}>Out of stock</p>}
                <div className={styles.lineActions}>
                  <button
                    type="button"
                    className={styles.textButton}
                    disabled={busy || !buyable}
                    onClick={async () => {
                      if (await moveToBag(wishlistId, entry)) setUndo({ kind: 'moved', entry });
                    }}
                  >
                    Move to bag<span className="visually-hidden">: {name}</span>
                  </button>
                  <button
                    type="button"
                    className={styles.textButton}
                    disabled={busy}
                    onClick={async () => {
                      if (await remove(wishlistId, entry)) setUndo({ kind: 'removed', entry });
                    }}
                  >
                    Remove<span className="visually-hidden"> {name}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
