// The catalogue reads blocks render from. Blocks never open the database themselves: the site hands them its cached,
// tagged reads through the block context (site/lib/catalogue.ts, `blockCatalogue`), so a block on a page costs no
// query once its data is cached, and a catalogue change reaches it through the same tags as the pages.
// `databaseCatalogue` is the uncached implementation the site's cached one calls (and tests render blocks with).

import type { BrandCode } from '@shop/brands/brands';
import {
  type CategorySummary,
  listCategories,
  listCategoryProducts,
  type ProductSummary,
} from '@shop/commerce/catalogue';
import { listProductsByNumber, searchProductsByName } from '@shop/commerce/catalogue-picks';
import type { Db } from '@shop/commerce/db/client';
import type { ProductSourceData } from './product-source.ts';

/** A category as a tile shows it: its live name and count, and its lead product's picture for a tile without one. */
export interface CategoryLead extends CategorySummary {
  leadImageUrl: string | null;
}

export interface BlockCatalogue {
  /** The products a product block shows (grid, carousel), at most its limit. */
  products(brand: BrandCode, pick: ProductSourceData): Promise<ProductSummary[]>;
  /** The brand's categories in navigation order, each with its lead product's picture. */
  categoryLeads(brand: BrandCode): Promise<CategoryLead[]>;
}

export function databaseCatalogue(db: () => Promise<Db>): BlockCatalogue {
  return {
    async products(brandCode, pick) {
      switch (pick.source) {
        case 'category': {
          const page = await listCategoryProducts(await db(), {
            brandCode,
            categorySlug: pick.categorySlug ?? '',
            page: 1,
            pageSize: pick.limit,
          });
          return page.items;
        }
        case 'search':
          return searchProductsByName(await db(), { brandCode, term: pick.searchTerm ?? '', limit: pick.limit });
        case 'products':
          return (await listProductsByNumber(await db(), { brandCode, productNumbers: pick.productNumbers })).slice(
            0,
            pick.limit,
          );
      }
    },
    async categoryLeads(brandCode) {
      const database = await db();
      const categories = await listCategories(database, brandCode);
      return Promise.all(
        categories.map(async (category) => {
          const lead = await listCategoryProducts(database, {
            brandCode,
            categorySlug: category.slug,
            page: 1,
            pageSize: 1,
          });
          return { ...category, leadImageUrl: lead.items[0]?.imageUrl ?? null };
        }),
      );
    },
  };
}
