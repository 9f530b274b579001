'use client';
// The mini bag: a popover under the header's bag link after an add, with the last three lines, the subtotal, the
// way to the bag and checkout, and what goes with the product just added (add_to_cart_page recommendations). Escape, a press outside or the close button closes it and focus returns to the link.
import { optionLabelFor } from '@shop/commerce/option-labels';
import { formatPence } from '@shop/ui/format';
import type { RefObject } from 'react';
import { Dialog, Heading, Popover } from 'react-aria-components';
import Link from '@/components/link/link.tsx';
import { useCart } from '@/lib/bag/hooks.ts';
import * as styles from './bag.css.ts';
import { MiniBagRecommendations } from './mini-bag-recommendations.tsx';

export function MiniBagPopover({
  triggerRef,
  onClose,
}: {
  triggerRef: RefObject<HTMLAnchorElement | null>;
  onClose(): void;
}) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      placement="bottom end"
      offset={8}
      className={styles.miniBag}
    >
      <Dialog className={styles.miniBagDialog} aria-label="Your bag">
        <MiniBag onClose={onClose} />
      </Dialog>
    </Popover>
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
          const details = entry.productDetails as {
            productName?: string;
            size?: string;
            imageUrl?: string;
            cptName?: string;
          };
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
                  {details.size ? `${optionLabelFor(details.cptName).describe(details.size)} · ` : ''}Qty{' '}
                  {entry.quantity} · {formatPence(entry.linePrice)}
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
      <MiniBagRecommendations onFollow={onClose} />
    </>
  );
}
