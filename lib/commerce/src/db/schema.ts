// Commerce database schema (Drizzle). Money is integer pence; brand codes are the spec's theme codes (dal, cgn, …).
// Migrations are generated from this file by drizzle-kit into lib/commerce/drizzle (see drizzle.config.ts).
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const stockStatusValues = ['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK', 'OUT_OF_STOCK_NOT_RETURNING'] as const;
export const stockStatus = pgEnum('stock_status', stockStatusValues);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_brand_slug_key').on(t.brandCode, t.slug),
    index('categories_brand_position_idx').on(t.brandCode, t.position),
    check('categories_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    /** Shop-wide product number, e.g. DA123456; its lowercase form is the URL product id. */
    productNumber: varchar('product_number', { length: 24 }).notNull(),
    offerNumber: varchar('offer_number', { length: 24 }).notNull(),
    name: text('name').notNull(),
    /** The label the product is sold under (the brand's own label or a supplier's). */
    productBrand: text('product_brand').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** Item kind (dress, sofa, kettle…): drives the illustration and later search/facets. */
    productType: varchar('product_type', { length: 40 }).notNull(),
    description: text('description').notNull().default(''),
    colour: text('colour').notNull(),
    /** Normalised colour group for the colour facet (Blue for Navy, Teal…). */
    colourFamily: varchar('colour_family', { length: 24 }).notNull(),
    pricePence: integer('price_pence').notNull(),
    wasPricePence: integer('was_price_pence'),
    onSale: boolean('on_sale')
      .notNull()
      .generatedAlwaysAs(sql`was_price_pence IS NOT NULL AND was_price_pence > price_pence`),
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Merchandising order inside the category (the default "recommended" sort). */
    position: integer('position').notNull().default(0),
    /** Order in which the product was added; higher is newer. */
    createdOrder: integer('created_order').notNull().default(0),
    /**
     * The distinct sizes of the product's options, kept by triggers on product_options (migration 0015): the size
     * facet and filter read it from the product row instead of joining ~9 options per product.
     */
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Migration 0015 also adds products_brand_category_facets_idx (brand, category) INCLUDE (the facet columns), which
  // Drizzle cannot declare: category listings count their facets with index-only scans.
  (t) => [
    uniqueIndex('products_product_number_key').on(t.productNumber),
    index('products_sizes_idx').using('gin', t.sizes),
    // One per listing sort, each ending in the product number tie-break, so a page is read in index order.
    index('products_brand_category_position_idx').on(t.brandCode, t.categoryId, t.position, t.productNumber),
    index('products_brand_category_newest_idx').on(
      t.brandCode,
      t.categoryId,
      t.createdOrder.desc().nullsFirst(),
      t.productNumber,
    ),
    index('products_brand_category_price_idx').on(t.brandCode, t.categoryId, t.pricePence, t.productNumber),
    index('products_brand_category_rating_idx').on(
      t.brandCode,
      t.categoryId,
      t.ratingAverage.desc().nullsLast(),
      t.ratingCount.desc().nullsFirst(),
      t.productNumber,
    ),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_price_idx').on(t.brandCode, t.pricePence),
    index('products_brand_rating_idx').on(t.brandCode, t.ratingAverage),
    index('products_brand_created_idx').on(t.brandCode, t.createdOrder),
    index('products_brand_colour_family_idx').on(t.brandCode, t.colourFamily),
    index('products_brand_on_sale_idx').on(t.brandCode, t.categoryId).where(sql`on_sale`),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('products_price_positive', sql`${t.pricePence} > 0`),
    check('products_was_price_above_price', sql`${t.wasPricePence} IS NULL OR ${t.wasPricePence} > ${t.pricePence}`),
    check(
      'products_rating_range',
      sql`${t.ratingAverage} IS NULL OR (${t.ratingAverage} >= 0 AND ${t.ratingAverage} <= 5)`,
    ),
    check('products_rating_count_consistent', sql`(${t.ratingCount} = 0) = (${t.ratingAverage} IS NULL)`),
    check('products_rating_count_non_negative', sql`${t.ratingCount} >= 0`),
  ],
);

export const productOptions = pgTable(
  'product_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Shop-wide option number (the cart's productOptionNo). */
    optionNumber: varchar('option_number', { length: 32 }).notNull(),
    size: text('size').notNull(),
    colour: text('colour').notNull(),
    /** Colour variant code (the cart's productVariantCode); shared by the sizes of one colour. */
    variantCode: varchar('variant_code', { length: 40 }).notNull(),
    sku: varchar('sku', { length: 64 }).notNull(),
    stockStatus: stockStatus('stock_status').notNull().default('IN_STOCK'),
    /**
     * Units the warehouse holds, when counted (null: not counted, the status alone decides). An order takes its units
     * in the same transaction that writes it; the last one sells the option out.
     */
    stockQuantity: integer('stock_quantity'),
    /** Price of this option when it differs from the product price; null means the product price. */
    pricePence: integer('price_pence'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_options_option_number_key').on(t.optionNumber),
    uniqueIndex('product_options_sku_key').on(t.sku),
    index('product_options_product_position_idx').on(t.productId, t.position),
    index('product_options_product_stock_idx').on(t.productId, t.stockStatus),
    index('product_options_size_idx').on(t.size),
    index('product_options_colour_idx').on(t.colour),
    check('product_options_price_positive', sql`${t.pricePence} IS NULL OR ${t.pricePence} > 0`),
    check('product_options_stock_quantity_non_negative', sql`${t.stockQuantity} IS NULL OR ${t.stockQuantity} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    contentType: varchar('content_type', { length: 64 }).notNull().default('image/svg+xml'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ name: 'product_images_pkey', columns: [t.productId, t.position] })],
);

/** One row per seeded data set (e.g. `catalogue:dal`): lets the seed skip work it has already done. */
export const seedRuns = pgTable('seed_runs', {
  seedKey: varchar('seed_key', { length: 64 }).primaryKey(),
  version: varchar('version', { length: 32 }).notNull(),
  checksum: varchar('checksum', { length: 64 }).notNull(),
  rowCount: integer('row_count').notNull().default(0),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const categoriesRelations = relations(categories, ({ many }) => ({ products: many(products) }));

export const productsRelations = relations(products, ({ one, many }) => ({
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
  options: many(productOptions),
  images: many(productImages),
}));

export const productOptionsRelations = relations(productOptions, ({ one }) => ({
  product: one(products, { fields: [productOptions.productId], references: [products.id] }),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export type StockStatus = (typeof stockStatusValues)[number];
