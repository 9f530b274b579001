import { BlockRenderer } from '@shop/blocks/block-renderer';
import type { Brand } from '@shop/brands/brands';
import { blockServices } from '@/lib/block-services.ts';
import { orWhenUnavailable } from '@/lib/content/fetch.ts';
import { getCategoryLanding } from '@/lib/content/reads.ts';
import { editAttributes } from '@/lib/preview/edit.ts';
import { previewState } from '@/lib/preview/server.ts';
import * as styles from './category-landing.css.ts';

/**
 * Editors' landing blocks above a category listing, when a landing page exists for the category. Renders nothing
 * otherwise, or when the content lake is unreachable: the listing is the page.
 */
export async function CategoryLanding({ brand, categorySlug }: { brand: Brand; categorySlug: string }) {
  const landing = await orWhenUnavailable(
    getCategoryLanding(brand.code, categorySlug),
    null,
    `${brand.code} landing ${categorySlug}`,
  );
  if (!landing?.blocks?.length) return null;
  const edit = (await previewState()).enabled ? editAttributes(landing) : undefined;
  return (
    <div className={styles.landing} data-cms-page={landing._id}>
      <BlockRenderer
        blocks={landing.blocks}
        context={{
          brand: brand.code,
          documentId: landing._id,
          documentType: landing._type,
          ...blockServices,
          pageHeading: false,
          dataAttribute: edit,
        }}
      />
    </div>
  );
}
