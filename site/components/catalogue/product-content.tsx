import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { SAFE_COPY_HREF } from '@shop/blocks/fields';
import { MeasurementsTable } from '@shop/blocks/size-guide/measurements-table';
import type { ProductSummary } from '@shop/commerce/catalogue';
import type { ProductContent } from '@shop/content/types';
import * as styles from './product-content.css.ts';
import { ProductGrid } from './product-grid.tsx';
import * as sections from './product-sections.css.ts';
import { SizeGuideSheet } from './size-guide-client.tsx';

export type ProductSizeGuide = NonNullable<ProductContent['sizeGuide']>;
type Copy = NonNullable<ProductContent['editorial']>;

const unitNames: Record<ProductSizeGuide['unit'], string> = { cm: 'centimetres', inches: 'inches' };

/** Editors' copy inside product content: paragraphs, lists and subheadings below the section's own heading. */
const copyComponents: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className={styles.paragraph}>{children}</p>,
    // Copy sits below its section's h3: the copy field's heading and subheading both read as h4 here.
    h2: ({ children }) => <h4 className={styles.copyTitle}>{children}</h4>,
    h3: ({ children }) => <h4 className={styles.copyTitle}>{children}</h4>,
    blockquote: ({ children }) => <blockquote className={styles.paragraph}>{children}</blockquote>,
  },
  marks: {
    link: ({ value, children }) => {
      const href = (value as { href?: unknown } | undefined)?.href;
      return typeof href === 'string' && SAFE_COPY_HREF.test(href) ? (
        <a className={styles.link} href={href}>
          {children}
        </a>
      ) : (
        children
      );
    },
  },
};

function CopyText({ value }: { value: Copy }) {
  return (
    <div className={styles.copy}>
      <PortableText value={value} components={copyComponents} />
    </div>
  );
}

/** Whether a guide can be shown as a table: at least two columns and every row one value per column. */
export function isUsableGuide(guide: ProductContent['sizeGuide'] | undefined): guide is ProductSizeGuide {
  return Boolean(
    guide &&
      guide.columns.length >= 2 &&
      guide.rows.length > 0 &&
      guide.rows.every((row) => row.cells.length === guide.columns.length),
  );
}

/** The measurements table and how-to-measure copy: column and row headers, a caption naming the unit. */
export function SizeGuideContent({ guide }: { guide: ProductSizeGuide }) {
  return (
    <div className={styles.guide}>
      <MeasurementsTable
        label={`${guide.title} table`}
        caption={`${guide.title}: measurements in ${unitNames[guide.unit]}`}
        columns={guide.columns}
        rows={guide.rows}
      />
      {guide.howToMeasure?.length ? (
        <section aria-labelledby="how-to-measure-title" className={styles.copy}>
          <h3 id="how-to-measure-title" className={styles.copyTitle}>
            How to measure
          </h3>
          <CopyText value={guide.howToMeasure} />
        </section>
      ) : null}
    </div>
  );
}

/** The "Size guide" button for a product whose content has a usable guide; nothing otherwise. */
export function ProductSizeGuide({ guide }: { guide: ProductContent['sizeGuide'] | undefined }) {
  if (!isUsableGuide(guide)) return null;
  return (
    <div className={styles.extras}>
      <SizeGuideSheet title={guide.title}>
        <SizeGuideContent guide={guide} />
      </SizeGuideSheet>
    </div>
  );
}

/** Editors' words about the product, under the product details. */
export function ProductEditorial({ value }: { value: Copy | null | undefined }) {
  if (!value?.length) return null;
  return <CopyText value={value} />;
}

/** "Complete the set": the products editors picked to go with this one, from the live catalogue. */
export function CompleteTheSet({
  products,
  heading = 'Complete the set',
  id = 'complete-the-set-title',
  edit,
}: {
  products: readonly ProductSummary[];
  heading?: string;
  id?: string;
  /** `data-sanity` for the section and its heading (Studio preview only). */
  edit?: (field?: string) => string | undefined;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.completeTheSet} data-sanity={edit?.()}>
      <h2 id={id} className={sections.sectionTitle} data-sanity={edit?.('heading')}>
        {heading}
      </h2>
      <ProductGrid products={[...products]} eager={0} />
    </section>
  );
}
