'use client';
// The header's bag link with the live item count, and the mini bag that opens after an add (Escape or the close
// button returns focus to the link).
import { formatPence } from '@shop/ui/format';
import { useAtom } from 'jotai';
import Link from 'next/link';
import { useRef } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { useBagCount, useCart } from '@/lib/bag/hooks.ts';
import { miniBagOpenAtom } from '@/lib/bag/state.ts';
import * as styles from './bag.css.ts';

export function BagLink() {
  const { data } = useBagCount();
  const count = data?.itemCount ?? 0;
  const linkRef = useRef<HTMLAnchorElement>(null);
  const [open, setOpen] = useAtom(miniBagOpenAtom);
  return (
    <>
      <Link href="/shop/bag" ref={linkRef} className={styles.bagLink} data-testid="bag-link">
        <BagIcon />
        <span>Bag</span>
        <span className={styles.bagCount} data-testid="bag-count">
          {count}
          <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
        </span>
      </Link>
      <Popover
        triggerRef={linkRef}
        isOpen={open}
        onOpenChange={setOpen}
        placement="bottom end"
        offset={8}
        className={styles.miniBag}
      >
        <Dialog className={styles.miniBagDialog} aria-label="Your bag">
          <MiniBag onClose={() => setOpen(false)} />
        </Dialog>
      </Popover>
    </>
  );
}

function MiniBag({ onClose }: { onClose(): void }) {
  const { cart } = useCart();
  const lines = cart?.cartEntries ?? [];
  return (
    <>
      <div className={styles.miniBagHeader}>
        <Heading slot="title" className={styles.cardTitle}>
          Added to your bag
        </Heading>
        <button type="button" className={styles.textButton} onClick={onClose}>
          Close<span className="visually-hidden"> mini bag</span>
        </button>
      </div>
      <ul className={styles.savedList}>
        {lines.slice(-3).map((entry) => {
          const details = entry.productDetails as { productName?: string; size?: string; imageUrl?: string };
          return (
            <li key={entry.productOptionNo} className={styles.savedItem}>
              {details.imageUrl ? (
                <img src={details.imageUrl} alt="" width={64} height={85} className={styles.savedImage} />
              ) : (
                <span className={styles.savedImage} aria-hidden="true" />
              )}
              <div className={styles.lineBody}>
                <p className={styles.lineName}>{details.productName}</p>
                <p className={styles.lineMeta}>
                  {details.size ? `Size ${details.size} · ` : ''}Qty {entry.quantity} · {formatPence(entry.linePrice)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {cart ? (
        <p className={styles.totalLabel}>
          Subtotal ({cart.bagItemsCount} {cart.bagItemsCount === 1 ? 'item' : 'items'}):{' '}
          <strong>{formatPence(cart.orderValue)}</strong>
        </p>
      ) : null}
      <div className={styles.miniBagActions}>
        <Link href="/shop/bag" className={styles.textButton} onClick={onClose}>
          View bag
        </Link>
        <Link href="/checkout/delivery-method" className={styles.textButton} onClick={onClose}>
          Checkout
        </Link>
      </div>
    </>
  );
}

function BagIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 8h14l-1 12H6L5 8Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
