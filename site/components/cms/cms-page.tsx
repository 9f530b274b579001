import { BlockRenderer } from '@shop/blocks/block-renderer';
import type { Brand } from '@shop/brands/brands';
import type { CmsPage } from '@shop/content/types';
import { container, visuallyHidden } from '@shop/ui/styles/layout.css';
import { blockServices } from '@/lib/block-services.ts';
import { editAttributes } from '@/lib/preview/edit.ts';
import { previewState } from '@/lib/preview/server.ts';
import * as styles from './cms-page.css.ts';

/** Whether the page's first block is a hero, which then carries the page's one h1. */
function opensWithHero(page: CmsPage): boolean {
  const first = page.blocks?.[0];
  return typeof first === 'object' && first !== null && Reflect.get(first, '_type') === 'hero';
}

function blockTypes(page: CmsPage): string[] {
  return (page.blocks ?? []).map((block) =>
    typeof block === 'object' && block !== null ? String(Reflect.get(block, '_type') ?? '') : '',
  );
}

/**
 * A CMS page: its blocks in order, rendered on the server. Every page has exactly one h1: the opening hero's
 * heading, or else the page title (visually hidden on a home page that opens with, say, a promo strip).
 */
export async function CmsPageView({ brand, page }: { brand: Brand; page: CmsPage }) {
  const heroHeading = opensWithHero(page);
  // Click-to-edit attributes only in an editor's preview; published pages carry none.
  const edit = (await previewState()).enabled ? editAttributes(page) : undefined;
  return (
    <article
      className={styles.page}
      data-cms-page={page._id}
      data-cms-route={page.route}
      // The composition as stored (e2e and support read it; the renderer may still skip an invalid block).
      data-cms-blocks={blockTypes(page).join(' ')}
    >
      {heroHeading ? null : page.kind === 'home' ? (
        <h1 className={visuallyHidden}>{page.seo?.title ?? brand.name}</h1>
      ) : (
        <header className={container}>
          <h1 className={styles.title} data-sanity={edit?.(page.seo?.title ? 'seo.title' : 'title')}>
            {page.seo?.title ?? page.title ?? brand.name}
          </h1>
        </header>
      )}
      <BlockRenderer
        blocks={page.blocks}
        context={{
          brand: brand.code,
          documentId: page._id,
          documentType: page._type,
          ...blockServices,
          pageHeading: heroHeading,
          dataAttribute: edit,
        }}
      />
    </article>
  );
}
