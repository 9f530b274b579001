import 'server-only';
import type { BrandCode } from '@shop/brands/brands';
import { PRODUCT_CONTENT_QUERY } from '@shop/content/queries';
import { productContentTag } from '@shop/content/tags';
import type { ProductContent } from '@shop/content/types';
import { fetchContent } from './fetch.ts';

/**
 * A product's editorial content, size guide and complete-the-set picks (null when editors have added none). Kept
 * apart from reads.ts so the product page does not import the block registry and ship every block's client code.
 * Tagged by product as well as by document, so content created for a product that had none shows at once.
 */
export function getProductContent(brand: BrandCode, productNumber: string) {
  return fetchContent<ProductContent | null>({
    query: PRODUCT_CONTENT_QUERY,
    params: { brand, productNumber },
    keyTags: [productContentTag(brand, productNumber)],
  });
}
