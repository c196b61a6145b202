import path from "node:path";
import { Readable } from "node:stream";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTRY_UPLOAD_MAX_BYTES } from "../../app/modules/market/admin-form";
import { importRegistryFile } from "../../app/modules/market/import.server";
import { RENT_COLUMNS, TRANSACTION_COLUMNS } from "../../app/modules/market/rows";
import type { Db } from "../../db/client";
import { locations, registryAreaMap, registryImports, registryRents, registrySales } from "../../db/schema";
import { signInAs } from "../helpers/auth";
import { apiClient } from "../helpers/factories";
import { fieldErrorOf } from "../helpers/http";
import { filesIn, onDisk, ownTemporaryFolder, postStreamed, repeatedLines, streamedForm } from "../helpers/multipart";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const BOM = "\uFEFF";
const csvLine = (cols: readonly string[], v: Record<string, string>) =>
  cols.map((c) => (/[",\n]/.test(v[c] ?? "") ? `"${(v[c] ?? "").replace(/"/g, '""')}"` : (v[c] ?? ""))).join(",");
const file = (cols: readonly string[], rows: Record<string, string>[], bom = true) =>
  `${bom ? BOM : ""}${[cols.join(","), ...rows.map((r) => csvLine(cols, r))].join("\r\n")}\r\n`;

type S = {
  id: string;
  date: string;
  area: string;
  master?: string;
  rooms?: string;
  offPlan?: boolean;
  sqm: number;
  aed: number;
  group?: string;
};
const saleRow = (s: S) => ({
  transaction_id: s.id,
  trans_group_en: s.group ?? "Sales",
  procedure_name_en: "Sell",
  instance_date: s.date,
  property_type_en: "Unit",
  property_usage_en: "Residential",
  reg_type_en: s.offPlan ? "Off-Plan Properties" : "Existing Properties",
  area_name_en: s.area,
  master_project_en: s.master ?? "",
  building_name_en: "Marina Tower, Block A",
  rooms_en: s.rooms ?? "2 B/R",
  procedure_area: s.sqm ? String(s.sqm) : "",
  actual_worth: String(s.aed),
  no_of_parties_role_1: "1",
});

/** File A: DD-MM-YYYY dates; sales matched by mapping, master project and name; mortgages, gifts, junk, an unknown area. */
const FILE_A = file(TRANSACTION_COLUMNS, [
  saleRow({ id: "A1", date: "10-06-2025", area: "Marsa Dubai", sqm: 100, aed: 2_000_000 }), // 20,000 per m², ready
  saleRow({ id: "A2", date: "11-06-2025", area: "Marsa Dubai", sqm: 100, aed: 3_000_000, offPlan: true }), // 30,000 off-plan
  saleRow({ id: "A3", date: "12-05-2025", area: "Dubai Marina", sqm: 50, aed: 1_250_000, rooms: "Studio" }), // 25,000 ready, by name
  saleRow({
    id: "A4",
    date: "01-04-2025",
    area: "Al Barsha South Fourth",
    master: "Jumeirah Village Circle",
    sqm: 40,
    aed: 480_000,
    rooms: "Studio",
    offPlan: true,
  }),
  saleRow({ id: "A5", date: "01-04-2025", area: "Marsa Dubai", sqm: 100, aed: 1_500_000, group: "Mortgages" }),
  saleRow({ id: "A6", date: "01-04-2025", area: "Marsa Dubai", sqm: 100, aed: 1_500_000, group: "Gifts" }),
  saleRow({ id: "A7", date: "01-04-2025", area: "Marsa Dubai", sqm: 100, aed: 1 }), // a 1-dirham sale
  saleRow({ id: "A8", date: "01-04-2025", area: "Marsa Dubai", sqm: 0, aed: 1_500_000 }), // no size
  saleRow({ id: "A9", date: "02-04-2025", area: "Al Warsan First", sqm: 80, aed: 700_000 }), // no community of ours
]);

/** File B: YYYY-MM-DD HH:MM:SS dates; one sale already in file A, two new, one of them the latest (June 2025). */
const FILE_B = file(TRANSACTION_COLUMNS, [
  saleRow({ id: "A1", date: "2025-06-10 00:00:00", area: "Marsa Dubai", sqm: 100, aed: 2_000_000 }),
  saleRow({ id: "B1", date: "2025-06-20 00:00:00", area: "Marsa Dubai", sqm: 120, aed: 2_640_000 }), // 22,000 ready
  // Outside the 12 months to June 2025: in the 24 months' trend only.
  saleRow({ id: "B2", date: "2024-03-02 00:00:00", area: "Marsa Dubai", sqm: 100, aed: 1_000_000 }),
]);

type R = { id: string; line?: number; units?: number; amount: number; sub: string; area?: string; start?: string };
const rentLine = (r: R) => ({
  contract_id: r.id,
  contract_reg_type_en: "New",
  contract_start_date: r.start ?? "2025-05-01 00:00:00",
  contract_end_date: "2026-04-30 00:00:00",
  contract_amount: String(r.amount),
  annual_amount: String(r.amount),
  no_of_prop: String(r.units ?? 1),
  line_number: String(r.line ?? 1),
  ejari_bus_property_type_en: "Unit",
  ejari_property_type_en: "Flat",
  ejari_property_sub_type_en: r.sub,
  property_usage_en: "Residential",
  area_name_en: r.area ?? "Marsa Dubai",
  actual_area: "100",
});

/** Rents: a contract over two units (its amount on both lines), a studio, a flat without rooms, junk, an unknown area. */
const RENTS = file(RENT_COLUMNS, [
  rentLine({ id: "C1", line: 1, units: 2, amount: 200_000, sub: "2 bed rooms+hall" }),
  rentLine({ id: "C1", line: 2, units: 2, amount: 200_000, sub: "2 bed rooms+hall" }),
  rentLine({ id: "C2", amount: 80_000, sub: "Studio" }),
  rentLine({ id: "C3", amount: 100_000, sub: "Flat" }),
  rentLine({ id: "C4", amount: 0, sub: "Studio" }),
  rentLine({ id: "C5", amount: 90_000, sub: "Studio", area: "Al Warsan First" }),
]);

const stream = (text: string) => Readable.from([Buffer.from(text, "utf8")]);

async function rows(db: Db) {
  const [s] = await db.select({ n: count() }).from(registrySales);
  const [r] = await db.select({ n: count() }).from(registryRents);
  return { sales: s?.n ?? 0, rents: r?.n ?? 0 };
}

describe.each(databases())("land-registry import, figures and area guides on %s", (database) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  const marina = "11111111-1111-4111-8111-111111111111";

  beforeAll(async () => {
    server = await startTestServer({ database });
    api = apiClient(server.url);
    await server.db.insert(locations).values([
      {
        id: marina,
        country: "United Arab Emirates",
        state: "Dubai",
        city: "Dubai",
        label: "Dubai Marina",
        latitude: 25.08,
        longitude: 55.14,
        translations: { ar: { label: "دبي مارينا", city: "دبي" } },
      },
      {
        country: "United Arab Emirates",
        state: "Dubai",
        city: "Dubai",
        label: "Jumeirah Village Circle",
        aliases: ["JVC"],
        latitude: 25.06,
        longitude: 55.2,
      },
    ]);
    await server.db.insert(registryAreaMap).values({ areaName: "Marsa Dubai", locationId: marina });
  });
  afterAll(() => server?.close());
  const postForm = (cookie: string, body: URLSearchParams) =>
    fetch(`${server.url}/admin/market`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body,
    });
  const load = (kind: "transactions" | "rents", text: string, fileName: string) =>
    importRegistryFile(server.db, { kind, input: stream(text), fileName, trigger: "command" });

  it("imports a transactions file with a byte-order mark and DD-MM-YYYY dates, counting what it skipped", async () => {
    const outcome = await load("transactions", FILE_A, "a.csv");
    expect(outcome.status).toBe("done");
    expect(outcome.counts).toEqual({
      read: 9,
      imported: 5,
      skippedNotSale: 2,
      skippedJunk: 2,
      unmatchedArea: 1,
      duplicates: 0,
    });
    expect(outcome.unmatched).toEqual([["Al Warsan First", 1]]);
    const [run] = await server.db.select().from(registryImports).where(sql`${registryImports.id} = ${outcome.id}`);
    expect(run).toMatchObject({
      status: "done",
      read: 9,
      imported: 5,
      skippedNotSale: 2,
      skippedJunk: 2,
      unmatchedArea: 1,
    });
    expect(run?.unmatchedNames).toEqual({ "Al Warsan First": 1 });
  });

  it("imports YYYY-MM-DD HH:MM:SS dates and adds nothing for a row already stored", async () => {
    const outcome = await load("transactions", FILE_B, "b.csv");
    expect(outcome.counts).toMatchObject({ read: 3, imported: 2, duplicates: 1 });
    const [b1] = await server.db.select().from(registrySales).where(sql`${registrySales.transactionId} = 'B1'`);
    expect(b1).toMatchObject({ date: "2025-06-20", locationId: marina, rooms: "2", offPlan: false });
  });

  it("re-importing the same file adds nothing", async () => {
    const before = await rows(server.db);
    const again = await load("transactions", FILE_A, "a.csv");
    expect(again.counts).toMatchObject({ read: 9, imported: 0, duplicates: 5 });
    expect(await rows(server.db)).toEqual(before);
  });

  it("imports rent contracts, one contract over two units counted once", async () => {
    const outcome = await load("rents", RENTS, "rents.csv");
    expect(outcome.counts).toMatchObject({ read: 6, imported: 5, skippedJunk: 1, unmatchedArea: 1 });
    const again = await load("rents", RENTS, "rents.csv");
    expect(again.counts).toMatchObject({ imported: 0, duplicates: 5 });
  });

  it("refuses a file that is not the registry's, and a bad file removes nothing", async () => {
    const before = await rows(server.db);
    const wrong = await load("transactions", RENTS, "wrong.csv");
    expect(wrong.status).toBe("failed");
    expect(wrong.error).toMatch(/trans_group_en/);
    const broken = await load(
      "transactions",
      `${FILE_A.split("\r\n").slice(0, 2).join("\r\n")}\r\n"unclosed,quote\r\n`,
      "broken.csv",
    );
    expect(broken.status).toBe("failed");
    expect(await rows(server.db)).toEqual(before);
  });

  it("GET /api/areas lists the communities with figures", async () => {
    const { status, body } = await api.get("/areas");
    expect(status).toBe(200);
    expect(body.data.map((a: { slug: string }) => a.slug).sort()).toEqual(["dubai-marina", "jumeirah-village-circle"]);
  });

  it("GET /api/areas/:slug answers medians split ready/off-plan and by rooms, the trend, rents, yields and recent sales", async () => {
    const { status, body } = await api.get("/areas/dubai-marina");
    expect(status).toBe(200);
    const d = body.data;
    const psf = (perSqm: number) => Math.round((perSqm / 10.76391041671) * 100) / 100;
    expect(d.name).toBe("Dubai Marina");
    expect(d.periodEnd).toBe("2025-06");
    // The 12 months to June 2025: A1 20,000, A2 30,000 (off-plan), A3 25,000 (studio), B1 22,000 per m²; B2 is older.
    expect(d.sales).toBe(4);
    expect(d.medianPricePerSqft.all).toBe(psf(23_500));
    expect(d.medianPricePerSqft.ready).toBe(psf(22_000));
    expect(d.medianPricePerSqft.offPlan).toBe(psf(30_000));
    expect(d.medianPricePerSqft.byRooms["2"]).toEqual({
      all: psf(22_000),
      ready: psf(21_000),
      offPlan: psf(30_000),
      sales: 3,
    });
    expect(d.medianPricePerSqft.byRooms.studio).toMatchObject({ all: psf(25_000), sales: 1 });
    expect(d.trend).toHaveLength(24);
    expect(d.trend[0].month).toBe("2023-07");
    expect(d.trend.at(-1)).toEqual({ month: "2025-06", medianPricePerSqft: psf(22_000), sales: 3 });
    expect(d.trend.find((p: { month: string }) => p.month === "2024-03")).toMatchObject({
      sales: 1,
      medianPricePerSqft: psf(10_000),
    });
    expect(d.trend.find((p: { month: string }) => p.month === "2025-01")).toEqual({
      month: "2025-01",
      medianPricePerSqft: null,
      sales: 0,
    });
    // C1 counted once: the median of 200,000, 80,000 and 100,000 (counted twice, it would be 150,000).
    expect(d.medianRent).toMatchObject({ all: 100_000, contracts: 3 });
    expect(d.medianRent.byRooms).toMatchObject({ "2": 200_000, studio: 80_000 });
    // Median price of all homes in the 12 months: 2,000,000, 3,000,000, 1,250,000, 2,640,000 -> 2,320,000.
    expect(d.grossYield.all).toBe(Math.round((100_000 / 2_320_000) * 10000) / 10000);
    expect(d.grossYield.byRooms["2"]).toBe(Math.round((200_000 / 2_640_000) * 10000) / 10000);
    expect(d.recentSales[0]).toEqual({
      date: "2025-06-20",
      rooms: "2",
      sizeSqm: 120,
      sizeSqft: 1292,
      price: 2_640_000,
      offPlan: false,
    });
    expect(d.recentSales).toHaveLength(5);
    for (const s of d.recentSales)
      expect(Object.keys(s).sort()).toEqual(["date", "offPlan", "price", "rooms", "sizeSqft", "sizeSqm"]);
  });

  it("answers 400 naming the slug for a malformed one, 404 for an unknown one", async () => {
    const bad = await api.get("/areas/Dubai_Marina");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(["slug"]);
    const unknown = await api.get("/areas/atlantis");
    expect(unknown.status).toBe(404);
    expect(unknown.body.status).toBe(false);
    const extra = await api.get("/areas?page=2");
    expect(extra.status).toBe(400);
  });

  it("serves the area guide in English and Arabic, and 404 for a community without figures", async () => {
    const en = await fetch(`${server.url}/area/dubai-marina`);
    expect(en.status).toBe(200);
    const html = await en.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Homes sold in Dubai Marina in the 12 months to June 2025: 4.");
    expect(html).toContain('data-testid="trend-chart"');
    const ar = await fetch(`${server.url}/ar/area/dubai-marina`);
    expect(ar.status).toBe(200);
    const arHtml = await ar.text();
    expect(arHtml).toMatch(/<html[^>]*dir="rtl"/);
    expect(arHtml).toContain("دبي مارينا");
    expect((await fetch(`${server.url}/area/atlantis`)).status).toBe(404);
  });

  it("lets staff map an unmatched registry name, which moves its rows into the community's figures", async () => {
    const staff = await signInAs(server.db, "editor");
    const page = await fetch(`${server.url}/admin/market`, { headers: { cookie: staff.cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Al Warsan First");
    const body = new URLSearchParams({ intent: "map", areaName: "Al Warsan First", locationId: marina });
    const res = await postForm(staff.cookie, body);
    expect(res.status).toBe(200);
    const { body: after } = await api.get("/areas/dubai-marina");
    expect(after.data.sales).toBe(5);
    const refused = await postForm(
      staff.cookie,
      new URLSearchParams({ intent: "map", areaName: "", locationId: "nope" }),
    );
    expect(refused.status).toBe(400);
  });

  it("takes a file uploaded in the back office and records its run", async () => {
    const staff = await signInAs(server.db, "editor");
    const form = new FormData();
    form.set("intent", "upload");
    form.set("kind", "transactions");
    form.set(
      "file",
      new Blob([
        file(TRANSACTION_COLUMNS, [
          saleRow({ id: "U1", date: "2025-06-25 00:00:00", area: "Dubai Marina", sqm: 60, aed: 1_500_000 }),
        ]),
      ]),
      "upload.csv",
    );
    const res = await fetch(`${server.url}/admin/market`, {
      method: "POST",
      headers: { cookie: staff.cookie, origin: server.url },
      body: form,
    });
    expect(res.status).toBe(200);
    const [run] = await server.db.select().from(registryImports).where(sql`${registryImports.fileName} = 'upload.csv'`);
    expect(run).toMatchObject({ trigger: "staff", status: "done", read: 1, imported: 1 });
  });

  describe("uploads streamed to disk", () => {
    let uploads: Awaited<ReturnType<typeof ownTemporaryFolder>>;
    beforeAll(async () => {
      uploads = await ownTemporaryFolder();
    });
    afterAll(() => uploads.restore());
    const stored = () => filesIn(path.join(uploads.folder, "registry-uploads"));
    const runs = async () => (await server.db.select({ n: count() }).from(registryImports))[0]?.n ?? 0;
    const header = `${BOM}${TRANSACTION_COLUMNS.join(",")}\r\n`;
    const mortgage = `${csvLine(TRANSACTION_COLUMNS, saleRow({ id: "M", date: "2025-06-01", area: "Marsa Dubai", sqm: 90, aed: 900_000, group: "Mortgages" }))}\r\n`;

    it("writes the file to disk while it is still arriving, and imports it", async () => {
      const staff = await signInAs(server.db, "editor");
      const total = 12 * 1024 * 1024;
      const form = streamedForm(
        { intent: "upload", kind: "transactions" },
        {
          field: "file",
          name: "mortgages.csv",
          chunks: async function* () {
            yield Buffer.from(header);
            let sent = 0;
            for await (const chunk of repeatedLines(mortgage, total)) {
              yield chunk;
              sent += chunk.length;
              // Half way, the server must already hold a good part of the file on disk, not in memory.
              if (sent >= total / 2 && sent - chunk.length < total / 2) await onDisk(stored, total / 4);
            }
          },
        },
      );
      const res = await postStreamed(`${server.url}/admin/market`, staff.cookie, form);
      expect(res.status).toBe(200);
      const [run] = await server.db
        .select()
        .from(registryImports)
        .where(sql`${registryImports.fileName} = 'mortgages.csv'`);
      expect(run).toMatchObject({ status: "done", imported: 0 });
      expect(run?.skippedNotSale).toBe(run?.read);
      expect(run?.read).toBeGreaterThan(40_000);
      expect(await stored()).toEqual([]);
    }, 60_000);

    it("refuses a file past 100 MB with a 413 on its field, keeping no copy and recording no run", async () => {
      const staff = await signInAs(server.db, "editor");
      const before = await runs();
      const form = streamedForm(
        { intent: "upload", kind: "transactions" },
        {
          field: "file",
          name: "huge.csv",
          chunks: async function* () {
            yield Buffer.from(header);
            yield* repeatedLines(mortgage, REGISTRY_UPLOAD_MAX_BYTES);
          },
        },
      );
      const res = await postStreamed(`${server.url}/admin/market`, staff.cookie, form);
      expect(res.status).toBe(413);
      expect(fieldErrorOf(await res.text(), "market-file")).toBe(
        "The file is larger than 100 MB: import it with npm run data:import-dld.",
      );
      expect(await stored()).toEqual([]);
      expect(await runs()).toBe(before);
    }, 60_000);

    it("refuses a post without a file with a 400 on its field", async () => {
      const staff = await signInAs(server.db, "editor");
      const form = new FormData();
      form.set("intent", "upload");
      form.set("kind", "rents");
      form.set("file", new Blob([]), "");
      const before = await runs();
      const res = await fetch(`${server.url}/admin/market`, {
        method: "POST",
        headers: { cookie: staff.cookie, origin: server.url },
        body: form,
      });
      expect(res.status).toBe(400);
      expect(fieldErrorOf(await res.text(), "market-file")).toBe("Choose a CSV file to import.");
      expect(await runs()).toBe(before);
    });

    it("refuses an upload posted from another site, reading nothing", async () => {
      const staff = await signInAs(server.db, "editor");
      const before = await runs();
      const form = new FormData();
      form.set("intent", "upload");
      form.set("kind", "transactions");
      form.set("file", new Blob([FILE_B]), "cross-site.csv");
      const res = await fetch(`${server.url}/admin/market`, {
        method: "POST",
        headers: { cookie: staff.cookie, origin: "https://elsewhere.example" },
        body: form,
      });
      expect(res.status).toBe(403);
      expect(await runs()).toBe(before);
      expect(await stored()).toEqual([]);
    });
  });
});
