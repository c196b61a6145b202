import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPlainRichText, sanitizeRichText } from "../../app/modules/html.server";
import { type Database, openDatabase } from "../client";
import { HOME_SECTIONS } from "../enums";
import { CONTENT_GROUP_ID, MASTER } from "../ids";
import { buildDemo, EXCHANGE_RATES, PROPERTY_TYPE_ID, seedDemo } from "./demo";
import { seedListings } from "./listings";

const NOW = new Date("2025-03-15T10:00:00Z");
let database: Database;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as { rows: T[] };
  return result.rows;
}

async function count(query: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(query);
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: "memory://" });
  const started = performance.now();
  await seedDemo(database.db, { now: NOW });
  console.info(`seedDemo took ${Math.round(performance.now() - started)} ms`);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe("demo properties", () => {
  it("has at least 400 published listings", async () => {
    expect(await count(sql`select count(*)::int n from properties where status = 'published'`)).toBeGreaterThanOrEqual(
      400,
    );
  });

  it("covers at least 25 Dubai communities and the other emirates", async () => {
    const byState = await rows<{ state: string; communities: number; listings: number }>(sql`
      select l.state, count(distinct l.id)::int communities, count(*)::int listings
      from properties p join locations l on l.id = p.location_id group by l.state`);
    const state = (name: string) => byState.find((r) => r.state === name);
    expect(state("Dubai")?.communities).toBeGreaterThanOrEqual(25);
    for (const emirate of ["Abu Dhabi", "Sharjah", "Ras Al Khaimah"])
      expect(state(emirate)?.listings).toBeGreaterThan(0);
    const outside = byState.filter((r) => r.state !== "Dubai").reduce((sum, r) => sum + r.listings, 0);
    expect(outside).toBeGreaterThanOrEqual(40);
  });

  it("has real towns under each emirate, each with listings (issue 16, item 9)", async () => {
    const towns = await rows<{ state: string; cities: string[] }>(sql`
      select state, array_agg(distinct city order by city) cities from locations l
      where exists (select 1 from properties p where p.location_id = l.id and p.status = 'published')
      group by state order by state`);
    expect(towns).toEqual([
      { state: "Abu Dhabi", cities: ["Abu Dhabi", "Al Ain"] },
      { state: "Dubai", cities: ["Dubai", "Hatta"] },
      { state: "Ras Al Khaimah", cities: ["Al Jazirah Al Hamra", "Ras Al Khaimah"] },
      { state: "Sharjah", cities: ["Khor Fakkan", "Sharjah"] },
    ]);
  });

  it("names every place in Arabic, Hindi and Russian, with the short names people type (issue 16, item 2)", async () => {
    const unnamed = await rows<{ label: string }>(sql`
      select label from locations, unnest(array['ar', 'hi', 'ru']) lang, unnest(array['label', 'city', 'state', 'country']) part
      where coalesce(translations -> lang ->> part, '') = ''`);
    expect(unnamed).toEqual([]);
    const aliases = await rows<{ alias: string; label: string }>(sql`
      select a alias, label from locations, unnest(aliases) a where a in ('JVC', 'JLT', 'JBR', 'MBR City', 'The Palm')
      order by a, label`);
    expect(aliases.map((a) => `${a.alias}: ${a.label}`)).toEqual([
      "JBR: Jumeirah Beach Residence",
      "JLT: Jumeirah Lake Towers",
      "JVC: Jumeirah Village Circle",
      "MBR City: Meydan",
      "MBR City: Sobha Hartland",
      "The Palm: Palm Jumeirah",
    ]);
    const [marina] = await rows<{ ar: string }>(
      sql`select translations -> 'ar' ->> 'label' ar from locations where label = 'Dubai Marina'`,
    );
    expect(marina?.ar).toBe("دبي مارينا");
  });

  it("has every segment and every property type", async () => {
    const segments = await rows<{ segment: string }>(sql`select distinct segment from properties`);
    expect(segments.map((s) => s.segment).sort()).toEqual(["Commercial", "Rental", "Residential"]);
    const types = await rows<{ value: string; n: number }>(sql`
      select c.value, count(p.id)::int n from categories c left join properties p on p.property_type_id = c.id
      where c.master_id = ${MASTER.propertyType} group by c.value`);
    expect(types).toHaveLength(9);
    for (const type of types) expect(type.n, type.value).toBeGreaterThan(0);
  });

  it("keeps commercial types commercial and prices in AED", async () => {
    expect(
      await count(sql`
      select count(*)::int n from properties p join categories c on c.id = p.property_type_id
      where c.value in ('Office', 'Retail', 'Warehouse') and (p.segment <> 'Commercial' or p.bedrooms is not null)`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int n from properties where price_currency <> 'AED' or price_aed <> price_amount or price_aed <= 0`,
      ),
    ).toBe(0);
    expect(await count(sql`select count(*)::int n from properties where length(title) > 60`)).toBeGreaterThan(0);
  });

  it("gives every listing pictures, amenities, nearby places and a pin near its community", async () => {
    const problems = await rows<{ id: string }>(sql`
      select p.id from properties p join locations l on l.id = p.location_id
      where (select count(*) from property_images i where i.property_id = p.id) < 3
         or (select count(*) from property_amenities a join categories c on c.id = a.category_id
             where a.property_id = p.id and c.master_id = ${MASTER.facility}) < 3
         or (select count(*) from property_amenities a join categories c on c.id = a.category_id
             where a.property_id = p.id and c.master_id = ${MASTER.feature}) < 3
         or (select count(*) from nearby_places n where n.property_id = p.id) < 4
         or p.description = '' or jsonb_array_length(p.highlights) < 2 or jsonb_array_length(p.description_rows) < 1
         or 6371000 * 2 * asin(sqrt(power(sin(radians(p.latitude - l.latitude) / 2), 2)
            + cos(radians(l.latitude)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - l.longitude) / 2), 2))) > 3000`);
    expect(problems).toEqual([]);
  });

  it("keeps facts that are columns out of the free-text rows, and its words agree with the columns", async () => {
    // The generated listings come from the same makeListing: a copy in text once disagreed with the column.
    const copies = await rows<{ id: string; label: string }>(sql`
      select p.id, r->>'label' as label from properties p,
        lateral jsonb_array_elements(p.highlights || p.description_rows) r
      where lower(r->>'label') in ('bedrooms', 'bathrooms', 'area', 'plot area', 'completion', 'furnishing',
        'reference', 'permit number', 'developer', 'listed')`);
    expect(copies).toEqual([]);
    const disagreeing = await count(sql`select count(*)::int n from properties
      where (tag_title in ('Off-Plan', 'New Launch') and completion_status <> 'off_plan')
         or (tag_title = 'Ready to Move' and completion_status <> 'ready')
         or (completion_status = 'ready') = (description_rows @> '[{"label": "Handover"}]')
         or (furnishing = 'unfurnished' and description not like '%offered unfurnished%')
         or (furnishing = 'furnished' and description not like '%offered furnished%')`);
    expect(disagreeing).toBe(0);
  });

  it("features about twenty listings and dates them within the last 180 days", async () => {
    const featured = await count(sql`select count(*)::int n from properties where is_featured`);
    expect(featured).toBeGreaterThanOrEqual(15);
    expect(featured).toBeLessThanOrEqual(25);
    const [range] = await rows<{ oldest: string; newest: string }>(
      sql`select min(created_at) oldest, max(created_at) newest from properties`,
    );
    expect(new Date(range?.oldest as string).getTime()).toBeGreaterThan(NOW.getTime() - 181 * 86_400_000);
    expect(new Date(range?.newest as string).getTime()).toBeLessThanOrEqual(NOW.getTime());
  });
});

describe("demo content", () => {
  it("has offers that all end after now, the first one soonest", async () => {
    const offers = await rows<{ ends_at: string }>(sql`select ends_at from offers order by sort_order`);
    expect(offers).toHaveLength(2);
    for (const o of offers) expect(new Date(o.ends_at).getTime()).toBeGreaterThan(NOW.getTime());
    expect(new Date(offers[0]?.ends_at as string).getTime()).toBeLessThan(
      new Date(offers[1]?.ends_at as string).getTime(),
    );
  });

  it("has at least twelve posts in each of Blogs, Articles and News, published in the past year", async () => {
    const groups = await rows<{ value: string; id: string; n: number; oldest: string; newest: string }>(sql`
      select c.value, c.id, count(b.id)::int n, min(b.published_on)::text oldest, max(b.published_on)::text newest
      from categories c join blogs b on b.group_id = c.id where c.master_id = ${MASTER.contentGroup} group by c.value, c.id`);
    expect(Object.fromEntries(groups.map((g) => [g.value, g.id]))).toEqual({
      Blogs: CONTENT_GROUP_ID.blogs,
      Articles: CONTENT_GROUP_ID.articles,
      News: CONTENT_GROUP_ID.news,
    });
    for (const g of groups) {
      expect(g.n, g.value).toBeGreaterThanOrEqual(12);
      expect(new Date(g.oldest).getTime()).toBeGreaterThan(NOW.getTime() - 366 * 86_400_000);
      expect(new Date(g.newest).getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    expect(
      await count(
        sql`select count(*)::int n from blogs where category_id is null or image_id is null or description not like '<p>%'`,
      ),
    ).toBe(0);
  });

  it("has the exchange rates against INR", async () => {
    const rates = await rows<{ currency: string; rate: string }>(sql`select currency, rate from exchange_rates`);
    const map = Object.fromEntries(rates.map((r) => [r.currency, Number(r.rate)]));
    expect(Object.keys(map).sort()).toEqual(["AED", "AUD", "CAD", "CNY", "EUR", "GBP", "INR", "JPY", "USD"]);
    expect(map.INR).toBe(1);
    expect(map).toEqual(EXCHANGE_RATES);
  });

  it("shows all thirteen home sections in order", async () => {
    const layout = await rows<{ title: string; visible: boolean }>(
      sql`select title, visible from home_layout order by sort_order`,
    );
    expect(layout.map((l) => l.title)).toEqual([...HOME_SECTIONS]);
    expect(layout.every((l) => l.visible)).toBe(true);
  });

  it("places the seven emirates on the investment map with the fixed counts", async () => {
    const map = await rows<{ name: string; property_count: number }>(
      sql`select name, property_count from map_locations`,
    );
    expect(Object.fromEntries(map.map((m) => [m.name, m.property_count]))).toEqual({
      Fujairah: 0,
      Sharjah: 1,
      Dubai: 2,
      "Ras Al Khaimah": 2,
      Ajman: 0,
      "Abu Dhabi": 0,
      "Umm al Quwain": 1,
    });
  });

  it("fills the home page: hero, top locations, people, partners, banners and contacts", async () => {
    const [hero] = await rows<{ tags: string[]; popular_enquiries: { name: string; link: string }[] }>(
      sql`select tags, popular_enquiries from hero_sections`,
    );
    expect(hero?.tags).toHaveLength(3);
    expect(hero?.popular_enquiries.length).toBeGreaterThanOrEqual(4);
    expect(await count(sql`select count(*)::int n from locations where is_top`)).toBe(12);
    expect(
      await count(sql`select count(*)::int n from testimonials where stars between 4 and 5 and image_id is not null`),
    ).toBeGreaterThanOrEqual(8);
    expect(
      await count(sql`select count(*)::int n from agencies where link like 'https://example-agency-%.ae'`),
    ).toBeGreaterThanOrEqual(10);
    expect(
      await count(sql`select count(*)::int n from developers where image_id is not null and about <> ''`),
    ).toBeGreaterThanOrEqual(10);
    expect(
      await count(
        sql`select count(*)::int n from developers where firm_name ~* '(emaar|damac|nakheel|sobha|meraas|aldar|nshama|ellington|binghatti)'`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int n from banners where banner_type = 'Property Banner' and property_id is not null`,
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await count(sql`select count(*)::int n from banners where banner_type = 'Informative Banner'`),
    ).toBeGreaterThanOrEqual(2);
    const settings = await rows<{ key: string }>(sql`select key from site_settings order by key`);
    expect(settings.map((s) => s.key)).toEqual(["email", "office_address", "phone", "whatsapp"]);
    for (const table of ["advertisements", "golden_visas", "investments", "map_sidebar"]) {
      expect(await count(sql`select count(*)::int n from ${sql.identifier(table)}`), table).toBeGreaterThan(0);
    }
  });

  it("stores safe, self-contained SVG images of the declared size", async () => {
    const images = await rows<{ content_type: string; width: number; height: number; alt: string; bytes: Uint8Array }>(
      sql`select content_type, width, height, alt, bytes from images`,
    );
    expect(images.length).toBeGreaterThan(150);
    for (const image of images) {
      const svg = Buffer.from(image.bytes).toString("utf8");
      expect(image.content_type).toBe("image/svg+xml");
      expect(image.alt.length).toBeGreaterThan(5);
      expect(svg).toContain(
        `width="${image.width}" height="${image.height}" viewBox="0 0 ${image.width} ${image.height}"`,
      );
      expect(svg).not.toMatch(/<script|foreignObject|href="(?!#)|url\((?!#)|@import/i);
      expect(image.bytes.length).toBeLessThan(16_500);
    }
  });
});

