-- A segment's live listings (the header's Residential, Commercial and Rental pages), counted
-- from the index alone, by location when the page names a place: Dubai's 67,000 Residential
-- sales were counted in 168 ms from the table, 7 ms from this index (issue 15). Hand-written
-- like the other published indexes (0003): drizzle's index builder has no INCLUDE.
CREATE INDEX IF NOT EXISTS "properties_published_segment_location_idx" ON "properties" USING btree ("segment", "location_id") INCLUDE ("purpose") WHERE "status" = 'published';
