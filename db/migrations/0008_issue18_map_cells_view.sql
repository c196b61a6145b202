-- Map search (issue 18): a plain map view added up from map_cells (app/modules/property/map.server.ts
-- cuts the box: `spans` holds the inner cells' and four bands' cell ranges, `strips` four ranges
-- of degrees). A function, so its plan is made once per database session and kept generic
-- (the plan fits every box: see the `+ 0` below); left to itself PostgreSQL re-planned the
-- statement for most boxes, which cost more than running it. On embedded PGlite, whose
-- workers share one session, it is planned once for all of them.
CREATE FUNCTION "map_cells_view"(
  p_level integer, p_edge integer, p_scale float8, p_purpose listing_purpose, p_locations uuid[],
  p_spans integer[], p_strips float8[]
) RETURNS TABLE (listings integer, lng float8, lat float8, listing_id text, price float8, title text)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH parts (gx, gy, n, x, y, id) AS (
    -- Whole cells of the map's level (walked by column), then the four bands of edge cells:
    -- a west or east band walks the (level, gx, gy) key, a south or north one the (level, gy, gx)
    -- index; each hides its other coordinate (+ 0) so the one plan fits every box.
    SELECT c.gx, c.gy, c.listings, c.lng_sum, c.lat_sum, c.any_id FROM map_cells c
      WHERE c.level = p_level AND c.gx BETWEEN p_spans[1] AND p_spans[2] AND (c.gy + 0) BETWEEN p_spans[3] AND p_spans[4]
        AND (p_purpose IS NULL OR c.purpose = p_purpose) AND (p_locations IS NULL OR c.location_id = ANY (p_locations))
    UNION ALL
    SELECT c.gx >> (p_edge - p_level), c.gy >> (p_edge - p_level), c.listings, c.lng_sum, c.lat_sum, c.any_id FROM map_cells c
      WHERE c.level = p_edge AND c.gx BETWEEN p_spans[5] AND p_spans[6] AND (c.gy + 0) BETWEEN p_spans[7] AND p_spans[8]
        AND (p_purpose IS NULL OR c.purpose = p_purpose) AND (p_locations IS NULL OR c.location_id = ANY (p_locations))
    UNION ALL
    SELECT c.gx >> (p_edge - p_level), c.gy >> (p_edge - p_level), c.listings, c.lng_sum, c.lat_sum, c.any_id FROM map_cells c
      WHERE c.level = p_edge AND c.gx BETWEEN p_spans[9] AND p_spans[10] AND (c.gy + 0) BETWEEN p_spans[11] AND p_spans[12]
        AND (p_purpose IS NULL OR c.purpose = p_purpose) AND (p_locations IS NULL OR c.location_id = ANY (p_locations))
    UNION ALL
    SELECT c.gx >> (p_edge - p_level), c.gy >> (p_edge - p_level), c.listings, c.lng_sum, c.lat_sum, c.any_id FROM map_cells c
      WHERE c.level = p_edge AND (c.gx + 0) BETWEEN p_spans[13] AND p_spans[14] AND c.gy BETWEEN p_spans[15] AND p_spans[16]
        AND (p_purpose IS NULL OR c.purpose = p_purpose) AND (p_locations IS NULL OR c.location_id = ANY (p_locations))
    UNION ALL
    SELECT c.gx >> (p_edge - p_level), c.gy >> (p_edge - p_level), c.listings, c.lng_sum, c.lat_sum, c.any_id FROM map_cells c
      WHERE c.level = p_edge AND (c.gx + 0) BETWEEN p_spans[17] AND p_spans[18] AND c.gy BETWEEN p_spans[19] AND p_spans[20]
        AND (p_purpose IS NULL OR c.purpose = p_purpose) AND (p_locations IS NULL OR c.location_id = ANY (p_locations))
    -- The listings of the four strips left along the edges, index-only, each walking the index of
    -- its narrow coordinate.
    UNION ALL
    SELECT floor(p.longitude * p_scale)::int, floor(p.latitude * p_scale)::int, 1, p.longitude, p.latitude, p.id FROM properties p
      WHERE p.status = 'published' AND p.longitude >= p_strips[1] AND p.longitude < p_strips[2]
        AND (p.latitude + 0) >= p_strips[3] AND (p.latitude + 0) < p_strips[4]
        AND (p_purpose IS NULL OR p.purpose = p_purpose) AND (p_locations IS NULL OR p.location_id = ANY (p_locations))
    UNION ALL
    SELECT floor(p.longitude * p_scale)::int, floor(p.latitude * p_scale)::int, 1, p.longitude, p.latitude, p.id FROM properties p
      WHERE p.status = 'published' AND p.longitude >= p_strips[5] AND p.longitude < p_strips[6]
        AND (p.latitude + 0) >= p_strips[7] AND (p.latitude + 0) < p_strips[8]
        AND (p_purpose IS NULL OR p.purpose = p_purpose) AND (p_locations IS NULL OR p.location_id = ANY (p_locations))
    UNION ALL
    SELECT floor(p.longitude * p_scale)::int, floor(p.latitude * p_scale)::int, 1, p.longitude, p.latitude, p.id FROM properties p
      WHERE p.status = 'published' AND (p.longitude + 0) >= p_strips[9] AND (p.longitude + 0) < p_strips[10]
        AND p.latitude >= p_strips[11] AND p.latitude < p_strips[12]
        AND (p_purpose IS NULL OR p.purpose = p_purpose) AND (p_locations IS NULL OR p.location_id = ANY (p_locations))
    UNION ALL
    SELECT floor(p.longitude * p_scale)::int, floor(p.latitude * p_scale)::int, 1, p.longitude, p.latitude, p.id FROM properties p
      WHERE p.status = 'published' AND (p.longitude + 0) >= p_strips[13] AND (p.longitude + 0) < p_strips[14]
        AND p.latitude >= p_strips[15] AND p.latitude < p_strips[16]
        AND (p_purpose IS NULL OR p.purpose = p_purpose) AND (p_locations IS NULL OR p.location_id = ANY (p_locations))
  ),
  grouped AS (
    SELECT sum(parts.n)::int AS n, sum(parts.x) / sum(parts.n) AS x, sum(parts.y) / sum(parts.n) AS y, (array_agg(parts.id))[1] AS id
    FROM parts GROUP BY parts.gx, parts.gy
  )
  SELECT g.n, g.x, g.y, g.id::text, s.price_aed::float8, s.title
  FROM grouped g LEFT JOIN properties s ON g.n = 1 AND s.id = g.id;
END $$;
