/**
 * Recomputes the figures pages read (decision 065) from the registry's rows: medians per
 * community × rooms × ready/off-plan over the 12 months to the latest registered sale, the 24
 * months' trend, rents (each contract once) and gross yields, and the communities that have an
 * area guide. One transaction under an advisory lock: pages see the old figures or the new.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client";
import { marketAreas } from "../../../db/schema";
import { writePublicData } from "../memo.server";

const RECOMPUTE_LOCK = 727_364;

export function areaSlug(label: string): string {
  return label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export async function recomputeMarketStats(db: Db): Promise<{ areas: number }> {
  return writePublicData(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECOMPUTE_LOCK})`);
    await tx.execute(sql`delete from registry_stats`);
    await tx.execute(sql`delete from registry_monthly`);
    await tx.execute(sql`delete from market_areas`);
    await salesStats(tx);
    await rentStats(tx);
    await tx.execute(sql`
      update registry_stats set gross_yield = median_rent_aed / median_price_aed
      where completion = 'all' and median_rent_aed is not null and median_price_aed > 0`);
    await monthly(tx);
    return { areas: await areas(tx) };
  });
}

/** The first day of the month of the latest registered sale of a matched home. */
const lastSaleMonth = sql`(select date_trunc('month', max(date))::date from registry_sales where home and location_id is not null)`;
const lastRentMonth = sql`(select date_trunc('month', max(start_date))::date from registry_rents where home and location_id is not null)`;

async function salesStats(tx: Tx) {
  await tx.execute(sql`
    insert into registry_stats (location_id, rooms, completion, median_price_per_sqm, median_price_aed, sales)
    select location_id,
           case when grouping(rooms) = 1 then 'all' else rooms end,
           case when grouping(completion) = 1 then 'all' else completion end,
           percentile_cont(0.5) within group (order by price_per_sqm),
           percentile_cont(0.5) within group (order by price_aed),
           count(*)
    from (
      select location_id, rooms, case when off_plan then 'off_plan' else 'ready' end as completion,
             price_per_sqm, price_aed
      from registry_sales, (select ${lastSaleMonth} as last) b
      where home and location_id is not null
        and date >= b.last - interval '11 months' and date < b.last + interval '1 month'
    ) s
    group by grouping sets ((location_id), (location_id, rooms), (location_id, completion), (location_id, rooms, completion))
    having grouping(rooms) = 1 or rooms is not null`);
}

async function rentStats(tx: Tx) {
  // A contract over several units repeats its amount on every line: its first line stands for it.
  await tx.execute(sql`
    insert into registry_stats as st (location_id, rooms, completion, median_rent_aed, rent_contracts)
    select location_id, case when grouping(rooms) = 1 then 'all' else rooms end, 'all',
           percentile_cont(0.5) within group (order by annual_aed), count(*)
    from (
      select distinct on (contract_id) contract_id, location_id, rooms, annual_aed, start_date
      from registry_rents
      where home and location_id is not null
      order by contract_id, line_number
    ) r, (select ${lastRentMonth} as last) b
    where r.start_date >= b.last - interval '11 months' and r.start_date < b.last + interval '1 month'
    group by grouping sets ((location_id), (location_id, rooms))
    having grouping(rooms) = 1 or rooms is not null
    on conflict (location_id, rooms, completion)
    do update set median_rent_aed = excluded.median_rent_aed, rent_contracts = excluded.rent_contracts`);
}

async function monthly(tx: Tx) {
  await tx.execute(sql`
    insert into registry_monthly (location_id, month, median_price_per_sqm, sales)
    select location_id, date_trunc('month', date)::date, percentile_cont(0.5) within group (order by price_per_sqm), count(*)
    from registry_sales, (select ${lastSaleMonth} as last) b
    where home and location_id is not null
      and date >= b.last - interval '23 months' and date < b.last + interval '1 month'
    group by 1, 2`);
}

/** Communities with a sale or a rent contract in the figures get an area guide, at their name's address. */
async function areas(tx: Tx): Promise<number> {
  type Row = { id: string; label: string; city: string; sales: number; rents: number; period_end: string };
  const result = (await tx.execute(sql`
      select l.id, l.label, l.city, coalesce(s.sales, 0)::int as sales, coalesce(s.rent_contracts, 0)::int as rents,
             to_char(coalesce(${lastSaleMonth}, ${lastRentMonth}), 'YYYY-MM-DD') as period_end
      from registry_stats s join locations l on l.id = s.location_id
      where s.rooms = 'all' and s.completion = 'all'
      order by l.sort_order, l.label`)) as unknown as { rows: Row[] };
  const rows = result.rows;
  const taken = new Set<string>();
  const values = rows.map((r) => {
    let slug = areaSlug(r.label) || r.id;
    if (taken.has(slug)) slug = `${slug}-${areaSlug(r.city)}`;
    if (taken.has(slug)) slug = `${slug}-${r.id.slice(0, 8)}`;
    taken.add(slug);
    return { locationId: r.id, slug, periodEnd: r.period_end, sales: r.sales, rentContracts: r.rents };
  });
  for (let i = 0; i < values.length; i += 500) await tx.insert(marketAreas).values(values.slice(i, i + 500));
  return values.length;
}
