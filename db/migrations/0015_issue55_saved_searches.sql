CREATE TYPE "public"."alert_frequency" AS ENUM('instant', 'daily', 'weekly');--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"price_aed" numeric(14, 2) NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_tokens" (
	"hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_property_drops" (
	"profile_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"price_aed" numeric(14, 2) NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_property_drops_profile_id_property_id_price_aed_pk" PRIMARY KEY("profile_id","property_id","price_aed")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"currency" char(3) DEFAULT 'AED' NOT NULL,
	"name" text NOT NULL,
	"frequency" "alert_frequency" DEFAULT 'daily' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"search_path" text NOT NULL,
	"purpose" "listing_purpose",
	"segment" "property_segment",
	"type_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"location_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"developer_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"agent_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"min_aed" numeric(14, 2),
	"max_aed" numeric(14, 2),
	"min_bedrooms" smallint,
	"completion_status" "completion_status",
	"furnishing" "furnishing",
	"verified_only" boolean DEFAULT false NOT NULL,
	"min_lng" double precision,
	"min_lat" double precision,
	"max_lng" double precision,
	"max_lat" double precision,
	"polygon" jsonb,
	"last_sent_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_tokens" ADD CONSTRAINT "alert_tokens_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_property_drops" ADD CONSTRAINT "saved_property_drops_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_property_drops" ADD CONSTRAINT "saved_property_drops_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_matches_new_idx" ON "alert_matches" USING btree ("saved_search_id","property_id") WHERE "alert_matches"."kind" = 'new';--> statement-breakpoint
CREATE UNIQUE INDEX "alert_matches_drop_idx" ON "alert_matches" USING btree ("saved_search_id","property_id","price_aed") WHERE "alert_matches"."kind" = 'priceDrop';--> statement-breakpoint
CREATE INDEX "alert_matches_unsent_idx" ON "alert_matches" USING btree ("saved_search_id","matched_at") WHERE "alert_matches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "alert_tokens_search_idx" ON "alert_tokens" USING btree ("saved_search_id");--> statement-breakpoint
CREATE INDEX "saved_searches_profile_idx" ON "saved_searches" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "saved_searches_location_idx" ON "saved_searches" USING gin ("location_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_idx" ON "mail_outbox" USING btree ("dedupe_key") WHERE "mail_outbox"."dedupe_key" is not null;