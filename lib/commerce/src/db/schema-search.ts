// Search tables: a per-product search document (weighted tsvector, rebuilt from the catalogue when it changes), the
// brand's search vocabulary for typo correction and suggestions (pg_trgm), and signed-in shoppers' search history.
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { products } from './schema.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    /** Name (A), label/category/colour (B), description (C). */
    document: tsvector('document').notNull(),
  },
  (t) => [
    index('search_documents_document_idx').using('gin', t.document),
    index('search_documents_brand_idx').on(t.brandCode),
  ],
);

/** Words shoppers can search a brand's catalogue by, with how many products carry each (popularity). */
export const searchTerms = pgTable(
  'search_terms',
  {
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    term: varchar('term', { length: 64 }).notNull(),
    productCount: integer('product_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'search_terms_pkey', columns: [t.brandCode, t.term] }),
    index('search_terms_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
    index('search_terms_brand_term_prefix_idx').on(t.brandCode, sql`${t.term} varchar_pattern_ops`),
  ],
);

/** Which catalogue state each brand's search index was built from (see search-index.ts). */
export const searchIndexState = pgTable('search_index_state', {
  brandCode: varchar('brand_code', { length: 8 }).primaryKey(),
  fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in shopper's recent search terms (spec §3: term → timestamp, at most 5 kept). */
export const searchHistory = pgTable(
  'search_history',
  {
    accountId: varchar('account_id', { length: 64 }).notNull(),
    brandCode: varchar('brand_code', { length: 8 }).notNull(),
    term: varchar('term', { length: 100 }).notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'search_history_pkey', columns: [t.accountId, t.brandCode, t.term] }),
    index('search_history_account_idx').on(t.accountId, t.brandCode, t.searchedAt),
  ],
);
