'use client';
// One bag line: picture, name, size and colour, the product's approved review figures, price, a quantity picker,
// Remove and Save for later. The controls stay usable while changes are in flight: the bag's queue sends them one at a
// time, in order (lib/bag/queue.ts).
import { optionLabelFor } from '@shop/commerce/option-labels';
import { formatPence } from '@shop/ui/format';
import { Price } from '@shop/ui/price';
import { Rating } from '@shop/ui/rating';
import { useId } from 'react';
import Link from '@/components/link/link.tsx';
import type { Cart, CartEntry } from '@/lib/bag/client-api.ts';
import * as styles from './bag.css.ts';

export interface BagLineProps {
  cart: Cart;
  /** The line as the shopper last set it (a quantity picked is shown while its change waits its turn). */
  entry: CartEntry;
  onQuantity(entry: CartEntry, quantity: number): void;
  onRemove(entry: CartEntry): void;
  onSave(entry: CartEntry): void;
}

const MAX_PICK = 10;

export function BagLine({ entry, onQuantity, onRemove, onSave }: BagLineProps) {
  const id = useId();
  const details = entry.productDetails as Partial<CartEntry['productDetails'] & Record<string, unknown>> & {
    productName?: string;
    productId?: string;
    size?: string;
    colour?: string;
    imageUrl?: string;
    wasPrice?: number | null;
  };
  const name = details.productName ?? entry.productNo;
  const subscription = entry.productType === 'DELIVERY_SUBSCRIPTION';
  const choices = Array.from({ length: Math.max(MAX_PICK, entry.quantity) }, (_, i) => i + 1);
  return (
    <li className={styles.line} data-testid="bag-line" data-option={entry.productOptionNo}>
      {details.imageUrl ? (
        <img src={details.imageUrl} alt="" width={96} height={128} className={styles.lineImage} loading="lazy" />
      ) : (
        <span className={styles.lineImage} aria-hidden="true" />
      )}
      <div className={styles.lineBody}>
        <h3 className={styles.lineName} id={`${id}-name`}>
          {details.productId ? (
            <Link href={`/shop/p/${details.productId}`} className={styles.lineLink}>
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {subscription ? null : (
          <p className={styles.lineMeta}>
            {optionLabelFor(details.cptName).describe(details.size ?? '')} · {details.colour}
          </p>
        )}
        {/* Spec §3: the entry's reviews total and average (approved reviews only: the product row follows moderation). */}
        <Rating average={entry.reviews?.average} count={entry.reviews?.total} size="small" />
        <Price price={entry.unitPrice} wasPrice={details.wasPrice ?? null} size="small" />
        <div className={styles.lineActions}>
          {subscription ? null : (
            <label className={styles.fieldLabel}>
              Quantity
              <select
                className={styles.select}
                value={entry.quantity}
                aria-describedby={`${id}-name`}
                onChange={(event) => onQuantity(entry, Number(event.target.value))}
              >
                {choices.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
          )}
          <span className={styles.lineMeta}>Line total {formatPence(entry.linePrice)}</span>
        </div>
        <div className={styles.lineActions}>
          <button type="button" className={styles.textButton} onClick={() => onRemove(entry)}>
            Remove<span className="visually-hidden"> {name}</span>
          </button>
          {subscription ? null : (
            <button type="button" className={styles.textButton} onClick={() => onSave(entry)}>
              Save for later<span className="visually-hidden">: {name}</span>
            </button>
          )}
        </div>
        {entry.removable ? (
          <p className={styles.errorText}>This item can’t be bought on a first order and will be removed.</p>
        ) : null}
      </div>
    </li>
  );
}
