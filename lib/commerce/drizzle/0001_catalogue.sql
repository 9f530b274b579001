CREATE TYPE "public"."stock_status" AS ENUM('IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK', 'OUT_OF_STOCK_NOT_RETURNING');--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_code" varchar(8) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_format" CHECK ("categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"product_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"content_type" varchar(64) DEFAULT 'image/svg+xml' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "product_images_pkey" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"option_number" varchar(32) NOT NULL,
	"size" text NOT NULL,
	"colour" text NOT NULL,
	"variant_code" varchar(40) NOT NULL,
	"sku" varchar(64) NOT NULL,
	"stock_status" "stock_status" DEFAULT 'IN_STOCK' NOT NULL,
	"price_pence" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_options_price_positive" CHECK ("product_options"."price_pence" IS NULL OR "product_options"."price_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_code" varchar(8) NOT NULL,
	"product_number" varchar(24) NOT NULL,
	"offer_number" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"product_brand" text NOT NULL,
	"category_id" integer NOT NULL,
	"product_type" varchar(40) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"colour" text NOT NULL,
	"colour_family" varchar(24) NOT NULL,
	"price_pence" integer NOT NULL,
	"was_price_pence" integer,
	"on_sale" boolean GENERATED ALWAYS AS (was_price_pence IS NOT NULL AND was_price_pence > price_pence) STORED NOT NULL,
	"rating_average" numeric(3, 2),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price_pence" > 0),
	CONSTRAINT "products_was_price_above_price" CHECK ("products"."was_price_pence" IS NULL OR "products"."was_price_pence" > "products"."price_pence"),
	CONSTRAINT "products_rating_range" CHECK ("products"."rating_average" IS NULL OR ("products"."rating_average" >= 0 AND "products"."rating_average" <= 5)),
	CONSTRAINT "products_rating_count_consistent" CHECK (("products"."rating_count" = 0) = ("products"."rating_average" IS NULL)),
	CONSTRAINT "products_rating_count_non_negative" CHECK ("products"."rating_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"seed_key" varchar(64) PRIMARY KEY NOT NULL,
	"version" varchar(32) NOT NULL,
	"checksum" varchar(64) NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_brand_slug_key" ON "categories" USING btree ("brand_code","slug");--> statement-breakpoint
CREATE INDEX "categories_brand_position_idx" ON "categories" USING btree ("brand_code","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_option_number_key" ON "product_options" USING btree ("option_number");--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_sku_key" ON "product_options" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "product_options_product_position_idx" ON "product_options" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_options_product_stock_idx" ON "product_options" USING btree ("product_id","stock_status");--> statement-breakpoint
CREATE INDEX "product_options_size_idx" ON "product_options" USING btree ("size");--> statement-breakpoint
CREATE INDEX "product_options_colour_idx" ON "product_options" USING btree ("colour");--> statement-breakpoint
CREATE UNIQUE INDEX "products_product_number_key" ON "products" USING btree ("product_number");--> statement-breakpoint
CREATE INDEX "products_brand_category_position_idx" ON "products" USING btree ("brand_code","category_id","position");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_price_idx" ON "products" USING btree ("brand_code","price_pence");--> statement-breakpoint
CREATE INDEX "products_brand_rating_idx" ON "products" USING btree ("brand_code","rating_average");--> statement-breakpoint
CREATE INDEX "products_brand_created_idx" ON "products" USING btree ("brand_code","created_order");--> statement-breakpoint
CREATE INDEX "products_brand_colour_family_idx" ON "products" USING btree ("brand_code","colour_family");--> statement-breakpoint
CREATE INDEX "products_brand_on_sale_idx" ON "products" USING btree ("brand_code","category_id") WHERE on_sale;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);