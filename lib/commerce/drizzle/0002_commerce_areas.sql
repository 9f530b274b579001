CREATE TABLE "bag_entries" (
	"bag_id" uuid NOT NULL,
	"option_number" varchar(32) NOT NULL,
	"product_number" varchar(24) NOT NULL,
	"offer_number" varchar(24) NOT NULL,
	"product_type" varchar(32) DEFAULT 'STANDARD' NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_entries_pkey" PRIMARY KEY("bag_id","option_number"),
	CONSTRAINT "bag_entries_quantity_range" CHECK ("bag_entries"."quantity" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE TABLE "bags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_code" varchar(8) NOT NULL,
	"customer_id" varchar(64),
	"status" varchar(16) DEFAULT 'OPEN' NOT NULL,
	"claim_code" varchar(40),
	"claim_code_proactive" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bags_status_known" CHECK ("bags"."status" IN ('OPEN', 'PAID'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"code" varchar(40) PRIMARY KEY NOT NULL,
	"brand_code" varchar(8),
	"description" text NOT NULL,
	"short_description" text NOT NULL,
	"discount_type" varchar(8) NOT NULL,
	"discount_value" integer NOT NULL,
	"order_threshold" integer DEFAULT 0 NOT NULL,
	"audience" varchar(24) DEFAULT 'ALL' NOT NULL,
	"proactive" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "promotions_discount_type_known" CHECK ("promotions"."discount_type" IN ('PERCENT', 'FIXED')),
	CONSTRAINT "promotions_discount_value_range" CHECK ("promotions"."discount_value" > 0 AND ("promotions"."discount_type" <> 'PERCENT' OR "promotions"."discount_value" <= 100)),
	CONSTRAINT "promotions_code_upper" CHECK ("promotions"."code" = upper("promotions"."code"))
);
--> statement-breakpoint
CREATE TABLE "wishlist_entries" (
	"wishlist_id" uuid NOT NULL,
	"option_number" varchar(32) NOT NULL,
	"product_number" varchar(24) NOT NULL,
	"offer_number" varchar(24) NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_entries_pkey" PRIMARY KEY("wishlist_id","option_number"),
	CONSTRAINT "wishlist_entries_quantity_range" CHECK ("wishlist_entries"."quantity" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_code" varchar(8) NOT NULL,
	"customer_id" varchar(64),
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"customer_id" varchar(64) PRIMARY KEY NOT NULL,
	"account_number" varchar(20) NOT NULL,
	"credit_limit_pence" integer NOT NULL,
	"balance_pence" integer DEFAULT 0 NOT NULL,
	"credit_limit_tolerance_pence" integer DEFAULT 0 NOT NULL,
	"arrears_status" varchar(16) DEFAULT 'UP_TO_DATE' NOT NULL,
	"arrears_pence" integer DEFAULT 0 NOT NULL,
	"arrears_management" boolean DEFAULT false NOT NULL,
	"purchase_on_hold" boolean DEFAULT false NOT NULL,
	"admin_fee_indicator" boolean DEFAULT false NOT NULL,
	"apr_basis_points" integer NOT NULL,
	"number_of_payments" integer DEFAULT 12 NOT NULL,
	"payment_rate_percent" integer DEFAULT 5 NOT NULL,
	"payment_due_date" date,
	"expected_payment_pence" integer DEFAULT 0 NOT NULL,
	"active_direct_debit" boolean DEFAULT false NOT NULL,
	"voco" boolean DEFAULT false NOT NULL,
	"cli_pref_type" integer DEFAULT 3 NOT NULL,
	"proposed_credit_limit_pence" integer,
	"proposed_credit_apply_date" date,
	"cli_customer_decision" integer,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_limit_positive" CHECK ("credit_accounts"."credit_limit_pence" >= 0),
	CONSTRAINT "credit_accounts_cli_pref_known" CHECK ("credit_accounts"."cli_pref_type" IN (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" varchar(64) NOT NULL,
	"address_type" varchar(16) DEFAULT 'ACCOUNT' NOT NULL,
	"flat_id" varchar(20) DEFAULT '' NOT NULL,
	"house_no" varchar(20) DEFAULT '' NOT NULL,
	"house_name" text DEFAULT '' NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"address_line3" text DEFAULT '' NOT NULL,
	"town" text DEFAULT '' NOT NULL,
	"county" text DEFAULT '' NOT NULL,
	"post_code" varchar(10) NOT NULL,
	"country_name" text DEFAULT 'United Kingdom' NOT NULL,
	"country_iso" varchar(2) DEFAULT 'GB' NOT NULL,
	"is_tpa" boolean DEFAULT false NOT NULL,
	"is_default_delivery_address" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_addresses_type_known" CHECK ("customer_addresses"."address_type" IN ('ACCOUNT', 'DELIVERY'))
);
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"id_hash" varchar(64) PRIMARY KEY NOT NULL,
	"jti" varchar(40) NOT NULL,
	"previous_id_hash" varchar(64),
	"rotated_at" timestamp with time zone,
	"customer_id" varchar(64) NOT NULL,
	"brand_code" varchar(8) NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"tokens" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"brand_code" varchar(8) NOT NULL,
	"title" varchar(16) DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" varchar(16),
	"date_of_birth" date,
	"email" text NOT NULL,
	"home_phone" varchar(20),
	"work_phone" varchar(20),
	"mobile_phone" varchar(20),
	"previous_web_order_placed" boolean DEFAULT false NOT NULL,
	"previous_telephone_order_placed" boolean DEFAULT false NOT NULL,
	"credit_upsell" boolean DEFAULT false NOT NULL,
	"loyalty_score" varchar(8),
	"loyalty_opt_in" varchar(16) DEFAULT 'NOT_OPTED_IN' NOT NULL,
	"loyalty_send_email" boolean DEFAULT false NOT NULL,
	"newsletter_opt_in" boolean DEFAULT false NOT NULL,
	"contact_by_email" boolean DEFAULT false NOT NULL,
	"contact_by_sms" boolean DEFAULT false NOT NULL,
	"contact_by_post" boolean DEFAULT false NOT NULL,
	"contact_by_phone" boolean DEFAULT false NOT NULL,
	"pandp_status_code" varchar(24) DEFAULT 'NOT_TAKEN' NOT NULL,
	"pandp_end_date" date,
	"roll_over_balance_indicator" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_loyalty_opt_in_known" CHECK ("customers"."loyalty_opt_in" IN ('OPTED_IN', 'NOT_OPTED_IN'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_code" varchar(8) NOT NULL,
	"email" varchar(254) NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"brand_code" varchar(8) NOT NULL,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"account_id" varchar(64) NOT NULL,
	"brand_code" varchar(8) NOT NULL,
	"term" varchar(100) NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_history_pkey" PRIMARY KEY("account_id","brand_code","term")
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"brand_code" varchar(8) PRIMARY KEY NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"brand_code" varchar(8) NOT NULL,
	"term" varchar(64) NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_terms_pkey" PRIMARY KEY("brand_code","term")
);
--> statement-breakpoint
ALTER TABLE "bag_entries" ADD CONSTRAINT "bag_entries_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_entries" ADD CONSTRAINT "wishlist_entries_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bags_customer_brand_idx" ON "bags" USING btree ("customer_id","brand_code") WHERE customer_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "promotions_brand_idx" ON "promotions" USING btree ("brand_code");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_customer_brand_key" ON "wishlists" USING btree ("customer_id","brand_code");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "customer_sessions_expires_idx" ON "customer_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "customer_sessions_previous_idx" ON "customer_sessions" USING btree ("previous_id_hash");--> statement-breakpoint
CREATE INDEX "customers_brand_email_idx" ON "customers" USING btree ("brand_code","email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_brand_email_key" ON "newsletter_subscriptions" USING btree ("brand_code","email");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_brand_idx" ON "newsletter_subscriptions" USING btree ("brand_code","subscribed_at");--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_brand_idx" ON "search_documents" USING btree ("brand_code");--> statement-breakpoint
CREATE INDEX "search_history_account_idx" ON "search_history" USING btree ("account_id","brand_code","searched_at");--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_brand_term_prefix_idx" ON "search_terms" USING btree ("brand_code","term" varchar_pattern_ops);