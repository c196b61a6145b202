CREATE TYPE "public"."feed_format" AS ENUM('propertyfinder', 'bayut');--> statement-breakpoint
CREATE TYPE "public"."feed_leave_policy" AS ENUM('draft', 'keep');--> statement-breakpoint
CREATE TYPE "public"."feed_run_status" AS ENUM('running', 'done', 'refused', 'failed');--> statement-breakpoint
ALTER TYPE "public"."rent_frequency" ADD VALUE 'weekly';--> statement-breakpoint
ALTER TYPE "public"."rent_frequency" ADD VALUE 'daily';--> statement-breakpoint
CREATE TABLE "feed_run_problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"field" text NOT NULL,
	"code" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" "feed_run_status" DEFAULT 'running' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"format" "feed_format",
	"seen" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"drafted" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"photos_fetched" integer DEFAULT 0 NOT NULL,
	"photos_failed" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brokerage_id" uuid NOT NULL,
	"url" text NOT NULL,
	"format" "feed_format",
	"every_minutes" integer DEFAULT 60 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"on_leave" "feed_leave_policy" DEFAULT 'draft' NOT NULL,
	"max_removal_percent" smallint DEFAULT 30 NOT NULL,
	"running_since" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feeds_every_minutes" CHECK ("feeds"."every_minutes" between 5 and 10080),
	CONSTRAINT "feeds_max_removal" CHECK ("feeds"."max_removal_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "agents" DROP CONSTRAINT "agents_brn_unique";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "source_version" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "feed_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "feed_hash" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "import_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_run_problems" ADD CONSTRAINT "feed_run_problems_run_id_feed_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."feed_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_brokerage_id_brokerages_id_fk" FOREIGN KEY ("brokerage_id") REFERENCES "public"."brokerages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_run_problems_run_idx" ON "feed_run_problems" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "feed_runs_feed_idx" ON "feed_runs" USING btree ("feed_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "feeds_brokerage_url_idx" ON "feeds" USING btree ("brokerage_id","url");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_brn_idx" ON "agents" USING btree ("brn") WHERE "agents"."brn" <> '';--> statement-breakpoint
CREATE INDEX "images_source_idx" ON "images" USING btree ("source_url") WHERE "images"."source_url" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_feed_reference_idx" ON "properties" USING btree ("feed_id","reference_number") WHERE "properties"."feed_id" is not null;--> statement-breakpoint
CREATE INDEX "properties_reference_idx" ON "properties" USING btree ("reference_number") WHERE "properties"."reference_number" <> '';