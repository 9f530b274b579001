CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_code" varchar(8) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"record_type" varchar(12) NOT NULL,
	"path" varchar(300) NOT NULL,
	"record_id" varchar(64),
	"event_name" varchar(32),
	"variant" varchar(64),
	"private" boolean NOT NULL,
	"visitor_id" varchar(64),
	"session_id" varchar(64),
	"customer_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_kind_known" CHECK ("analytics_events"."kind" IN ('visit', 'order')),
	CONSTRAINT "analytics_events_record_type_known" CHECK ("analytics_events"."record_type" IN ('product', 'category', 'basket', 'conversion', 'event')),
	CONSTRAINT "analytics_events_private_has_no_ids" CHECK (NOT "analytics_events"."private" OR ("analytics_events"."visitor_id" IS NULL AND "analytics_events"."session_id" IS NULL AND "analytics_events"."customer_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "analytics_events_brand_created_idx" ON "analytics_events" USING btree ("brand_code","created_at");