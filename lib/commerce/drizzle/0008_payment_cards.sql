CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" varchar(64) NOT NULL,
	"instrument_id" varchar(64) NOT NULL,
	"bin" varchar(8) NOT NULL,
	"pan_suffix" varchar(4) NOT NULL,
	"card_type" varchar(3) NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_cards_pan_suffix_digits" CHECK ("payment_cards"."pan_suffix" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_cards_expiry_month" CHECK ("payment_cards"."expiry_month" BETWEEN 1 AND 12)
);
--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_customer_instrument_key" ON "payment_cards" USING btree ("customer_id","instrument_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_one_default" ON "payment_cards" USING btree ("customer_id") WHERE is_default;