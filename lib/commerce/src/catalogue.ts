// Catalogue reads: categories, category listings, product detail and product images. Plain functions taking the
// database first; every read is scoped to a brand so that one brand's shop never shows another brand's products.
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import {
  categories,
  productImages,
  productOptions,
  products,
  type StockStatus,
  stockStatusValues,
} from './db/schema.ts';

export const PRODUCTS_PER_PAGE = 36;
export const MAX_PAGE_SIZE = 120;

export const STOCK_STATUSES = stockStatusValues;
export type { StockStatus };

/** Statuses a shopper can add to the bag. */
export function isPurchasable(status: StockStatus): boolean {
  return status === 'IN_STOCK' || status === 'LOW_STOCK';
}

/** Statuses a shopper can add to the bag, as a list. */
export const PURCHASABLE_STATUSES: readonly StockStatus[] = ['IN_STOCK', 'LOW_STOCK'];

export interface CategorySummary {
  slug: string;
  name: string;
  description: string;
  productCount: number;
}

export interface Category {
  slug: string;
  name: string;
  description: string;
  position: number;
}

export interface ProductSummary {
  /** URL-safe id used in /shop/p/{productId}: the lowercase product number. */
  productId: string;
  productNumber: string;
  name: string;
  /** The label the product is sold under. */
  productBrand: string;
  /** Price in pence (the lowest option price when options differ). */
  price: number;
  wasPrice: number | null;
  onSale: boolean;
  /** True when some options cost more than `price` ("from" pricing). */
  priceVaries: boolean;
  ratingAverage: number | null;
  ratingCount: number;
  colour: string;
  imageUrl: string;
  /** At least one option is IN_STOCK or LOW_STOCK. */
  purchasable: boolean;
  /** The offer the product is sold under (saved items and the bag name a product by number, offer and option). */
  offerNumber: string;
  /**
   * The option a card's "save for later" keeps: the first one in the pictured colour that can be bought, else the
   * first in that colour, else the first of all (null for a product without options).
   */
  saveOptionNumber: string | null;
}

export interface ProductOption {
  optionNumber: string;
  size: string;
  colour: string;
  variantCode: string;
  sku: string;
  stockStatus: StockStatus;
  /** Effective price of this option in pence. */
  price: number;
  purchasable: boolean;
}

/** The picture of one colourway: what the product page shows while that colour is chosen. */
export interface ColourwayPicture {
  variantCode: string;
  colour: string;
  imageUrl: string;
  alt: string;
}

export interface ProductDetail extends ProductSummary {
  brandCode: string;
  offerNumber: string;
  description: string;
  productType: string;
  colourFamily: string;
  imageAlt: string;
  category: { slug: string; name: string };
  options: ProductOption[];
  /** One picture per colourway, in colourway (option) order: the main colour's first. */
  pictures: ColourwayPicture[];
}

export type CategorySort = 'recommended' | 'newest' | 'price-low-high' | 'price-high-low' | 'rating';
export const CATEGORY_SORTS: readonly CategorySort[] = [
  'recommended',
  'newest',
  'price-low-high',
  'price-high-low',
  'rating',
];

export interface ListCategoryProductsInput {
  brandCode: string;
  categorySlug: string;
  /** 1-based. Pages outside 1…pageCount (or not whole numbers) return no items; see `normalisePage`. */
  page: number;
  pageSize?: number;
  sort?: CategorySort;
}

export interface ProductPage {
  items: ProductSummary[];
  total: number;
  /** The page asked for, unchanged. */
  page: number;
  /** At least 1 (an empty category has one empty page). */
  pageCount: number;
}

// ---------------------------------------------------------------- ids

const PRODUCT_ID_PATTERN = /^[a-z0-9]{1,24}$/;

/** The URL id of a product number (DA123456 → da123456). */
export function toProductId(productNumber: string): string {
  return productNumber.toLowerCase();
}

/** The product number for a URL id, or null when the id cannot be one (case-insensitive). */
export function productNumberFromId(productId: string): string | null {
  const id = typeof productId === 'string' ? productId.trim().toLowerCase() : '';
  return PRODUCT_ID_PATTERN.test(id) ? id.toUpperCase() : null;
}

