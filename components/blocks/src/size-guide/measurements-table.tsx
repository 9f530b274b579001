import type { ReactNode } from 'react';
import * as styles from './size-guide.css.ts';

export interface MeasurementsTableProps {
  /** Accessible name of the scrollable region, e.g. "Women's dresses table". */
  label: string;
  caption: ReactNode;
  /** The first column heads the row headers (the size); the others are measurements. */
  columns: readonly string[];
  rows: ReadonlyArray<{ _key: string; cells: ReadonlyArray<string | null> }>;
  /** Visual-editing attribute for the rows (draft mode only). */
  dataSanity?: string;
}

/**
 * A size guide's measurements: column and row headers for screen readers, an empty value shown as a dash, and a
 * focusable, named scroll region so keyboard users can scroll a table wider than the screen. Shared by the size-guide
 * block and the product page's size-guide sheet.
 */
export function MeasurementsTable({ label, caption, columns, rows, dataSanity }: MeasurementsTableProps) {
  const [rowHeader, ...measureColumns] = columns;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className={styles.scroller} aria-label={label} tabIndex={0}>
      <table className={styles.table} data-sanity={dataSanity}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {rowHeader}
            </th>
            {measureColumns.map((column, index) => (
              <th key={`${index}-${column}`} scope="col" className={styles.headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const [first, ...rest] = row.cells;
            return (
              <tr key={row._key} className={styles.row}>
                <th scope="row" className={styles.rowHead}>
                  {first}
                </th>
                {rest.map((value, index) => (
                  <td key={`${index}-${measureColumns[index]}`} className={styles.cell}>
                    {value || '–'}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
