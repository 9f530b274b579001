// Every type the Studio and `sanity schema extract` need: the document types here and the block library's object
// types (the page builder's members).
import { blockSchemaTypes } from '../../components/blocks/src/schemas.ts';
import { bagContent } from './bag-content.ts';
import { bannerTerms } from './banner-terms.ts';
import { brandSettings } from './brand-settings.ts';
import { checkoutTemplate, checkoutTemplateBlockSchemas } from './checkout-template.ts';
import { creditExplanation } from './credit-explanation.ts';
import { listingTemplate, listingTemplateSchemas } from './listing-template.ts';
import { page } from './page.ts';
import { productContent } from './product-content.ts';
import { productTemplate, productTemplateBlockSchemas } from './product-template.ts';
import { searchTemplate, searchTemplateBlockSchemas } from './search-template.ts';
import { sizeGuide } from './size-guide.ts';

export const documentTypes = [
  brandSettings,
  page,
  productContent,
  productTemplate,
  listingTemplate,
  checkoutTemplate,
  searchTemplate,
  sizeGuide,
  bagContent,
  bannerTerms,
  creditExplanation,
];

export const schemaTypes = [
  ...documentTypes,
  ...blockSchemaTypes,
  ...productTemplateBlockSchemas,
  ...listingTemplateSchemas,
  ...checkoutTemplateBlockSchemas,
  ...searchTemplateBlockSchemas,
];
