CREATE TABLE "property_children" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"image_ids" json NOT NULL,
	"amenity_ids" uuid[] NOT NULL,
	"nearby" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_children" ADD CONSTRAINT "property_children_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Gathers the child rows of the given listings onto their property_children rows. Nearby places
-- nearest first, as the listing page and the API show them; amenities unordered (the reader
-- orders them by their category's sort order, which the back office can change at any time).
CREATE FUNCTION "property_children_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO property_children AS pc (property_id, image_ids, amenity_ids, nearby)
  SELECT p.id,
    (SELECT coalesce(json_agg(i.image_id ORDER BY i.position), '[]'::json) FROM property_images i WHERE i.property_id = p.id),
    (SELECT coalesce(array_agg(a.category_id ORDER BY a.category_id), '{}') FROM property_amenities a WHERE a.property_id = p.id),
    (SELECT coalesce(json_agg(json_build_object('name', n.name, 'type', n.type, 'latitude', n.latitude,
        'longitude', n.longitude, 'distanceM', n.distance_m) ORDER BY n.distance_m, n.name), '[]'::json)
      FROM nearby_places n WHERE n.property_id = p.id)
  FROM properties p WHERE p.id = ANY (ids)
  ON CONFLICT (property_id) DO UPDATE
    SET image_ids = excluded.image_ids, amenity_ids = excluded.amenity_ids, nearby = excluded.nearby
$$;
--> statement-breakpoint
-- Statement triggers with transition tables, as for map_cells (0007): a seed batch of 2,000
-- listings' photos is one refresh, not 2,000.
CREATE FUNCTION "property_children_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM property_children_refresh(array_agg(DISTINCT property_id)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM property_children_refresh(array_agg(DISTINCT property_id)) FROM old_rows;
  ELSE
    PERFORM property_children_refresh(array_agg(DISTINCT property_id))
    FROM (SELECT property_id FROM old_rows UNION SELECT property_id FROM new_rows) changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "property_children_images_insert" AFTER INSERT ON "property_images" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_children_track();
--> statement-breakpoint
CREATE TRIGGER "property_children_images_update" AFTER UPDATE ON "property_images" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_children_track();
--> statement-breakpoint
CREATE TRIGGER "property_children_images_delete" AFTER DELETE ON "property_images" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_children_track();
--> statement-breakpoint
CREATE TRIGGER "property_children_amenities_insert" AFTER INSERT ON "property_amenities" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_children_track();
--> statement-breakpoint
CREATE TRIGGER "property_children_amenities_update" AFTER UPDATE ON "property_amenities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_children_track();
--> statement-breakpoint
CREATE TRIGGER "property_children_amenities_delete" AFTER DELETE ON "property_amenities" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_children_track();
--> statement-breakpoint
CREATE TRIGGER "property_children_nearby_insert" AFTER INSERT ON "nearby_places" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_children_track();
--> statement-breakpoint
CREATE TRIGGER "property_children_nearby_update" AFTER UPDATE ON "nearby_places" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_children_track();
--> statement-breakpoint
CREATE TRIGGER "property_children_nearby_delete" AFTER DELETE ON "nearby_places" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_children_track();
--> statement-breakpoint
SELECT property_children_refresh(array_agg(id)) FROM properties;