describe("seeding", () => {
  it("has fictional licensed agencies and agents serving demo places (issue 17)", async () => {
    expect(await count(sql`select count(*)::int n from brokerages where orn ~ '^[0-9]{4,5}$'`)).toBe(4);
    const agents = await rows<{
      brn: string;
      phone: string;
      email: string;
      languages: string[];
      ar: string;
      areas: number;
    }>(sql`
      select a.brn, a.phone, a.email, a.languages, a.translations->'ar'->>'bio' ar,
             (select count(*)::int from agent_areas x where x.agent_id = a.id) areas
      from agents a where a.photo_image_id is not null`);
    expect(agents.length).toBeGreaterThanOrEqual(10);
    for (const a of agents) {
      expect(a.brn).toMatch(/^\d{5}$/);
      expect(a.phone).toMatch(/^\+971 /);
      expect(a.email).toMatch(/@[a-z]+\.example$/);
      expect(a.ar).toMatch(/[\u0600-\u06ff]/);
      expect(a.areas).toBeGreaterThan(0);
    }
  });

  it("gives every listing an agent, and every Dubai listing a unique Trakheesi permit in the future (issue 17)", async () => {
    expect(
      await count(sql`select count(*)::int n from properties where agent_id is null or reference_number = ''`),
    ).toBe(0);
    const dubai = await rows<{ permit: string | null; days: number }>(sql`
      select p.permit_number permit, (p.permit_expiry - ${NOW.toISOString().slice(0, 10)}::date) days
      from properties p join locations l on l.id = p.location_id where l.state = 'Dubai'`);
    expect(dubai.length).toBeGreaterThan(200);
    expect(dubai.filter((d) => !/^\d{10}$/.test(d.permit ?? ""))).toEqual([]);
    expect(new Set(dubai.map((d) => d.permit)).size).toBe(dubai.length);
    expect(dubai.filter((d) => d.days <= 0)).toEqual([]);
    expect(dubai.filter((d) => d.days <= 60).length).toBeGreaterThan(10);
    const mix = await rows<{ off_plan: number; furnished: number; verified: number; total: number }>(sql`
      select count(*) filter (where completion_status = 'off_plan')::int off_plan,
             count(*) filter (where furnishing = 'furnished')::int furnished,
             count(*) filter (where verified_at is not null)::int verified, count(*)::int total from properties`);
    const m = mix[0] as (typeof mix)[number];
    expect(m.off_plan).toBeGreaterThan(20);
    expect(m.furnished).toBeGreaterThan(20);
    expect(m.verified / m.total).toBeGreaterThan(0.35);
    expect(m.verified / m.total).toBeLessThan(0.65);
  });

  it("has answered and unanswered enquiries in the agents' queues (issue 17)", async () => {
    const [e] = await rows<{ answered: number; waiting: number }>(sql`
      select count(*) filter (where first_response_at > created_at)::int answered,
             count(*) filter (where first_response_at is null)::int waiting
      from enquiries where agent_id is not null`);
    expect(e?.answered).toBeGreaterThan(10);
    expect(e?.waiting).toBeGreaterThan(0);
  });

  it("is deterministic apart from the dates", () => {
    const a = buildDemo(NOW);
    const b = buildDemo(new Date(NOW.getTime() + 86_400_000));
    expect(b.listings.map((l) => [l.property.id, l.property.title, l.property.priceAed])).toEqual(
      a.listings.map((l) => [l.property.id, l.property.title, l.property.priceAed]),
    );
    expect(b.images.map((i) => i.id)).toEqual(a.images.map((i) => i.id));
    expect(
      Buffer.concat(b.images.map((i) => i.bytes as Buffer)).equals(
        Buffer.concat(a.images.map((i) => i.bytes as Buffer)),
      ),
    ).toBe(true);
    expect(a.categories.find((c) => c.value === "Villa")?.id).toBe(PROPERTY_TYPE_ID.Villa);
  });

  it("does nothing when the database already holds data", async () => {
    const before = await count(
      sql`select (select count(*) from properties) + (select count(*) from images) + (select count(*) from blogs) n`,
    );
    await seedDemo(database.db, { now: NOW });
    const after = await count(
      sql`select (select count(*) from properties) + (select count(*) from images) + (select count(*) from blogs) n`,
    );
    expect(after).toBe(before);
  });

  it("adds exactly the requested listings, reusing existing pictures and categories", async () => {
    const propertiesBefore = await count(sql`select count(*)::int n from properties`);
    const imagesBefore = await count(sql`select count(*)::int n from images`);
    const perPlace = async () =>
      Object.fromEntries(
        (
          await rows<{ label: string; n: number }>(
            sql`select l.label, count(p.id)::int n from locations l left join properties p on p.location_id = l.id group by l.label`,
          )
        ).map((r) => [r.label, r.n]),
      );
    const perPlaceBefore = await perPlace();
    const added = await seedListings(database.db, 2000, { seed: 3, batchSize: 700 });
    expect(added).toBe(2000);
    expect(await count(sql`select count(*)::int n from properties`)).toBe(propertiesBefore + 2000);
    expect(await count(sql`select count(*)::int n from images`)).toBe(imagesBefore);
    const broken = await count(sql`
      select count(*)::int n from properties p
      left join locations l on l.id = p.location_id
      left join categories c on c.id = p.property_type_id and c.master_id = ${MASTER.propertyType}
      left join developers d on d.id = p.developer_id
      where l.id is null or c.id is null or (p.developer_id is not null and d.id is null)
         or (select count(*) from property_images i join images m on m.id = i.image_id where i.property_id = p.id) < 3
         or (select count(*) from property_amenities a join categories ac on ac.id = a.category_id
             where a.property_id = p.id and ac.master_id in (${MASTER.facility}, ${MASTER.feature})) < 6`);
    expect(broken).toBe(0);
    // Generated listings carry an agent, a reference and (in Dubai) a permit of their own.
    expect(
      await count(sql`
        select count(*)::int n from properties p join locations l on l.id = p.location_id
        where p.agent_id is null or (l.state = 'Dubai' and p.permit_number !~ '^[0-9]{10}$')`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int n from (select permit_number from properties
      where permit_number is not null group by 1 having count(*) > 1) d`),
    ).toBe(0);
    // Generated listings spread over every place, the new towns' too.
    const after = await perPlace();
    expect(Object.keys(after).filter((label) => after[label] === perPlaceBefore[label])).toEqual([]);
  }, 60_000);

  // What the seed writes, demo and generated listings alike, is already what the sanitiser
  // keeps, and plain enough that reads pass it through without parsing it (html.server.ts).
  it("stores only rich text the sanitiser leaves unchanged", async () => {
    const texts = await rows<{ description: string }>(sql`
      select distinct description from (
        select description from properties union all select description from blogs
        union all select description from advertisements union all select description from golden_visas
        union all select description from investments) t`);
    expect(texts.length).toBeGreaterThan(100);
    const changed = texts.map((t) => t.description).filter((html) => sanitizeRichText(html) !== html);
    expect(changed.slice(0, 3)).toEqual([]);
    const parsed = texts.map((t) => t.description).filter((html) => !isPlainRichText(html));
    expect(parsed.length).toBeLessThan(texts.length / 10);
  }, 60_000);
});
