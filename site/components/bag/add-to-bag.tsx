'use client';
import { optionLabelFor } from '@shop/commerce/option-labels';
// "Add to bag" on the product page: pick a size (required, out-of-stock sizes disabled), add, and see the mini bag;
// beside it the save-for-later heart.
import { Button } from '@shop/ui/button';
import { useHydrated } from '@shop/ui/hydrated';
import { StockBadge } from '@shop/ui/stock-badge';
import { useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useId, useRef, useState } from 'react';
import { preloadMiniBag } from '@/components/bag/bag-link.tsx';
import { stockLabel } from '@/components/catalogue/stock.ts';
import { useBagActions } from '@/lib/bag/hooks.ts';
import { loadingAtom, miniBagOpenAtom, serviceErrorAtom } from '@/lib/bag/state.ts';
import * as styles from './bag.css.ts';
import { SaveHeart } from './save-heart.tsx';

export interface AddToBagOption {
  optionNumber: string;
  size: string;
  stockStatus: string;
  price: number;
  purchasable: boolean;
}

export interface AddToBagProps {
  siteId: string;
  productNumber: string;
  offerNumber: string;
  productName: string;
  options: readonly AddToBagOption[];
  /** The product type (sofa, dress…): names the options ("Seats" for a sofa, else "Size"). */
  productType?: string;
}

export const SELECT_SIZE_MESSAGE = 'Please select a size.';

export function AddToBag({ siteId, productNumber, offerNumber, productName, options, productType }: AddToBagProps) {
  const id = useId();
  const label = optionLabelFor(productType);
  const only = options.length === 1 && options[0]?.purchasable ? options[0].optionNumber : '';
  const [selected, setSelected] = useState(only);
  const [needSize, setNeedSize] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const firstRadio = useRef<HTMLInputElement>(null);
  const { add } = useBagActions(siteId);
  const adding = useAtomValue(loadingAtom).addToBag === true;
  const serverError = useAtomValue(serviceErrorAtom).bagAdd;
  const openMiniBag = useSetAtom(miniBagOpenAtom);
  // The add runs in the browser: pressed before hydration the button would submit the form natively (a GET of this
  // page with the size in the address: a reload, nothing added), so it is enabled once the page can act on it.
  const ready = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const option = options.find((o) => o.optionNumber === selected);
    if (!option) {
      setNeedSize(true);
      firstRadio.current?.focus();
      return;
    }
    setAdded(null);
    preloadMiniBag();
    const cart = await add({
      cartId: '',
      productNumber,
      offerNumber,
      optionNumber: option.optionNumber,
      quantity: 1,
      unitPrice: option.price,
    });
    if (cart) {
      setAdded(`${productName}, ${label.list([option.size])}, added to your bag.`);
      openMiniBag(true);
    }
  }

  const error = needSize ? label.required : serverError;
  const firstEnabled = options.findIndex((o) => o.purchasable);
  return (
    <form className={styles.addForm} onSubmit={submit} noValidate aria-label={`Add ${productName} to bag`}>
      <fieldset
        className={styles.sizeGrid}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={needSize || undefined}
      >
        <legend className={styles.sizeLegend}>{label.legend}</legend>
        {options.map((option, index) => {
          const stock = stockLabel(option.stockStatus);
          return (
            <label key={option.optionNumber} className={styles.sizeOption} data-stock={option.stockStatus}>
              <input
                ref={index === firstEnabled ? firstRadio : undefined}
                className={styles.sizeRadio}
                type="radio"
                name={`${id}-size`}
                value={option.optionNumber}
                checked={selected === option.optionNumber}
                disabled={!option.purchasable}
                onChange={() => {
                  setSelected(option.optionNumber);
                  setNeedSize(false);
                }}
              />
              <span className={styles.sizeName}>{option.size}</span>
              <StockBadge label={stock.label} tone={stock.tone} />
            </label>
          );
        })}
      </fieldset>
      <div aria-live="assertive">
        {error ? (
          <p id={`${id}-error`} className={styles.errorText}>
            {error}
          </p>
        ) : null}
      </div>
      <div className={styles.addActions}>
        <Button type="submit" size="large" fullWidth disabled={adding || !ready}>
          {adding ? 'Adding…' : 'Add to bag'}
        </Button>
        {/* Saves the chosen size, or before one is chosen the first that can be bought. */}
        <SaveHeart
          productName={productName}
          productNumber={productNumber}
          offerNumber={offerNumber}
          optionNumber={selected || options[firstEnabled]?.optionNumber || options[0]?.optionNumber || null}
        />
      </div>
      <p className="visually-hidden" role="status">
        {added ?? ''}
      </p>
    </form>
  );
}
