import { style } from '@vanilla-extract/css';

/** The editors' blocks above or below the grid, apart from it. */
export const around = style({ marginBlock: '1rem 2rem' });

/** Blocks between rows of products, stacked. */
export const insert = style({ display: 'grid', gap: '1rem' });
