CREATE TABLE "bag_delivery" (
	"bag_id" uuid PRIMARY KEY NOT NULL,
	"address_id" integer,
	"address" jsonb,
	"postcode" varchar(10),
	"delivery_mode" varchar(16) DEFAULT 'STANDARD' NOT NULL,
	"nominated_date" date,
	"time_frame" varchar(8),
	"standard_delivery_date" date,
	"parcel_shop" jsonb,
	"contact_number" varchar(20),
	"first_order_on_web_placed" boolean,
	"device_finger_print_id" varchar(128),
	"external_ip_address" varchar(45),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_delivery_mode_known" CHECK ("bag_delivery"."delivery_mode" IN ('STANDARD', 'EXPRESS', 'NOM', 'HPS', 'EXPRESS_COLLECT')),
	CONSTRAINT "bag_delivery_nominated_complete" CHECK (("bag_delivery"."delivery_mode" = 'NOM') = ("bag_delivery"."nominated_date" IS NOT NULL AND "bag_delivery"."time_frame" IS NOT NULL)),
	CONSTRAINT "bag_delivery_time_frame_known" CHECK ("bag_delivery"."time_frame" IS NULL OR "bag_delivery"."time_frame" IN ('ALL_DAY', 'MORNING', 'EVENING')),
	CONSTRAINT "bag_delivery_parcel_shop_for_collection" CHECK ("bag_delivery"."parcel_shop" IS NULL OR "bag_delivery"."delivery_mode" IN ('HPS', 'EXPRESS_COLLECT'))
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "title" varchar(16) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "surname" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "house_suffix" varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "address_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bag_delivery" ADD CONSTRAINT "bag_delivery_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE cascade ON UPDATE no action;