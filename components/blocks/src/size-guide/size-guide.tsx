import * as shared from '../block.css.ts';
import type { BlockProps } from '../types.ts';
import { MeasurementsTable } from './measurements-table.tsx';
import type { SizeGuideBlock } from './query.ts';
import * as styles from './size-guide.css.ts';

const unitNames = { cm: 'centimetres', in: 'inches' };

/** A measurements table: column and row headers for screen readers, scrolls sideways on small screens. */
export async function SizeGuide({ block, edit, headingLevel }: BlockProps<SizeGuideBlock>) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = `size-guide-${block._key}`;
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
      <MeasurementsTable
        label={`${block.title} table`}
        caption={`Measurements in ${unitNames[block.unit]}.`}
        columns={block.columns}
        rows={block.rows}
        dataSanity={edit('rows')}
      />
    </section>
  );
}
