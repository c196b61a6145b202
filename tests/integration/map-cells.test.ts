import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

type Feature = {
  geometry: { coordinates: [number, number] };
  properties: { cluster: boolean; count?: number; _id?: string; price?: number; title?: string };
};
type MapBody = { data: { features: Feature[] }; total: number };

/** Views across the generated listings: boxes of every size, at edges that cut cells at every level. */
const VIEWS = Array.from({ length: 24 }, (_, n) => {
  const zoom = 8 + (n % 9);
  const half = 360 / 2 ** zoom;
  const lng = 55.05 + ((n * 7_919) % 400) / 1_000;
  const lat = 25.02 + ((n * 104_729) % 300) / 1_000;
  const box = [lng - half, lat - half * 0.6, lng + half, lat + half * 0.6].map((v) => v.toFixed(5)).join(",");
  return { zoom, box };
});

/**
 * Map search at scale (issue 18) adds a plain search up from `map_cells`, counts kept per grid
 * cell by triggers on the listings. These tests hold that answer to the one from the listings
 * themselves (a price filter from 0 takes that path), through inserts, moves, unpublishing
 * and deletes.
 */
describe.each(databases())("map cell counts on %s", (database) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ database });
    await seedFixtures(server.db);
    // 600 listings on a scatter over Dubai, for sale and to rent, copied from a fixture.
    await server.db.execute(sql`
      insert into properties (title, property_type_id, segment, location_id, address, price_amount, price_currency,
        price_aed, latitude, longitude, purpose, rent_frequency)
      select 'Scatter ' || i, p.property_type_id, p.segment, p.location_id, p.address, 1000000 + i * 1000, 'AED',
        1000000 + i * 1000, 25.0 + ((i * 7919) % 400) / 1000.0, 55.0 + ((i * 104729) % 500) / 1000.0,
        case when i % 3 = 0 then 'rent'::listing_purpose else 'sale'::listing_purpose end,
        case when i % 3 = 0 then 'yearly'::rent_frequency end
      from properties p, generate_series(1, 600) i where p.title = 'Marina Villa'`);
    server.forgetRemembered();
    api = apiClient(server.url);
  }, 60_000);
  afterAll(() => server?.close());

  async function map(query: string): Promise<MapBody> {
    const { status, body } = await api.get(`/property/map?${query}&currency=AED`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as MapBody;
  }

  /** The features in a fixed order: what each is (a cluster's count, a pin's listing and price), then where. */
  const sorted = (body: MapBody) =>
    body.data.features
      .map((f) => ({
        what: f.properties.cluster ? `${f.properties.count}` : `${f.properties._id} ${f.properties.price}`,
        at: f.geometry.coordinates,
      }))
      .sort((a, b) => a.what.localeCompare(b.what) || a.at[0] - b.at[0] || a.at[1] - b.at[1]);

  /** Same features; centres equal but for the last bits of a sum of coordinates (well under a metre). */
  function expectSameFeatures(a: MapBody, b: MapBody, view: string) {
    const [left, right] = [sorted(a), sorted(b)];
    expect(
      left.map((f) => f.what),
      view,
    ).toEqual(right.map((f) => f.what));
    left.forEach((f, n) => {
      expect(f.at[0], view).toBeCloseTo(right[n]?.at[0] as number, 6);
      expect(f.at[1], view).toBeCloseTo(right[n]?.at[1] as number, 6);
    });
  }

  async function expectCellsMatchListings(extra = "") {
    let clusters = 0;
    for (const { zoom, box } of VIEWS) {
      const fromCells = await map(`bbox=${box}&zoom=${zoom}${extra}`);
      const fromListings = await map(`bbox=${box}&zoom=${zoom}&minPrice=0${extra}`);
      expect(fromCells.total, `zoom ${zoom} box ${box}`).toBe(fromListings.total);
      expectSameFeatures(fromCells, fromListings, `zoom ${zoom} box ${box}`);
      clusters += fromCells.data.features.filter((f) => f.properties.cluster).length;
    }
    // The views must really cluster, or this compares single pins only.
    expect(clusters).toBeGreaterThan(20);
  }

  it("gives the same clusters, counts and pins as grouping the listings one by one", async () => {
    await expectCellsMatchListings();
    await expectCellsMatchListings("&purpose=rent");
  });

  it("stays right when listings are added, moved, unpublished and deleted", async () => {
    await server.db.execute(
      sql`update properties set longitude = longitude + 0.0371, latitude = latitude - 0.0123 where title like 'Scatter 1%'`,
    );
    await server.db.execute(sql`update properties set status = 'draft' where title like 'Scatter 2%'`);
    await server.db.execute(
      sql`update properties set purpose = 'sale', rent_frequency = null where title like 'Scatter 3%'`,
    );
    await server.db.execute(sql`delete from properties where title like 'Scatter 4%'`);
    // An edit that moves nothing leaves the cells alone, and a draft brought back counts again.
    await server.db.execute(sql`update properties set title = title || ' (edited)' where title like 'Scatter 5%'`);
    await server.db.execute(sql`update properties set status = 'published' where title like 'Scatter 22%'`);
    server.forgetRemembered();
    await expectCellsMatchListings();
    await expectCellsMatchListings("&purpose=sale");
  });

  it("gives a search by place and purpose the total the listings give, after those writes too", async () => {
    // minPrice=0 changes no answer but counts on the listings: the search path the cells replace.
    for (const query of [
      "",
      "purpose=rent",
      "state=Dubai",
      "state=Dubai&purpose=sale",
      "locationlable=Dubai%20Marina",
    ]) {
      const total = async (extra: string) => {
        const { status, body } = await api.get(`/property/propertyfilter?${query}${extra}&limit=1&currency=AED`);
        expect(status, JSON.stringify(body)).toBe(200);
        return (body as { total: number }).total;
      };
      const fromCells = await total("");
      expect(fromCells, query).toBeGreaterThan(0);
      expect(fromCells, query).toBe(await total("&minPrice=0"));
    }
  });

  it("keeps one count per cell equal to the published listings in it, and a single cell's listing its own", async () => {
    const { rows } = (await server.db.execute(sql`
      with truth as (
        select g.level, g.gx, g.gy, g.purpose, g.location_id, g.n
        from (select array_agg(id) i, array_agg(purpose) p, array_agg(location_id) l, array_agg(longitude) x,
                     array_agg(latitude) y from properties where status = 'published') a,
             map_cells_of(a.i, a.p, a.l, a.x, a.y) g)
      select
        (select count(*) from (select level, gx, gy, purpose, location_id, listings from map_cells
                               except select * from truth) d)::int as extra,
        (select count(*) from (select * from truth
                               except select level, gx, gy, purpose, location_id, listings from map_cells) d)::int as missing,
        (select count(*) from map_cells c left join properties p on p.id = c.any_id and p.status = 'published'
                          and p.purpose = c.purpose and p.location_id = c.location_id
                          and floor(p.longitude * 2.0::float8 ^ (c.level - 7)) = c.gx
                          and floor(p.latitude * 2.0::float8 ^ (c.level - 7)) = c.gy
                          where p.id is null)::int as stray`)) as unknown as {
      rows: { extra: number; missing: number; stray: number }[];
    };
    expect(rows[0]).toEqual({ extra: 0, missing: 0, stray: 0 });
  });
});
