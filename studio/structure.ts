// Desk structure: one folder per brand holding that brand's pages, bag content, banners, credit explanation, brand
// settings, size guides, product content, product page, category listing, checkout and search results templates. New documents created from a brand's list start with that brand.
import { brands } from '@shop/brands/brands';
import type { Template } from 'sanity';
import type { ListItemBuilder, StructureBuilder, StructureResolver } from 'sanity/structure';

interface BrandSection {
  /** Schema type name. */
  type: string;
  title: string;
}

/** Order matters: it is the order of each brand's folder. */
export const brandSections: readonly BrandSection[] = [
  { type: 'page', title: 'Pages' },
  { type: 'bagContent', title: 'Bag content' },
  { type: 'bannerTerms', title: 'Banners' },
  { type: 'brandCreditExplanation', title: 'Credit explanation' },
  { type: 'brandSettings', title: 'Brand settings' },
  { type: 'productSizeGuide', title: 'Size guides' },
  { type: 'productContent', title: 'Product content' },
  { type: 'productTemplate', title: 'Product page templates' },
  { type: 'listingTemplate', title: 'Category listing templates' },
  { type: 'checkoutTemplate', title: 'Checkout template' },
  { type: 'searchTemplate', title: 'Search results template' },
];

const templateId = (type: string): string => `${type}-for-brand`;

/** One initial-value template per section type: `{brand}` from the folder the editor is in. */
export function brandTemplates(previous: Template[]): Template[] {
  return [
    ...previous,
    ...brandSections.map(
      ({ type, title }): Template => ({
        id: templateId(type),
        title: `${title} for a brand`,
        schemaType: type,
        parameters: [{ name: 'brand', type: 'string' }],
        value: (params: { brand?: string }) => ({ brand: params.brand }),
      }),
    ),
  ];
}

function sectionItem(S: StructureBuilder, brand: string, section: BrandSection): ListItemBuilder {
  return S.listItem()
    .id(`${brand}-${section.type}`)
    .title(section.title)
    .schemaType(section.type)
    .child(
      S.documentTypeList(section.type)
        .id(`${brand}-${section.type}-list`)
        .title(section.title)
        .apiVersion('2025-02-19')
        .filter('_type == $type && brand == $brand')
        .params({ type: section.type, brand })
        .initialValueTemplates([S.initialValueTemplateItem(templateId(section.type), { brand })]),
    );
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Brands')
    .items(
      brands.map((brand) =>
        S.listItem()
          .id(brand.code)
          .title(brand.name)
          .child(
            S.list()
              .id(`${brand.code}-content`)
              .title(brand.name)
              .items(brandSections.map((section) => sectionItem(S, brand.code, section))),
          ),
      ),
    );
