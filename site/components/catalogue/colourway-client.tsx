'use client';

import type { ColourwayPicture } from '@shop/commerce/catalogue';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface ChosenColourway {
  variant: string;
  choose(variantCode: string): void;
}

const ColourwayContext = createContext<ChosenColourway | null>(null);

/**
 * The colourway chosen on a product page, shared by the colour picker and the pictures so that choosing a colour
 * shows that colour's picture at once. Starts from the page's `?colour=` (already resolved by the server).
 */
export function ColourwayProvider({ initialVariant, children }: { initialVariant: string; children: ReactNode }) {
  const [variant, choose] = useState(initialVariant);
  const value = useMemo(() => ({ variant, choose }), [variant]);
  return <ColourwayContext.Provider value={value}>{children}</ColourwayContext.Provider>;
}

/** The chosen colourway and how to change it; outside a provider, a colourway kept by the caller alone. */
export function useColourway(initialVariant: string): ChosenColourway {
  const shared = useContext(ColourwayContext);
  const [variant, choose] = useState(initialVariant);
  return shared ?? { variant, choose };
}

export interface ProductPicturesProps {
  productName: string;
  pictures: readonly ColourwayPicture[];
  /** The colourway shown before any choice (the page's `?colour=`). */
  initialVariant: string;
  onSale: boolean;
  className: string;
  imageClassName: string;
  badgeClassName: string;
}

/** The product's picture in the chosen colour, large and eagerly loaded (it is the page's largest paint). */
export function ProductPictures({
  productName,
  pictures,
  initialVariant,
  onSale,
  className,
  imageClassName,
  badgeClassName,
}: ProductPicturesProps) {
  const { variant } = useColourway(initialVariant);
  const picture = pictures.find((candidate) => candidate.variantCode === variant) ?? pictures[0];
  return (
    <figure className={className} aria-label={`${productName} pictures`}>
      {picture ? (
        <img
          // A new element per colour: the old picture never lingers while the new one loads.
          key={picture.imageUrl}
          src={picture.imageUrl}
          alt={picture.alt && picture.alt !== productName ? picture.alt : `${productName} in ${picture.colour}`}
          width={600}
          height={800}
          className={imageClassName}
          fetchPriority="high"
          data-colourway={picture.variantCode}
        />
      ) : null}
      {onSale ? <span className={badgeClassName}>Sale</span> : null}
    </figure>
  );
}
