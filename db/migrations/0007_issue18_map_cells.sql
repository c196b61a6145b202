CREATE TABLE "map_cells" (
	"level" smallint NOT NULL,
	"purpose" "listing_purpose" NOT NULL,
	"location_id" uuid NOT NULL,
	"gx" integer NOT NULL,
	"gy" integer NOT NULL,
	"listings" integer NOT NULL,
	"lng_sum" double precision NOT NULL,
	"lat_sum" double precision NOT NULL,
	"any_id" uuid NOT NULL,
	CONSTRAINT "map_cells_level_gx_gy_purpose_location_id_pk" PRIMARY KEY("level","gx","gy","purpose","location_id")
);
--> statement-breakpoint
CREATE INDEX "map_cells_row_idx" ON "map_cells" USING btree ("level","gy","gx");--> statement-breakpoint
-- The map's edge strips read only these columns: both coordinate indexes carry them (index-only scans).
CREATE INDEX "properties_published_lat_lng_idx" ON "properties" USING btree ("latitude","longitude") INCLUDE ("purpose","location_id","id") WHERE "properties"."status" = 'published';--> statement-breakpoint
DROP INDEX "properties_published_lng_lat_idx";--> statement-breakpoint
CREATE INDEX "properties_published_lng_lat_idx" ON "properties" USING btree ("longitude","latitude") INCLUDE ("purpose","location_id","id") WHERE "properties"."status" = 'published';--> statement-breakpoint
-- The cells listings fall in at every level (a level-z cell is 2^(7-z) degrees: powers of two,
-- so a cell's edges are exact and a listing's cell is the same in SQL and in JavaScript).
CREATE FUNCTION "map_cells_of"(ids uuid[], purposes listing_purpose[], locations uuid[], lngs float8[], lats float8[])
RETURNS TABLE (level smallint, gx int, gy int, purpose listing_purpose, location_id uuid, n int, x float8, y float8, ids uuid[])
LANGUAGE sql IMMUTABLE AS $$
  SELECT z.level::smallint, floor(r.lng * 2.0::float8 ^ (z.level - 7))::int, floor(r.lat * 2.0::float8 ^ (z.level - 7))::int,
         r.purpose, r.location_id, count(*)::int, sum(r.lng), sum(r.lat), array_agg(r.id)
  FROM unnest(ids, purposes, locations, lngs, lats) AS r(id, purpose, location_id, lng, lat)
  CROSS JOIN generate_series(0, 19) AS z(level)
  GROUP BY 1, 2, 3, 4, 5
$$;
--> statement-breakpoint
-- Adds (direction 1) or takes away (-1) listings from their cells at every level. A cell that
-- loses its last listing goes; one that loses the listing `any_id` names gets another of its own.
CREATE FUNCTION "map_cells_shift"(direction integer, ids uuid[], purposes listing_purpose[], locations uuid[], lngs float8[], lats float8[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(ids, 1), 0) = 0 THEN
    RETURN;
  END IF;
  IF direction > 0 THEN
    INSERT INTO map_cells AS c (level, gx, gy, purpose, location_id, listings, lng_sum, lat_sum, any_id)
    SELECT g.level, g.gx, g.gy, g.purpose, g.location_id, g.n, g.x, g.y, g.ids[1]
    FROM map_cells_of(ids, purposes, locations, lngs, lats) g
    ON CONFLICT (level, gx, gy, purpose, location_id) DO UPDATE
      SET listings = c.listings + excluded.listings, lng_sum = c.lng_sum + excluded.lng_sum, lat_sum = c.lat_sum + excluded.lat_sum;
    RETURN;
  END IF;
  DELETE FROM map_cells c USING map_cells_of(ids, purposes, locations, lngs, lats) g
    WHERE (c.level, c.gx, c.gy, c.purpose, c.location_id) = (g.level, g.gx, g.gy, g.purpose, g.location_id) AND c.listings <= g.n;
  UPDATE map_cells c SET listings = c.listings - g.n, lng_sum = c.lng_sum - g.x, lat_sum = c.lat_sum - g.y,
      any_id = CASE WHEN c.any_id = ANY (g.ids) THEN coalesce((
        SELECT p.id FROM properties p
        WHERE p.status = 'published' AND p.purpose = c.purpose AND p.location_id = c.location_id
          AND p.longitude >= c.gx * 2.0::float8 ^ (7 - c.level) AND p.longitude < (c.gx + 1) * 2.0::float8 ^ (7 - c.level)
          AND p.latitude >= c.gy * 2.0::float8 ^ (7 - c.level) AND p.latitude < (c.gy + 1) * 2.0::float8 ^ (7 - c.level)
          AND NOT p.id = ANY (g.ids)
        LIMIT 1), c.any_id) ELSE c.any_id END
    FROM map_cells_of(ids, purposes, locations, lngs, lats) g
    WHERE (c.level, c.gx, c.gy, c.purpose, c.location_id) = (g.level, g.gx, g.gy, g.purpose, g.location_id);
END $$;
--> statement-breakpoint
-- Statement triggers with transition tables: a batch of 2,000 inserted listings is one
-- aggregate per level, not 40,000 single-row upserts. An edit that leaves a listing's state,
-- purpose, place and position alone leaves the cells alone.
CREATE FUNCTION "map_cells_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM map_cells_shift(1, array_agg(id), array_agg(purpose), array_agg(location_id), array_agg(longitude), array_agg(latitude))
    FROM new_rows WHERE status = 'published';
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM map_cells_shift(-1, array_agg(id), array_agg(purpose), array_agg(location_id), array_agg(longitude), array_agg(latitude))
    FROM old_rows WHERE status = 'published';
  ELSE
    PERFORM map_cells_shift(-1, array_agg(o.id), array_agg(o.purpose), array_agg(o.location_id), array_agg(o.longitude), array_agg(o.latitude))
    FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.status = 'published'
      AND (n.status, n.purpose, n.location_id, n.longitude, n.latitude) IS DISTINCT FROM (o.status, o.purpose, o.location_id, o.longitude, o.latitude);
    PERFORM map_cells_shift(1, array_agg(n.id), array_agg(n.purpose), array_agg(n.location_id), array_agg(n.longitude), array_agg(n.latitude))
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.status = 'published'
      AND (n.status, n.purpose, n.location_id, n.longitude, n.latitude) IS DISTINCT FROM (o.status, o.purpose, o.location_id, o.longitude, o.latitude);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "map_cells_insert" AFTER INSERT ON "properties" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_track();
--> statement-breakpoint
CREATE TRIGGER "map_cells_update" AFTER UPDATE ON "properties" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_track();
--> statement-breakpoint
CREATE TRIGGER "map_cells_delete" AFTER DELETE ON "properties" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_track();
--> statement-breakpoint
CREATE FUNCTION "map_cells_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM map_cells;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "map_cells_truncate" AFTER TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION map_cells_clear();
--> statement-breakpoint
SELECT map_cells_shift(1, array_agg(id), array_agg(purpose), array_agg(location_id), array_agg(longitude), array_agg(latitude))
FROM properties WHERE status = 'published';
