CREATE TABLE "credit_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_number" varchar(16) NOT NULL,
	"customer_id" varchar(64) NOT NULL,
	"account_number" varchar(20) NOT NULL,
	"brand_code" varchar(8) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"journey" varchar(32) NOT NULL,
	"amount_choice" varchar(16) NOT NULL,
	"amount_pence" integer NOT NULL,
	"state" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"authorisation_id" varchar(64),
	"decline_reason" varchar(40),
	"card_type" varchar(3),
	"pan_suffix" varchar(4),
	"balance_after_pence" integer,
	"available_after_pence" integer,
	"arrears_status_after" varchar(16),
	"answer" jsonb,
	"receipt_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_payments_state_known" CHECK ("credit_payments"."state" IN ('PENDING', 'PAID', 'DECLINED', 'FAILED', 'VOIDED')),
	CONSTRAINT "credit_payments_choice_known" CHECK ("credit_payments"."amount_choice" IN ('MINIMUM_PAYMENT', 'CURERNT_BALANCE', 'OTHER_AMOUNT')),
	CONSTRAINT "credit_payments_journey_known" CHECK ("credit_payments"."journey" IN ('make-a-payment-myaccount', 'make-a-payment-checkout')),
	CONSTRAINT "credit_payments_amount_positive" CHECK ("credit_payments"."amount_pence" > 0),
	CONSTRAINT "credit_payments_paid_has_balance" CHECK (("credit_payments"."state" = 'PAID') = ("credit_payments"."balance_after_pence" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_payments_customer_key" ON "credit_payments" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_payments_receipt_number" ON "credit_payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_payments_one_pending" ON "credit_payments" USING btree ("customer_id") WHERE state = 'PENDING';--> statement-breakpoint
CREATE INDEX "credit_payments_pending_idx" ON "credit_payments" USING btree ("state","created_at") WHERE state = 'PENDING';