CREATE TYPE "public"."completion_status" AS ENUM('ready', 'off_plan');--> statement-breakpoint
CREATE TYPE "public"."furnishing" AS ENUM('furnished', 'unfurnished', 'partly');--> statement-breakpoint
CREATE TABLE "agent_areas" (
	"agent_id" uuid NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "agent_areas_agent_id_location_id_pk" PRIMARY KEY("agent_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"photo_image_id" uuid,
	"brn" text NOT NULL,
	"brokerage_id" uuid NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_slug_unique" UNIQUE("slug"),
	CONSTRAINT "agents_brn_unique" UNIQUE("brn")
);
--> statement-breakpoint
CREATE TABLE "brokerages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo_image_id" uuid,
	"orn" text NOT NULL,
	"trade_licence" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brokerages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "brokerages_orn_unique" UNIQUE("orn")
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "permit_number" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "permit_expiry" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reference_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "completion_status" "completion_status" DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnishing" "furnishing";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "agent_areas" ADD CONSTRAINT "agent_areas_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_areas" ADD CONSTRAINT "agent_areas_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_photo_image_id_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_brokerage_id_brokerages_id_fk" FOREIGN KEY ("brokerage_id") REFERENCES "public"."brokerages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brokerages" ADD CONSTRAINT "brokerages_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_areas_location_idx" ON "agent_areas" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "agents_brokerage_idx" ON "agents" USING btree ("brokerage_id");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_verified_by_profiles_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_agent_idx" ON "enquiries" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_permit_live_idx" ON "properties" USING btree ("permit_number") WHERE "properties"."status" = 'published' and "properties"."permit_number" is not null;--> statement-breakpoint
CREATE INDEX "properties_agent_idx" ON "properties" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "properties_permit_expiry_idx" ON "properties" USING btree ("permit_expiry") WHERE "properties"."status" = 'published';