CREATE TABLE "price_drop_tokens" (
	"hash" text PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "notify_price_drops" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "price_drop_tokens" ADD CONSTRAINT "price_drop_tokens_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_drop_tokens_profile_idx" ON "price_drop_tokens" USING btree ("profile_id");