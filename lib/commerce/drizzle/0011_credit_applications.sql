CREATE TABLE "credit_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" varchar(64) NOT NULL,
	"brand_code" varchar(8) NOT NULL,
	"state" varchar(16) NOT NULL,
	"applicant" jsonb NOT NULL,
	"addresses" jsonb NOT NULL,
	"bureau_search_id" varchar(64),
	"credit_check_status" varchar(16) NOT NULL,
	"decline_code" varchar(16),
	"credit_limit_pence" integer,
	"credit_limit_tolerance_pence" integer,
	"proposed_credit_limit_pence" integer,
	"number_of_payments" integer,
	"period_interest_rate" integer,
	"annual_interest_rate" integer,
	"variable_apr" integer,
	"cost_of_credit_pence" integer,
	"documents_shown" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cli_pref_type" integer,
	"account_number" varchar(20),
	"accepted_documents" jsonb,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_applications_state_known" CHECK ("credit_applications"."state" IN ('APPROVED', 'DECLINED', 'REFERRED', 'UNDECIDED', 'ACCEPTED')),
	CONSTRAINT "credit_applications_cli_pref_known" CHECK ("credit_applications"."cli_pref_type" IS NULL OR "credit_applications"."cli_pref_type" IN (1, 2, 3)),
	CONSTRAINT "credit_applications_accepted_has_account" CHECK (("credit_applications"."state" = 'ACCEPTED') = ("credit_applications"."account_number" IS NOT NULL AND "credit_applications"."accepted_at" IS NOT NULL)),
	CONSTRAINT "credit_applications_approved_has_offer" CHECK ("credit_applications"."state" NOT IN ('APPROVED', 'ACCEPTED') OR ("credit_applications"."credit_limit_pence" > 0 AND "credit_applications"."variable_apr" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_applications_customer_idx" ON "credit_applications" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_applications_one_accepted" ON "credit_applications" USING btree ("customer_id") WHERE state = 'ACCEPTED';