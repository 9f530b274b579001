import 'server-only';
import { promoBannerProjection } from '@shop/blocks/promo-banner/query.ts';
import { richTextProjection } from '@shop/blocks/rich-text/query.ts';
import type { BrandCode } from '@shop/brands/brands';
import { type ResolvedBlock, resolveProductTemplate } from '@shop/content/page-templates';
import { productPageQuery } from '@shop/content/queries';
import { pageTemplateTag, productContentTag } from '@shop/content/tags';
import type { ProductContent } from '@shop/content/types';
import { fetchContent } from './fetch.ts';
import { typedBlocksProjection } from './projection.ts';

/**
 * What the product page reads from the CMS: the product's content (editorial, size guide, complete-the-set picks)
 * and its layout, the brand's product template overridden by its category's and the product's own blocks. Kept apart
 * from reads.ts so the product page does not import the block registry and ship every block's client code. Tagged by
 * product and by the brand's templates as well as by document, so an override created where there was none (for a
 * category or a product) shows at once.
 */

interface TemplateDocument {
  _id: string;
  _type: string;
  mode?: string | null;
  blocks: unknown[] | null;
}

interface ProductPageResult {
  template: TemplateDocument | null;
  categoryTemplate: TemplateDocument | null;
  content: (ProductContent & { _type: string; templateMode: string | null; templateBlocks: unknown[] | null }) | null;
}

export interface ProductPageContent {
  content: ProductContent | null;
  /** The page's blocks in order, each with the document and field it came from (for click-to-edit). */
  blocks: ResolvedBlock[];
}

/** Each product block's GROQ projection (the block library's own for its two blocks). */
const projections: Record<string, string> = {
  productDetails: 'showReviewsSummary',
  sizeGuideButton: '_key',
  productDescription: 'heading',
  deliveryAndReturns: 'heading, body',
  completeTheSet: 'heading',
  customerPhotos: 'heading',
  productReviews: '_key',
  productRecommendations: 'heading',
  promoBanner: promoBannerProjection,
  richText: richTextProjection,
};

/** `field[]{ _key, _type, _type == "productDetails" => { … }, … }` for a template's (or a product's) blocks. */
export const productBlocksProjection = typedBlocksProjection(projections);

const query = productPageQuery(productBlocksProjection);

export async function getProductPageContent(
  brand: BrandCode,
  productNumber: string,
  categorySlug: string,
): Promise<ProductPageContent> {
  const result = await fetchContent<ProductPageResult>({
    query,
    params: { brand, productNumber, categorySlug },
    keyTags: [productContentTag(brand, productNumber), pageTemplateTag(brand)],
  });
  const { template, categoryTemplate, content } = result;
  const blocks = resolveProductTemplate({
    brand: template ? { ...template, field: 'blocks' } : null,
    category: categoryTemplate ? { ...categoryTemplate, field: 'blocks' } : null,
    product: content
      ? {
          _id: content._id,
          _type: content._type,
          field: 'templateBlocks',
          mode: content.templateMode,
          blocks: content.templateBlocks,
        }
      : null,
  });
  return { content, blocks };
}
