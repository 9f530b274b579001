CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 60000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"product_number" varchar(24) NOT NULL,
	"option_number" varchar(32) NOT NULL,
	"product_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_pence" integer NOT NULL,
	CONSTRAINT "order_lines_pkey" PRIMARY KEY("order_id","line_number"),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_unit_price_non_negative" CHECK ("order_lines"."unit_price_pence" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_number" varchar(16) NOT NULL,
	"brand_code" varchar(8) NOT NULL,
	"customer_id" varchar(64) NOT NULL,
	"cart_id" uuid,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(16) DEFAULT 'PLACED' NOT NULL,
	"delivery_method" varchar(24) NOT NULL,
	"goods_total_pence" integer NOT NULL,
	"delivery_charge_pence" integer DEFAULT 0 NOT NULL,
	"discount_pence" integer DEFAULT 0 NOT NULL,
	"order_total_pence" integer NOT NULL,
	"item_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_digits" CHECK ("orders"."order_number" ~ '^[0-9]{6,16}$'),
	CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('PLACED', 'PROCESSING', 'DISPATCHED', 'DELIVERED', 'CANCELLED', 'RETURNED')),
	CONSTRAINT "orders_delivery_method_known" CHECK ("orders"."delivery_method" IN ('STANDARD', 'EXPRESS', 'NOMINATED', 'CLICK_AND_COLLECT', 'PARCEL_SHOP')),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."goods_total_pence" >= 0 AND "orders"."delivery_charge_pence" >= 0 AND "orders"."discount_pence" >= 0 AND "orders"."order_total_pence" >= 0),
	CONSTRAINT "orders_total_consistent" CHECK ("orders"."order_total_pence" = "orders"."goods_total_pence" + "orders"."delivery_charge_pence" - "orders"."discount_pence"),
	CONSTRAINT "orders_item_count_positive" CHECK ("orders"."item_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_option_idx" ON "order_lines" USING btree ("option_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_key" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_id_key" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_customer_brand_placed_idx" ON "orders" USING btree ("customer_id","brand_code","placed_at" DESC NULLS LAST);