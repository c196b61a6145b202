CREATE TYPE "public"."listing_purpose" AS ENUM('sale', 'rent');--> statement-breakpoint
CREATE TYPE "public"."rent_frequency" AS ENUM('yearly', 'monthly');--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "developers" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "faq_entries" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "golden_visas" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hero_sections" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "investments" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "map_locations" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "map_sidebar" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "purpose" "listing_purpose" DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rent_frequency" "rent_frequency";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_profile_idx" ON "password_resets" USING btree ("profile_id");--> statement-breakpoint
-- Listings of the Rental segment were rents asked per year (their texts say so).
UPDATE "properties" SET "purpose" = 'rent', "rent_frequency" = 'yearly' WHERE "segment" = 'Rental';--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_rent_frequency" CHECK (("properties"."purpose" = 'rent') = ("properties"."rent_frequency" is not null));--> statement-breakpoint
-- Every public search now chooses sale or rent: the published indexes carry the purpose, so a
-- search still counts and pages from the index alone (docs/decisions/007).
DROP INDEX IF EXISTS "properties_published_location_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "properties_published_type_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "properties_published_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "properties_published_created_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_published_location_price_idx" ON "properties" USING btree ("location_id", "price_aed") INCLUDE ("created_at", "id", "property_type_id", "purpose") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_published_type_price_idx" ON "properties" USING btree ("property_type_id", "price_aed") INCLUDE ("created_at", "id", "location_id", "purpose") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_published_price_idx" ON "properties" USING btree ("price_aed") INCLUDE ("created_at", "id", "purpose") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_published_created_idx" ON "properties" USING btree ("created_at", "id") INCLUDE ("purpose") WHERE "status" = 'published';
