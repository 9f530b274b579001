'use client';

import type { ProductOption } from '@shop/commerce/catalogue';
import type { Colourway } from '@shop/commerce/catalogue-colourways';
import { optionLabelFor } from '@shop/commerce/option-labels';
import { useId } from 'react';
import { AddToBag, type AddToBagProps } from '@/components/bag/add-to-bag.tsx';
import * as styles from './colour-options.css.ts';
import { useColourway } from './colourway-client.tsx';
import { stockSummary } from './stock.ts';

export interface ColourOptionsProps extends Omit<AddToBagProps, 'options'> {
  colourways: readonly Colourway[];
  /** The colourway shown first (from the page's `?colour=`). */
  initialVariant: string;
  options: readonly ProductOption[];
}

/** `?colour=<variant>` in the address, replacing the entry so Back still returns to the listing. */
function rememberColour(variantCode: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set('colour', variantCode.toLowerCase());
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Colour swatches as a labelled group of native radio buttons (the browser moves between colours with the arrow
 * keys; no script library is needed), then that colour's sizes with their stock and "add to bag". Choosing a colour
 * shows its sizes at once and puts it in the address, so the link shares it.
 */
export function ColourOptions({ colourways, initialVariant, options, ...bag }: ColourOptionsProps) {
  const id = useId();
  // Shared with the product's pictures when the page provides a colourway (ColourwayProvider).
  const { variant, choose: setVariant } = useColourway(initialVariant);
  const selected = colourways.find((way) => way.variantCode === variant) ?? colourways[0];
  const sizes = options.filter((option) => option.variantCode === selected?.variantCode);
  const summary = stockSummary(sizes, optionLabelFor(bag.productType));
  return (
    <>
      <div role="radiogroup" aria-labelledby={`${id}-label`} className={styles.group}>
        <span id={`${id}-label`} className={styles.label}>
          Colour: {selected?.colour}
        </span>
        <div className={styles.swatches}>
          {colourways.map((way) => (
            <label
              key={way.variantCode}
              className={styles.swatch}
              data-unavailable={way.purchasable ? undefined : true}
            >
              <input
                type="radio"
                name={`${id}-colour`}
                value={way.variantCode}
                checked={way.variantCode === selected?.variantCode}
                onChange={() => {
                  setVariant(way.variantCode);
                  rememberColour(way.variantCode);
                }}
                className="visually-hidden"
              />
              <span
                className={styles.chip}
                style={way.swatch ? { background: way.swatch } : undefined}
                aria-hidden="true"
              />
              <span>
                {way.colour}
                {way.purchasable ? null : <span className="visually-hidden"> (sold out)</span>}
              </span>
            </label>
          ))}
        </div>
      </div>
      <p className={styles.stock} data-tone={summary.tone} aria-live="polite">
        {summary.text}
      </p>
      {/* Keyed by colour: a size picked in one colour is not carried to another. */}
      <AddToBag key={selected?.variantCode} {...bag} options={sizes} />
    </>
  );
}
