CREATE TABLE "price_drop_tokens" (
	"hash" text PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "notify_price_drops" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "price_drop_tokens" ADD CONSTRAINT "price_drop_tokens_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_drop_tokens_profile_idx" ON "price_drop_tokens" USING btree ("profile_id");--> statement-breakpoint
-- Keys of a saved search's candidates (decision 056): place (or ~ for none), purpose, type and
-- price bucket (a power of two of AED, 2^14 to 2^28), hashed to a bigint. A new listing probes its
-- eight keys; a collision only adds a candidate, since every criterion is checked afterwards.
-- Names inside are schema-qualified: PostgreSQL 17 builds indexes with search_path pg_catalog.
CREATE FUNCTION alert_price_bucket(aed numeric) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select least(greatest(floor(log(2, greatest(aed, 1)))::integer, 14), 28)
$$;--> statement-breakpoint
CREATE FUNCTION alert_keys(places uuid[], purpose listing_purpose, types uuid[], min_aed numeric, max_aed numeric) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(array_agg(hashtextextended(p || ':' || coalesce(purpose::text, '*') || ':' || t || ':' || b, 0)), '{}')
  from unnest(case when cardinality(places) = 0 then array['~'] else places::text[] end) p,
    unnest(case when cardinality(types) = 0 then array['*'] else types::text[] end) t,
    generate_series(public.alert_price_bucket(coalesce(min_aed, 0)), public.alert_price_bucket(coalesce(max_aed, 1e15))) b
$$;--> statement-breakpoint
CREATE FUNCTION alert_listing_keys(place uuid, purpose listing_purpose, type uuid, aed numeric) RETURNS bigint[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select array_agg(distinct hashtextextended(p || ':' || u || ':' || t || ':' || public.alert_price_bucket(aed), 0))
  from unnest(array[coalesce(place::text, '~'), '~']) p,
    unnest(array[coalesce(purpose::text, '*'), '*']) u,
    unnest(array[coalesce(type::text, '*'), '*']) t
$$;--> statement-breakpoint
DROP INDEX "saved_searches_location_idx";--> statement-breakpoint
DROP INDEX "saved_searches_anywhere_idx";--> statement-breakpoint
DROP INDEX "saved_searches_box_idx";--> statement-breakpoint
CREATE INDEX "saved_searches_keys_idx" ON "saved_searches" USING gin (alert_keys("location_ids", "purpose", "type_ids", "min_aed", "max_aed")) WITH (fastupdate=false) WHERE "saved_searches"."location_ids" <> '{}'::uuid[] or "saved_searches"."min_lng" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_box_idx" ON "saved_searches" USING gist (box(point("min_lng", "min_lat"), point("max_lng", "max_lat")),numrange("min_aed", "max_aed", '[]')) WHERE "saved_searches"."location_ids" = '{}'::uuid[] and "saved_searches"."min_lng" is not null;