export function productImageUrl(productId: string): string {
  return `/images/products/${productId}.svg`;
}

/** A picture file's id: a product id (its main picture) or a colourway's variant code in lowercase. */
const IMAGE_ID_PATTERN = /^([a-z0-9]{1,24})(?:-([a-z0-9]{1,12}))?$/;

/**
 * The picture of one colourway of a product (DA160843, DA160843-MST → /images/products/da160843-mst.svg): what a bag
 * or saved line of that colour shows. A variant code not of that form gets the product's main picture.
 */
export function variantImageUrl(productNumber: string, variantCode: string): string {
  const productId = toProductId(productNumber);
  const id = variantCode.toLowerCase();
  return id.startsWith(`${productId}-`) && IMAGE_ID_PATTERN.test(id) ? productImageUrl(id) : productImageUrl(productId);
}

// ---------------------------------------------------------------- paging

/**
 * Reads a `page` query value. Anything but a canonical positive integer ("1", "2", …) gives page 1, a page past the
 * end gives the last page; `corrected` says the caller should redirect to the canonical page (or 404 — its choice).
 * Arrays (`?page=2&page=3`) are always corrected, to their first value.
 */
export function normalisePage(
  raw: string | string[] | undefined,
  pageCount: number,
): { page: number; corrected: boolean } {
  const lastPage = Number.isFinite(pageCount) && pageCount >= 1 ? Math.floor(pageCount) : 1;
  if (raw === undefined) return { page: 1, corrected: false };
  const value = Array.isArray(raw) ? raw[0] : raw;
  let corrected = Array.isArray(raw);
  let page = 1;
  if (typeof value === 'string' && /^[1-9][0-9]*$/.test(value)) {
    page = Number(value);
  } else {
    corrected = true;
  }
  if (page > lastPage) {
    page = lastPage;
    corrected = true;
  }
  return { page, corrected };
}

function pageSizeOf(raw: number | undefined): number {
  if (raw === undefined || !Number.isInteger(raw) || raw < 1) return PRODUCTS_PER_PAGE;
  return Math.min(raw, MAX_PAGE_SIZE);
}

// ---------------------------------------------------------------- queries

// Correlated subqueries: can a shopper buy any option, and do some options cost more than the product price?
// The outer columns are qualified by hand: in a single-table select Drizzle renders `products.id` as a bare "id",
// which inside the subquery would mean product_options.id.
const outer = (column: { name: string }) => sql`${products}.${sql.identifier(column.name)}`;

const purchasableSql = sql<boolean>`exists (select 1 from ${productOptions} where ${productOptions.productId} = ${outer(products.id)} and ${productOptions.stockStatus} in ('IN_STOCK', 'LOW_STOCK'))`;

const priceVariesSql = sql<boolean>`exists (select 1 from ${productOptions} where ${productOptions.productId} = ${outer(products.id)} and ${productOptions.pricePence} is not null and ${productOptions.pricePence} <> ${outer(products.pricePence)})`;

const saveOptionSql = sql<
  string | null
>`(select ${productOptions.optionNumber} from ${productOptions} where ${productOptions.productId} = ${outer(products.id)} order by (${productOptions.colour} = ${outer(products.colour)}) desc, (${productOptions.stockStatus} in ('IN_STOCK', 'LOW_STOCK')) desc, ${productOptions.position}, ${productOptions.optionNumber} limit 1)`;

/** Columns of a `ProductSummary` row; shared with catalogue-picks.ts (search and hand-picked products). */
export const summaryColumns = {
  productNumber: products.productNumber,
  name: products.name,
  productBrand: products.productBrand,
  pricePence: products.pricePence,
  wasPricePence: products.wasPricePence,
  onSale: products.onSale,
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
  colour: products.colour,
  purchasable: purchasableSql.mapWith(Boolean),
  priceVaries: priceVariesSql.mapWith(Boolean),
  offerNumber: products.offerNumber,
  saveOptionNumber: saveOptionSql,
};

