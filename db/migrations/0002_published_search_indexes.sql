-- Public searches only ever read published listings. Partial indexes over those rows that
-- also carry the sort keys let PostgreSQL count a search and pick its page from the index
-- alone (an index-only scan once VACUUM has marked the pages all-visible), without
-- visiting up to one heap page per matching listing. See docs/decisions/007.
CREATE INDEX IF NOT EXISTS "properties_published_location_price_idx" ON "properties" USING btree ("location_id", "price_aed") INCLUDE ("created_at", "id", "property_type_id") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_published_type_price_idx" ON "properties" USING btree ("property_type_id", "price_aed") INCLUDE ("created_at", "id", "location_id") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_published_price_idx" ON "properties" USING btree ("price_aed") INCLUDE ("created_at", "id") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "properties_published_created_idx" ON "properties" USING btree ("created_at", "id") WHERE "status" = 'published';
