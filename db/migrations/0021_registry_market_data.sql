CREATE TYPE "public"."registry_import_kind" AS ENUM('transactions', 'rents');--> statement-breakpoint
CREATE TYPE "public"."registry_import_status" AS ENUM('running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "market_areas" (
	"location_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"period_end" date NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"rent_contracts" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_area_map" (
	"area_name" text NOT NULL,
	"location_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "registry_import_kind" NOT NULL,
	"file_name" text NOT NULL,
	"trigger" text NOT NULL,
	"status" "registry_import_status" DEFAULT 'running' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"read" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"skipped_not_sale" integer DEFAULT 0 NOT NULL,
	"skipped_junk" integer DEFAULT 0 NOT NULL,
	"unmatched_area" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"unmatched_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "registry_monthly" (
	"location_id" uuid NOT NULL,
	"month" date NOT NULL,
	"median_price_per_sqm" double precision,
	"sales" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "registry_monthly_location_id_month_pk" PRIMARY KEY("location_id","month")
);
--> statement-breakpoint
CREATE TABLE "registry_rents" (
	"contract_id" text NOT NULL,
	"line_number" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"annual_aed" bigint NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"area_id" text DEFAULT '' NOT NULL,
	"area_name" text NOT NULL,
	"master_project" text DEFAULT '' NOT NULL,
	"location_id" uuid,
	"rooms" text,
	"home" boolean NOT NULL,
	"size_sqm" double precision,
	"import_id" uuid,
	CONSTRAINT "registry_rents_contract_id_line_number_pk" PRIMARY KEY("contract_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "registry_sales" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"area_id" text DEFAULT '' NOT NULL,
	"area_name" text NOT NULL,
	"master_project" text DEFAULT '' NOT NULL,
	"location_id" uuid,
	"rooms" text,
	"off_plan" boolean NOT NULL,
	"property_type" text DEFAULT '' NOT NULL,
	"home" boolean NOT NULL,
	"size_sqm" double precision NOT NULL,
	"price_aed" bigint NOT NULL,
	"price_per_sqm" double precision NOT NULL,
	"import_id" uuid
);
--> statement-breakpoint
CREATE TABLE "registry_stats" (
	"location_id" uuid NOT NULL,
	"rooms" text NOT NULL,
	"completion" text NOT NULL,
	"median_price_per_sqm" double precision,
	"median_price_aed" double precision,
	"sales" integer DEFAULT 0 NOT NULL,
	"median_rent_aed" double precision,
	"rent_contracts" integer DEFAULT 0 NOT NULL,
	"gross_yield" double precision,
	CONSTRAINT "registry_stats_location_id_rooms_completion_pk" PRIMARY KEY("location_id","rooms","completion")
);
--> statement-breakpoint
ALTER TABLE "market_areas" ADD CONSTRAINT "market_areas_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_area_map" ADD CONSTRAINT "registry_area_map_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_monthly" ADD CONSTRAINT "registry_monthly_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_rents" ADD CONSTRAINT "registry_rents_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_sales" ADD CONSTRAINT "registry_sales_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_stats" ADD CONSTRAINT "registry_stats_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "market_areas_slug_idx" ON "market_areas" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "registry_area_map_name_idx" ON "registry_area_map" USING btree (lower("area_name"));--> statement-breakpoint
CREATE INDEX "registry_imports_started_idx" ON "registry_imports" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "registry_rents_location_start_idx" ON "registry_rents" USING btree ("location_id","start_date");--> statement-breakpoint
CREATE INDEX "registry_rents_unmatched_idx" ON "registry_rents" USING btree ("area_name") WHERE "registry_rents"."location_id" is null;--> statement-breakpoint
CREATE INDEX "registry_sales_location_date_idx" ON "registry_sales" USING btree ("location_id","date");--> statement-breakpoint
CREATE INDEX "registry_sales_date_idx" ON "registry_sales" USING btree ("date");--> statement-breakpoint
CREATE INDEX "registry_sales_unmatched_idx" ON "registry_sales" USING btree ("area_name") WHERE "registry_sales"."location_id" is null;