export type SummaryRow = {
  productNumber: string;
  name: string;
  productBrand: string;
  pricePence: number;
  wasPricePence: number | null;
  onSale: boolean;
  ratingAverage: number | null;
  ratingCount: number;
  colour: string;
  purchasable: boolean;
  priceVaries: boolean;
  offerNumber: string;
  saveOptionNumber: string | null;
};

export function toSummary(row: SummaryRow): ProductSummary {
  const productId = toProductId(row.productNumber);
  return {
    productId,
    productNumber: row.productNumber,
    name: row.name,
    productBrand: row.productBrand,
    price: row.pricePence,
    wasPrice: row.wasPricePence,
    onSale: row.onSale,
    priceVaries: row.priceVaries,
    ratingAverage: row.ratingAverage === null ? null : Number(row.ratingAverage),
    ratingCount: row.ratingCount,
    colour: row.colour,
    imageUrl: productImageUrl(productId),
    purchasable: row.purchasable,
    offerNumber: row.offerNumber,
    saveOptionNumber: row.saveOptionNumber,
  };
}

function orderFor(sort: CategorySort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(products.createdOrder), asc(products.productNumber)];
    case 'price-low-high':
      return [asc(products.pricePence), asc(products.productNumber)];
    case 'price-high-low':
      return [desc(products.pricePence), asc(products.productNumber)];
    case 'rating':
      return [sql`${products.ratingAverage} desc nulls last`, desc(products.ratingCount), asc(products.productNumber)];
    default:
      return [asc(products.position), asc(products.productNumber)];
  }
}

/** The brand's categories in display order, with how many products each holds. */
export async function listCategories(db: Db, brandCode: string): Promise<CategorySummary[]> {
  const rows = await db
    .select({
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      productCount: count(products.id),
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), eq(products.brandCode, categories.brandCode)))
    .where(eq(categories.brandCode, brandCode))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row) => ({ ...row, productCount: Number(row.productCount) }));
}

