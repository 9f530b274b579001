CREATE TABLE "credit_application_progress" (
	"customer_id" varchar(64) NOT NULL,
	"brand_code" varchar(8) NOT NULL,
	"step" varchar(16) NOT NULL,
	"answers" jsonb NOT NULL,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_application_progress_customer_id_brand_code_pk" PRIMARY KEY("customer_id","brand_code"),
	CONSTRAINT "credit_application_progress_step_known" CHECK ("credit_application_progress"."step" IN ('details', 'address', 'check', 'documents', 'accept')),
	CONSTRAINT "credit_application_progress_documents_have_application" CHECK ("credit_application_progress"."step" NOT IN ('documents', 'accept') OR "credit_application_progress"."application_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "credit_application_progress" ADD CONSTRAINT "credit_application_progress_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_progress" ADD CONSTRAINT "credit_application_progress_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;