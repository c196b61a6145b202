import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";

/**
 * Saved searches matched to listings: the search run backwards (decision 056). A listing finds
 * its candidate searches through an index, by place (the GIN on location_ids), else by its point
 * in their box (a GiST), else among the few searches of neither; every other criterion is then
 * checked on those candidates. Empty arrays and nulls are "any", as the columns say.
 */

export type SearchMatch = { savedSearchId: string; propertyId: string; priceAed: number };

const FEW = 20;

/** The listings among `propertyIds` that are published, each with the confirmed, unpaused searches it satisfies. */
export async function matchingSearches(db: DbOrTx, propertyIds: string[]): Promise<SearchMatch[]> {
  if (propertyIds.length === 0) return [];
  type Row = { saved_search_id: string; property_id: string; price_aed: string | number };
  const query = sql`
    select s.id as saved_search_id, l.id as property_id, l.price_aed
    from ${listingsOf(propertyIds)}
    ${joinSatisfied}`;
  // A few listings' join is costed below JIT's threshold: no transaction to pay for.
  const rows = propertyIds.length > FEW ? await withoutJit(db, (tx) => tx.execute(query)) : await db.execute(query);
  return rowsOf<Row>(rows).map((r) => ({
    savedSearchId: r.saved_search_id,
    propertyId: r.property_id,
    priceAed: Number(r.price_aed),
  }));
}

/** The published listings among the ids, as `l`. Ids go as one text parameter: PGlite passes it far faster than an array. */
export function listingsOf(propertyIds: string[]) {
  return sql`(select * from properties where id = any(string_to_array(${propertyIds.join(",")}, ',')::uuid[]) and status = 'published') l`;
}

/**
 * A drawn area as PostgreSQL's polygon, the map search's own rule (point <@ polygon): the
 * stored ring's JSON, [[lng, lat], ...], is the polygon's text once its brackets are parentheses.
 */
const AREA = sql.raw(`translate(s.polygon::text, '[]', '()')::polygon`);

/**
 * Joins each listing `l` to the searches `s` it satisfies (decision 056). Candidates come from
 * two disjoint branches, each as its index answers it: searches with places, or with neither
 * place nor box, share one GIN of keys (place or none, purpose, type, price bucket), probed with
 * the listing's eight keys; searches of no place with a map box, a GiST of box and price band
 * (the point asked as a box, which box_ops holds). Keys are hashed, so every criterion is
 * checked on the candidates, the place included.
 */
export const joinSatisfied = sql`
    cross join lateral (
      select * from saved_searches c
        where (c.location_ids <> '{}'::uuid[] or c.min_lng is null)
          and alert_keys(c.location_ids, c.purpose, c.type_ids, c.min_aed, c.max_aed)
            && alert_listing_keys(l.location_id, l.purpose, l.property_type_id, l.price_aed)
      union all
      select * from saved_searches c
        where c.location_ids = '{}'::uuid[] and c.min_lng is not null
          and box(point(c.min_lng, c.min_lat), point(c.max_lng, c.max_lat))
            @> box(point(l.longitude, l.latitude), point(l.longitude, l.latitude))
          and numrange(c.min_aed, c.max_aed, '[]') @> l.price_aed
    ) s
    where s.confirmed_at is not null and not s.paused
      and (s.location_ids = '{}'::uuid[] or l.location_id = any(s.location_ids))
      and (s.purpose is null or s.purpose = l.purpose)
      and (s.segment is null or s.segment = l.segment)
      and (s.type_ids = '{}'::uuid[] or l.property_type_id = any(s.type_ids))
      and (s.developer_ids = '{}'::uuid[] or l.developer_id = any(s.developer_ids))
      and (s.agent_ids = '{}'::uuid[] or l.agent_id = any(s.agent_ids))
      and (s.min_aed is null or l.price_aed >= s.min_aed)
      and (s.max_aed is null or l.price_aed <= s.max_aed)
      and (s.min_bedrooms is null or l.bedrooms >= s.min_bedrooms)
      and (s.completion_status is null or s.completion_status = l.completion_status)
      and (s.furnishing is null or s.furnishing = l.furnishing)
      and (not s.verified_only or l.verified_at is not null)
      and (s.min_lng is null or (l.longitude between s.min_lng and s.max_lng and l.latitude between s.min_lat and s.max_lat))
      and (s.polygon is null or point(l.longitude, l.latitude) <@ ${AREA})`;

/**
 * Records what the listings bring to the searches they satisfy, once each (the unique indexes,
 * ON CONFLICT DO NOTHING): a listing no match has shown a search is "new" to it; one the search
 * has seen at a higher price than ever since is a "priceDrop" at its price now. Answers the
 * number of matches written.
 */
export async function recordMatches(db: DbOrTx, propertyIds: string[]): Promise<number> {
  if (propertyIds.length === 0) return 0;
  const rows = await withoutJit(db, (tx) =>
    tx.execute(sql`
    with found as (
      select s.id as saved_search_id, l.id as property_id, l.price_aed,
        (select min(m.price_aed) from alert_matches m
          where m.saved_search_id = s.id and m.property_id = l.id) as seen_aed
      from ${listingsOf(propertyIds)}
      ${joinSatisfied}
    )
    insert into alert_matches (saved_search_id, property_id, kind, price_aed)
    select saved_search_id, property_id, case when seen_aed is null then 'new' else 'priceDrop' end, price_aed
    from found where seen_aed is null or price_aed < seen_aed
    on conflict do nothing
    returning kind`),
  );
  return rowsOf(rows).length;
}

/**
 * The owners of saved properties among the listings whose price fell (`pricesBefore`, AED):
 * one drop each per owner, listing and price. Answers the number written.
 */
export async function recordSavedPropertyDrops(db: DbOrTx, pricesBefore: Record<string, number>): Promise<number> {
  const ids = Object.keys(pricesBefore);
  if (ids.length === 0) return 0;
  const rows = await db.execute(sql`
    insert into saved_property_drops (profile_id, property_id, price_aed)
    select sp.profile_id, l.id, l.price_aed
    from ${listingsOf(ids)}
    join saved_properties sp on sp.property_id = l.id
    join profiles p on p.id = sp.profile_id and p.notify_price_drops
    join jsonb_each_text(${JSON.stringify(pricesBefore)}::jsonb) before on before.key::uuid = l.id
    where l.price_aed < before.value::numeric
    on conflict do nothing
    returning property_id`);
  return rowsOf(rows).length;
}

/**
 * Runs the matching with PostgreSQL's JIT off: a thousand listings' join is costed high enough
 * to compile, which took about a second of the benchmark's ten before any row was read
 * (decision 056). `set local` ends with the transaction (or the caller's).
 */
async function withoutJit<T>(db: DbOrTx, run: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return run(tx);
  });
}

/** Both drivers answer `execute` with the rows under `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