/** One category of the brand, or null. */
export async function getCategory(db: Db, brandCode: string, slug: string): Promise<Category | null> {
  if (typeof slug !== 'string' || slug.length === 0 || slug.length > 120) return null;
  const [row] = await db
    .select({
      slug: categories.slug,
      name: categories.name,
      description: categories.description,
      position: categories.position,
    })
    .from(categories)
    .where(and(eq(categories.brandCode, brandCode), eq(categories.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** One page of a category's products. Unknown categories read as empty; never throws for odd page numbers. */
export async function listCategoryProducts(db: Db, input: ListCategoryProductsInput): Promise<ProductPage> {
  const pageSize = pageSizeOf(input.pageSize);
  const sort = CATEGORY_SORTS.includes(input.sort as CategorySort) ? (input.sort as CategorySort) : 'recommended';
  const { page } = input;

  const categoryJoin = and(
    eq(categories.id, products.categoryId),
    eq(categories.brandCode, input.brandCode),
    eq(categories.slug, String(input.categorySlug)),
  );
  const ofBrand = eq(products.brandCode, input.brandCode);

  const [totals] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, categoryJoin)
    .where(ofBrand);
  const total = Number(totals?.total ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  if (!Number.isSafeInteger(page) || page < 1 || page > pageCount || total === 0) {
    return { items: [], total, page, pageCount };
  }

  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, categoryJoin)
    .where(ofBrand)
    .orderBy(...orderFor(sort))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(toSummary), total, page, pageCount };
}

/** A product of the brand with its category and options, or null (unknown id, or another brand's product). */
export async function getProduct(db: Db, brandCode: string, productId: string): Promise<ProductDetail | null> {
  const productNumber = productNumberFromId(productId);
  if (!productNumber) return null;

  const [row] = await db
    .select({
      ...summaryColumns,
      id: products.id,
      brandCode: products.brandCode,
      offerNumber: products.offerNumber,
      description: products.description,
      productType: products.productType,
      colourFamily: products.colourFamily,
      categorySlug: categories.slug,
      categoryName: categories.name,
      imageAlt: sql<
        string | null
      >`(select ${productImages.alt} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.productNumber, productNumber), eq(products.brandCode, brandCode)))
    .limit(1);
  if (!row) return null;

  const optionRows = await db
    .select({
      optionNumber: productOptions.optionNumber,
      size: productOptions.size,
      colour: productOptions.colour,
      variantCode: productOptions.variantCode,
      sku: productOptions.sku,
      stockStatus: productOptions.stockStatus,
      pricePence: productOptions.pricePence,
    })
    .from(productOptions)
    .where(eq(productOptions.productId, row.id))
    .orderBy(asc(productOptions.position), asc(productOptions.optionNumber));

  const imageRows = await db
    .select({ position: productImages.position, alt: productImages.alt })
    .from(productImages)
    .where(eq(productImages.productId, row.id))
    .orderBy(asc(productImages.position));
  const summary = toSummary(row);
  const imageAlt = row.imageAlt ?? row.name;
  return {
    ...summary,
    brandCode: row.brandCode,
    offerNumber: row.offerNumber,
    description: row.description,
    productType: row.productType,
    colourFamily: row.colourFamily,
    imageAlt,
    category: { slug: row.categorySlug, name: row.categoryName },
    pictures: colourwayOrder(optionRows).map(({ variantCode, colour }, index) => {
      // A colourway without its own picture shows the main one (so its alt text is the main one's too).
      const own = imageRows.find((image) => image.position === index);
      return own
        ? {
            variantCode,
            colour,
            imageUrl: index === 0 ? summary.imageUrl : variantImageUrl(row.productNumber, variantCode),
            alt: own.alt,
          }
        : { variantCode, colour, imageUrl: summary.imageUrl, alt: imageAlt };
    }),
    options: optionRows.map((option) => ({
      optionNumber: option.optionNumber,
      size: option.size,
      colour: option.colour,
      variantCode: option.variantCode,
      sku: option.sku,
      stockStatus: option.stockStatus,
      price: option.pricePence ?? row.pricePence,
      purchasable: isPurchasable(option.stockStatus),
    })),
  };
}

/** Distinct colourways of options listed in option order (the main colour first). */
function colourwayOrder(options: readonly { variantCode: string; colour: string }[]) {
  const seen = new Map<string, { variantCode: string; colour: string }>();
  for (const option of options) {
    if (!seen.has(option.variantCode))
      seen.set(option.variantCode, { variantCode: option.variantCode, colour: option.colour });
  }
  return [...seen.values()];
}

/**
 * A product's illustration (SVG markup), or null: `da160843` is its main picture, `da160843-mst` the picture of its
 * colourway DA160843-MST (the main picture when that colourway has none of its own; null when the product has no
 * such colourway). Images are shared by URL across brands, so not brand-scoped.
 */
export async function getProductImage(db: Db, imageId: string): Promise<string | null> {
  const match = IMAGE_ID_PATTERN.exec(typeof imageId === 'string' ? imageId.trim().toLowerCase() : '');
  const productNumber = match?.[1] ? productNumberFromId(match[1]) : null;
  if (!match || !productNumber) return null;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productNumber, productNumber))
    .limit(1);
  if (!product) return null;
  let position = 0;
  if (match[2]) {
    const optionRows = await db
      .select({ variantCode: productOptions.variantCode, colour: productOptions.colour })
      .from(productOptions)
      .where(eq(productOptions.productId, product.id))
      .orderBy(asc(productOptions.position), asc(productOptions.optionNumber));
    const wanted = match[0].toUpperCase();
    position = colourwayOrder(optionRows).findIndex((way) => way.variantCode.toUpperCase() === wanted);
    if (position < 0) return null;
  }
  const rows = await db
    .select({ position: productImages.position, body: productImages.body })
    .from(productImages)
    .where(and(eq(productImages.productId, product.id), inArray(productImages.position, [0, position])));
  return (rows.find((row) => row.position === position) ?? rows.find((row) => row.position === 0))?.body ?? null;
}
