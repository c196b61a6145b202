CREATE TYPE "public"."project_image_kind" AS ENUM('hero', 'gallery', 'brochure', 'floor_plan');--> statement-breakpoint
CREATE TYPE "public"."project_stage" AS ENUM('booking', 'construction', 'handover', 'post_handover');--> statement-breakpoint
CREATE TYPE "public"."project_status" AS ENUM('launching', 'under_construction', 'ready');--> statement-breakpoint
ALTER TYPE "public"."enquiry_type" ADD VALUE 'Project Enquiry';--> statement-breakpoint
CREATE TABLE "project_amenities" (
	"project_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "project_amenities_project_id_category_id_pk" PRIMARY KEY("project_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "project_images" (
	"project_id" uuid NOT NULL,
	"kind" "project_image_kind" NOT NULL,
	"position" smallint NOT NULL,
	"image_id" uuid NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "project_images_project_id_kind_position_pk" PRIMARY KEY("project_id","kind","position")
);
--> statement-breakpoint
CREATE TABLE "project_payment_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"stage" "project_stage" NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"due_date" date,
	"due_construction_percent" smallint,
	"months_after_handover" smallint,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "project_payment_milestones_percent" CHECK ("project_payment_milestones"."percent" > 0 and "project_payment_milestones"."percent" <= 100),
	CONSTRAINT "project_payment_milestones_construction" CHECK ("project_payment_milestones"."due_construction_percent" is null or "project_payment_milestones"."due_construction_percent" between 0 and 100),
	CONSTRAINT "project_payment_milestones_post_handover" CHECK (("project_payment_milestones"."stage" = 'post_handover') = ("project_payment_milestones"."months_after_handover" is not null) and ("project_payment_milestones"."months_after_handover" is null or "project_payment_milestones"."months_after_handover" between 1 and 120))
);
--> statement-breakpoint
CREATE TABLE "project_unit_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"property_type_id" uuid NOT NULL,
	"bedrooms" smallint,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "project_unit_types_bedrooms" CHECK ("project_unit_types"."bedrooms" is null or "project_unit_types"."bedrooms" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"developer_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"status" "project_status" DEFAULT 'launching' NOT NULL,
	"handover_date" date,
	"dld_project_number" text,
	"escrow_account_number" text DEFAULT '' NOT NULL,
	"escrow_bank" text DEFAULT '' NOT NULL,
	"percent_completed" numeric(5, 2) DEFAULT 0 NOT NULL,
	"progress_reported_at" date,
	"registry_status" text,
	"registry_completion_date" date,
	"registry_updated_at" timestamp with time zone,
	"published" boolean DEFAULT false NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_slug_unique" UNIQUE("slug"),
	CONSTRAINT "projects_percent_completed" CHECK ("projects"."percent_completed" between 0 and 100),
	CONSTRAINT "projects_lat_lng" CHECK ("projects"."latitude" between -90 and 90 and "projects"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "project_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "original_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "amount_paid" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "project_amenities" ADD CONSTRAINT "project_amenities_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_amenities" ADD CONSTRAINT "project_amenities_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payment_milestones" ADD CONSTRAINT "project_payment_milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_unit_types" ADD CONSTRAINT "project_unit_types_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_unit_types" ADD CONSTRAINT "project_unit_types_property_type_id_categories_id_fk" FOREIGN KEY ("property_type_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_amenities_category_idx" ON "project_amenities" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "project_images_image_idx" ON "project_images" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_payment_milestones_position_idx" ON "project_payment_milestones" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "project_unit_types_kind_idx" ON "project_unit_types" USING btree ("project_id","property_type_id",coalesce("bedrooms", -1));--> statement-breakpoint
CREATE UNIQUE INDEX "projects_dld_number_idx" ON "projects" USING btree ("dld_project_number") WHERE "projects"."dld_project_number" is not null;--> statement-breakpoint
CREATE INDEX "projects_developer_idx" ON "projects" USING btree ("developer_id");--> statement-breakpoint
CREATE INDEX "projects_location_idx" ON "projects" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "projects_published_created_idx" ON "projects" USING btree ("created_at") WHERE "projects"."published";--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_project_idx" ON "enquiries" USING btree ("project_id") WHERE "enquiries"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "properties_published_project_idx" ON "properties" USING btree ("project_id","property_type_id","bedrooms","price_aed") WHERE "properties"."status" = 'published' and "properties"."project_id" is not null;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_resale_amounts" CHECK (("properties"."original_price" is null or "properties"."original_price" >= 0) and ("properties"."amount_paid" is null or "properties"."amount_paid" >= 0));--> statement-breakpoint
-- A site already running gains the home page's "New projects" row, shown, after its other
-- sections; an empty database gets every row from the demo data instead.
INSERT INTO "home_layout" ("title", "visible", "sort_order")
SELECT 'new projects', true, max("sort_order") + 1 FROM "home_layout" HAVING count(*) > 0
ON CONFLICT DO NOTHING;
