import { style } from '@vanilla-extract/css';

/** A page block (promo banner, rich text) above or below the product: apart from it, as the product's sections are. */
export const pageBlock = style({ marginTop: '2rem' });
