import { style } from '@vanilla-extract/css';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '1.5rem 1rem',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    'screen and (min-width: 1024px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: '2rem 1.25rem' },
  },
});

/** An editors' block between rows: the whole width of the grid. */
export const insert = style({ gridColumn: '1 / -1', minWidth: 0 });
