DROP INDEX "products_brand_category_position_idx";
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- Hand-written below: the sizes column's backfill and the triggers that keep it; its indexes once it is filled (the
-- covering one lets category listings count their facets with index-only scans).
UPDATE "products" p SET "sizes" = s.sizes
FROM (SELECT product_id, array_agg(DISTINCT size ORDER BY size) AS sizes FROM "product_options" GROUP BY product_id) s
WHERE s.product_id = p.id;
--> statement-breakpoint
CREATE FUNCTION "product_sizes_refresh"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "products" p SET "sizes" = s.sizes
  FROM (
    SELECT c.id, coalesce(array_agg(DISTINCT o.size ORDER BY o.size) FILTER (WHERE o.size IS NOT NULL), '{}') AS sizes
    FROM unnest(ids) AS c(id) LEFT JOIN "product_options" o ON o.product_id = c.id
    GROUP BY c.id
  ) s
  WHERE p.id = s.id AND p.sizes IS DISTINCT FROM s.sizes
$$;
--> statement-breakpoint
-- Statement-level, one pass per statement over the products whose options it touched (a transition table cannot
-- serve two events, hence three triggers on one function).
CREATE FUNCTION "product_sizes_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "product_sizes_refresh"(ARRAY(SELECT DISTINCT product_id FROM new_options));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "product_sizes_refresh"(ARRAY(SELECT DISTINCT product_id FROM old_options));
  ELSE
    PERFORM "product_sizes_refresh"(ARRAY(
      SELECT n.product_id FROM new_options n JOIN old_options o ON o.id = n.id
        WHERE n.size IS DISTINCT FROM o.size OR n.product_id IS DISTINCT FROM o.product_id
      UNION SELECT o.product_id FROM new_options n JOIN old_options o ON o.id = n.id
        WHERE n.size IS DISTINCT FROM o.size OR n.product_id IS DISTINCT FROM o.product_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_options_sizes_insert" AFTER INSERT ON "product_options"
  REFERENCING NEW TABLE AS new_options FOR EACH STATEMENT EXECUTE FUNCTION "product_sizes_sync"();
--> statement-breakpoint
CREATE TRIGGER "product_options_sizes_update" AFTER UPDATE ON "product_options"
  REFERENCING OLD TABLE AS old_options NEW TABLE AS new_options FOR EACH STATEMENT EXECUTE FUNCTION "product_sizes_sync"();
--> statement-breakpoint
CREATE TRIGGER "product_options_sizes_delete" AFTER DELETE ON "product_options"
  REFERENCING OLD TABLE AS old_options FOR EACH STATEMENT EXECUTE FUNCTION "product_sizes_sync"();
--> statement-breakpoint
CREATE INDEX "products_sizes_idx" ON "products" USING gin ("sizes");
--> statement-breakpoint
CREATE INDEX "products_brand_category_newest_idx" ON "products" USING btree ("brand_code","category_id","created_order" DESC NULLS FIRST,"product_number");
--> statement-breakpoint
CREATE INDEX "products_brand_category_price_idx" ON "products" USING btree ("brand_code","category_id","price_pence","product_number");
--> statement-breakpoint
CREATE INDEX "products_brand_category_rating_idx" ON "products" USING btree ("brand_code","category_id","rating_average" DESC NULLS LAST,"rating_count" DESC NULLS FIRST,"product_number");
--> statement-breakpoint
CREATE INDEX "products_brand_category_position_idx" ON "products" USING btree ("brand_code","category_id","position","product_number");
--> statement-breakpoint
CREATE INDEX "products_brand_category_facets_idx" ON "products" USING btree ("brand_code", "category_id")
  INCLUDE ("colour_family", "price_pence", "rating_average", "on_sale", "sizes");
