CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" varchar(64) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"bag_id" uuid NOT NULL,
	"bag_version" integer NOT NULL,
	"brand_code" varchar(8) NOT NULL,
	"amount_pence" integer NOT NULL,
	"state" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"authorisation_id" varchar(64),
	"decline_reason" varchar(40),
	"order_id" uuid,
	"save_card" boolean DEFAULT false NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_state_known" CHECK ("payment_attempts"."state" IN ('PENDING', 'ORDERED', 'DECLINED', 'VOIDED', 'FAILED')),
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount_pence" > 0),
	CONSTRAINT "payment_attempts_ordered_has_order" CHECK (("payment_attempts"."state" = 'ORDERED') = ("payment_attempts"."order_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "product_options" ADD COLUMN "stock_quantity" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_code" varchar(40);--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_customer_key" ON "payment_attempts" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_pending_per_bag" ON "payment_attempts" USING btree ("bag_id") WHERE state = 'PENDING';--> statement-breakpoint
CREATE INDEX "payment_attempts_pending_idx" ON "payment_attempts" USING btree ("state","created_at") WHERE state = 'PENDING';--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_stock_quantity_non_negative" CHECK ("product_options"."stock_quantity" IS NULL OR "product_options"."stock_quantity" >= 0);