import * as shared from '../block.css.ts';
import type { BlockProps } from '../types.ts';
import type { SizeGuideBlock } from './query.ts';
import * as styles from './size-guide.css.ts';

const unitNames = { cm: 'centimetres', in: 'inches' };

/** A measurements table: column and row headers for screen readers, scrolls sideways on small screens. */
export async function SizeGuide({ block, edit, headingLevel }: BlockProps<SizeGuideBlock>) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `size-guide-${block._key}`;
  const [rowHeader, ...measureColumns] = block.columns;
  return (
    <section className={shared.section} aria-labelledby={headingId} data-sanity={edit()}>
      <Heading id={headingId} className={shared.heading} data-sanity={edit('title')}>
        {block.title}
      </Heading>
      {block.intro ? (
        <p className={styles.intro} data-sanity={edit('intro')}>
          {block.intro}
        </p>
      ) : null}
      {/* Focusable and named so keyboard users can scroll a table wider than the screen. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className={styles.scroller} aria-label={`${block.title} table`} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>Measurements in {unitNames[block.unit]}.</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>
                {rowHeader}
              </th>
              {measureColumns.map((column) => (
                <th key={column} scope="col" className={styles.headCell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => {
              const [first, ...rest] = row.cells;
              return (
                <tr key={row._key} className={styles.row}>
                  <th scope="row" className={styles.rowHead}>
                    {first}
                  </th>
                  {rest.map((value, index) => (
                    <td key={measureColumns[index] ?? index} className={styles.cell}>
                      {value || '–'}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </section>
  );
}
