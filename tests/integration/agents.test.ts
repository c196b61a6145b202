// Issue 17: the licensed agents and agencies directory, its figures, API and pages.
import "../../app/i18n/en-pages";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { agentAreas, agents, auditLog, brokerages, enquiries, images, properties } from "../../db/schema";
import { type SignedIn, signInAs } from "../helpers/auth";
import { apiClient, type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Two agencies and four agents over the fixtures' listings:
 *   Rania Farouk (Harbour Light, ar/en, Dubai Marina): the two published Marina listings and the
 *     draft; enquiries answered after 1 h, 3 h and 2 h, one waiting, one spam and one from
 *     100 days ago (the last two left out): rate 3/4, median 2 h.
 *   Pavel Orlov (Oasis Key, ru/en, Downtown Dubai): the Downtown office; no enquiries.
 *   Sam Carter (Oasis Key, en): no area, no listing.
 *   Leila Nasser (Harbour Light, ar/fr, Al Reem Island): left the agency (inactive), never listed.
 */
async function seedAgents(db: Db, fx: Fixtures) {
  const [harbour, oasis] = await db
    .insert(brokerages)
    .values([
      {
        slug: "harbour-light-realty",
        name: "Harbour Light Realty",
        orn: "11111",
        tradeLicence: "DED-1",
        languages: ["en", "ar"],
        phone: "+971 4 111 1111",
        whatsapp: "+971 50 111 1111",
        email: "office@harbourlight.example",
        description: "Waterfront homes.",
        translations: { ar: { name: "هاربر لايت العقارية", description: "منازل على الواجهة البحرية." } },
      },
      {
        slug: "oasis-key-brokers",
        name: "Oasis Key Brokers",
        orn: "22222",
        tradeLicence: "DED-2",
        languages: ["en", "ru"],
      },
    ])
    .returning();
  if (!harbour || !oasis) throw new Error("brokerages not inserted");
  const [rania, pavel, , leila] = await db
    .insert(agents)
    .values([
      {
        slug: "rania-farouk",
        name: "Rania Farouk",
        brn: "50001",
        brokerageId: harbour.id,
        languages: ["ar", "en"],
        phone: "+971 50 123 4567",
        whatsapp: "+971 50 123 4567",
        email: "rania@harbourlight.example",
        bio: "Rania sells Marina apartments.",
        translations: { ar: { bio: "تبيع رانيا شقق المارينا." } },
      },
      { slug: "pavel-orlov", name: "Pavel Orlov", brn: "50002", brokerageId: oasis.id, languages: ["ru", "en"] },
      { slug: "sam-carter", name: "Sam Carter", brn: "50003", brokerageId: oasis.id, languages: ["en"] },
      {
        slug: "leila-nasser",
        name: "Leila Nasser",
        brn: "50004",
        brokerageId: harbour.id,
        languages: ["ar", "fr"],
        isActive: false,
      },
    ])
    .returning();
  if (!rania || !pavel || !leila) throw new Error("agents not inserted");
  await db.insert(agentAreas).values([
    { agentId: rania.id, locationId: fx.locations.marina.id },
    { agentId: pavel.id, locationId: fx.locations.downtown.id },
    { agentId: leila.id, locationId: fx.locations.reem.id },
  ]);
  for (const p of [fx.properties.marinaVilla, fx.properties.marinaApartment, fx.hiddenDraft])
    await db.update(properties).set({ agentId: rania.id }).where(eq(properties.id, p.id));
  await db.update(properties).set({ agentId: pavel.id }).where(eq(properties.id, fx.properties.downtownOffice.id));
  const now = Date.now();
  const enquiry = (daysAgo: number, answeredAfterHours: number | null, status: "New" | "Contacted" | "Spam") => {
    const created = new Date(now - daysAgo * DAY);
    return {
      fullName: "Test Visitor",
      phone: "+971500000000",
      email: "visitor@example.com",
      inquireType: "Property Enquiry" as const,
      agentId: rania.id,
      status,
      createdAt: created,
      firstResponseAt: answeredAfterHours === null ? null : new Date(created.getTime() + answeredAfterHours * HOUR),
    };
  };
  await db
    .insert(enquiries)
    .values([
      enquiry(10, 1, "Contacted"),
      enquiry(5, 3, "Contacted"),
      enquiry(2, 2, "Contacted"),
      enquiry(1, null, "New"),
      enquiry(3, null, "Spam"),
      enquiry(100, 100, "Contacted"),
    ]);
}

describe.each(databases())("agents and agencies on %s", (database) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let fx: Fixtures;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      seed: async (db) => {
        fx = await seedFixtures(db);
        await seedAgents(db, fx);
      },
    });
    api = apiClient(server.url);
  });
  afterAll(() => server?.close());

  async function page(path: string): Promise<{ status: number; html: string }> {
    const res = await fetch(server.url + path);
    return { status: res.status, html: await res.text() };
  }
  const names = (body: { data: { name: string }[] }) => body.data.map((a) => a.name);

  describe("GET /api/agents", () => {
    it("lists the active agents by name, 12 a page, in the contract's shape", async () => {
      const { status, body } = await api.get("/agents");
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: true, total: 3, page: 1, limit: 12 });
      expect(names(body)).toEqual(["Pavel Orlov", "Rania Farouk", "Sam Carter"]);
      const rania = body.data[1];
      expect(rania).toMatchObject({
        slug: "rania-farouk",
        name: "Rania Farouk",
        brn: "50001",
        photo: null,
        languages: ["ar", "en"],
        phone: "+971 50 123 4567",
        whatsapp: "+971 50 123 4567",
        email: "rania@harbourlight.example",
        areas: [{ _id: fx.locations.marina.id, label: "Dubai Marina" }],
        agency: { name: "Harbour Light Realty", orn: "11111", slug: "harbour-light-realty" },
      });
      expect(typeof rania._id).toBe("string");
    });

    it.each([
      ["q=RANIA", ["Rania Farouk"]],
      ["q=ar", ["Rania Farouk", "Sam Carter"]],
      ["language=ru", ["Pavel Orlov"]],
      ["language=AR", ["Rania Farouk"]],
      ["language=fr", []],
      ["area=Dubai%20Marina", ["Rania Farouk"]],
      ["area=dubai%20marina", ["Rania Farouk"]],
      ["area=Downtown%20Dubai&language=en", ["Pavel Orlov"]],
      ["area=Al%20Reem%20Island", []],
      ["page=2", []],
    ])("filters %s", async (query, expected) => {
      const { status, body } = await api.get(`/agents?${query}`);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(names(body)).toEqual(expected);
    });

    it("takes a place's id or its name in another language as the area", async () => {
      const byId = await api.get(`/agents?area=${fx.locations.downtown.id}`);
      expect(names(byId.body)).toEqual(["Pavel Orlov"]);
    });

    it.each([
      ["language=r1", "language"],
      ["language=english", "language"],
      ["area=Atlantis", "area"],
      ["page=0", "page"],
      ["page=abc", "page"],
      [`q=${"x".repeat(101)}`, "q"],
    ])("refuses %s with a 400 naming %s", async (query, field) => {
      const { status, body } = await api.get(`/agents?${query}`);
      expect(status).toBe(400);
      expect(body.status).toBe(false);
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(body.errors[field]).toContain(field);
    });

    it("refuses a parameter it does not know, naming it", async () => {
      const { status, body } = await api.get("/agents?agency=1");
      expect(status).toBe(400);
      expect(Object.keys(body.errors)).toEqual(["agency"]);
    });
  });

  describe("figures", () => {
    it("counts live listings and the last 90 days' enquiries: response rate and median first response", async () => {
      const { status, body } = await api.get("/agents/rania-farouk");
      expect(status).toBe(200);
      // The draft is not live; the spam and the 100-day-old enquiry are left out.
      expect(body.data.figures).toEqual({
        listingsLive: 2,
        enquiries: 4,
        responded: 3,
        responseRate: 0.75,
        medianResponseSeconds: 7200,
      });
    });

    it("has no rate and no response time for an agent without enquiries", async () => {
      const { body } = await api.get("/agents/pavel-orlov");
      expect(body.data.figures).toEqual({
        listingsLive: 1,
        enquiries: 0,
        responded: 0,
        responseRate: null,
        medianResponseSeconds: null,
      });
    });
  });

  it("answers 404 for an unknown, malformed or inactive agent", async () => {
    for (const slug of ["nobody", "Rania-Farouk", "leila-nasser", "a%20b"]) {
      const { status, body } = await api.get(`/agents/${slug}`);
      expect(status, slug).toBe(404);
      expect(body.status).toBe(false);
    }
  });

  describe("GET /api/agencies", () => {
    it("lists agencies with their active agents and live listings", async () => {
      const { status, body } = await api.get("/agencies");
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: true, total: 2 });
      expect(
        body.data.map((a: { name: string; orn: string; agentCount: number; listingsLive: number }) => [
          a.name,
          a.orn,
          a.agentCount,
          a.listingsLive,
        ]),
      ).toEqual([
        ["Harbour Light Realty", "11111", 1, 2],
        ["Oasis Key Brokers", "22222", 2, 1],
      ]);
    });

    it("filters by name and language, and refuses a bad language", async () => {
      expect(names((await api.get("/agencies?language=ru")).body)).toEqual(["Oasis Key Brokers"]);
      expect(names((await api.get("/agencies?q=harbour")).body)).toEqual(["Harbour Light Realty"]);
      const bad = await api.get("/agencies?language=123");
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(["language"]);
    });

    it("answers an agency with its agents, and 404 for an unknown one", async () => {
      const { status, body } = await api.get("/agencies/harbour-light-realty");
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ name: "Harbour Light Realty", orn: "11111", agentCount: 1 });
      expect(names({ data: body.data.agents })).toEqual(["Rania Farouk"]);
      expect((await api.get("/agencies/nowhere")).status).toBe(404);
    });
  });

  describe("pages", () => {
    it("/agents searches by language without JavaScript (a GET form) and links each profile", async () => {
      const { status, html } = await page("/agents?language=ru");
      expect(status).toBe(200);
      const form = html.match(/<form[^>]*role="search"[^>]*>/)?.[0] ?? "";
      expect(form).toContain('method="get"');
      expect(form).toContain('action="/agents"');
      expect(html).toContain('href="/agents/pavel-orlov"');
      expect(html).not.toContain('href="/agents/rania-farouk"');
      const all = await page("/agents");
      // Contact buttons are plain links: call, WhatsApp (digits only) and e-mail.
      expect(all.html).toContain('href="https://wa.me/971501234567"');
      expect(all.html).toContain('href="tel:+971501234567"');
      expect(all.html).toContain('href="mailto:rania@harbourlight.example"');
    });

    it("names the field in the page's language when a filter is wrong, with a 400", async () => {
      const en = await page("/agents?language=1");
      expect(en.status).toBe(400);
      expect(en.html).toContain("language must be a 2- or 3-letter language code.");
      const ar = await page("/ar/agents?area=Atlantis");
      expect(ar.status).toBe(400);
      expect(ar.html).toContain("يجب أن تكون المنطقة مكانًا يخدمه وكلاؤنا.");
    });

    it("shows an agent's profile in Arabic: right to left, the Arabic bio, live listings, JSON-LD", async () => {
      const { status, html } = await page("/ar/agents/rania-farouk");
      expect(status).toBe(200);
      expect(html).toMatch(/<html[^>]*lang="ar"[^>]*dir="rtl"/);
      expect(html).toContain("تبيع رانيا شقق المارينا.");
      expect(html).toContain("هاربر لايت العقارية");
      expect(html).toContain(`href="/ar/property/${fx.properties.marinaVilla.id}"`);
      expect(html).toContain(`href="/ar/property/${fx.properties.marinaApartment.id}"`);
      expect(html).not.toContain(fx.hiddenDraft.id);
      expect(html).toContain('<link rel="canonical" href="http://127.0.0.1');
      expect(html).toMatch(/hrefLang="ru"|hreflang="ru"/);
      const json = JSON.parse(
        html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? "{}",
      );
      expect(json).toMatchObject({
        "@type": "RealEstateAgent",
        name: "Rania Farouk",
        identifier: { propertyID: "BRN", value: "50001" },
        // Names in the page's language, as the page shows them.
        worksFor: { "@type": "RealEstateAgent", name: "هاربر لايت العقارية" },
      });
    });

    it("shows an agency with its agents, and the site's 404 for unknown slugs", async () => {
      const agency = await page("/agencies/harbour-light-realty");
      expect(agency.status).toBe(200);
      expect(agency.html).toContain('href="/agents/rania-farouk"');
      expect(agency.html).not.toContain("leila-nasser");
      for (const path of ["/agents/nobody", "/agencies/nowhere", "/ru/agents/leila-nasser"]) {
        expect((await page(path)).status, path).toBe(404);
      }
    });

    it("links an agency's live-listings figure to its listings, paged on the server", async () => {
      const profile = await page("/agencies/harbour-light-realty");
      expect(profile.html).toMatch(
        /<a[^>]*href="\/property-search\?agency=harbour-light-realty"[^>]*>2 live listings<\/a>/,
      );
      const directory = await page("/agencies");
      expect(directory.html).toMatch(
        /<a[^>]*href="\/property-search\?agency=oasis-key-brokers"[^>]*>1 live listing<\/a>/,
      );
      const arabic = await page("/ar/agencies/harbour-light-realty");
      expect(arabic.html).toContain('href="/ar/property-search?agency=harbour-light-realty"');

      const first = await page("/property-search?agency=harbour-light-realty&limit=1");
      expect(first.status).toBe(200);
      const shown = (html: string) =>
        Object.values(fx.properties)
          .filter((p) => html.includes(`href="/property/${p.id}"`))
          .map((p) => p.title);
      expect(shown(first.html)).toEqual(["Marina Villa"]);
      // Whose listings these are, with the way back to the agency.
      expect(first.html).toMatch(
        /Agency:<a[^>]*href="\/agencies\/harbour-light-realty"[^>]*>Harbour Light Realty<\/a>/,
      );
      expect(first.html).toContain('href="/property-search?agency=harbour-light-realty&amp;limit=1&amp;page=2"');
      const second = await page("/property-search?agency=harbour-light-realty&limit=1&page=2");
      expect(shown(second.html)).toEqual(["Marina Apartment"]);
      const other = await page("/property-search?agency=oasis-key-brokers");
      expect(shown(other.html)).toEqual(["Downtown Office"]);
      // An agency nobody has: no listing matches.
      expect((await page("/property-search?agency=nowhere")).status).toBe(404);
    });

    it("lists the directory and every active profile in the sitemap, and links it from the footer", async () => {
      const { html: xml } = await page("/sitemap-pages.xml");
      for (const path of ["/agents", "/agencies", "/agents/rania-farouk", "/agencies/oasis-key-brokers"])
        expect(xml).toContain(`${path}</loc>`);
      expect(xml).not.toContain("leila-nasser");
      const home = await page("/agencies");
      expect(home.html).toMatch(/<footer[\s\S]*href="\/agents"[\s\S]*<\/footer>/);
    });
  });

  describe("back office", () => {
    let editor: SignedIn;
    let customer: SignedIn;
    beforeAll(async () => {
      editor = await signInAs(server.db, "editor");
      customer = await signInAs(server.db, "customer");
    });

    const form = (fields: Record<string, string | string[]>, file?: File) => {
      const body = new FormData();
      for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
      if (file) body.append("imageFile", file);
      return body;
    };
    const post = (path: string, body: FormData, who: SignedIn | null = editor) =>
      fetch(server.url + path, {
        method: "POST",
        redirect: "manual",
        headers: who ? { cookie: who.cookie } : {},
        body,
      });
    const get = (path: string, who: SignedIn | null = editor) =>
      fetch(server.url + path, { redirect: "manual", headers: who ? { cookie: who.cookie } : {} });
    const createdId = (res: Response) => {
      expect(res.status).toBe(302);
      return (/\/([0-9a-f-]{36})\?saved=1$/.exec(res.headers.get("location") ?? "") ?? [])[1] as string;
    };
    const agency = {
      name: "Dune Gate Properties",
      slug: "",
      orn: "33333",
      tradeLicence: "DED-3",
      address: "Office 1, Dune Gate, Al Barsha, Dubai",
      phone: "+971 4 333 3333",
      whatsapp: "+971 50 333 3333",
      email: "hello@dunegate.example",
      languages: "en, AR, hi",
      description: "Family homes.",
    };

    it("serves each list for a client-side navigation too (the .data request)", async () => {
      const agentsData = await (await get("/admin/agents.data")).text();
      expect(agentsData).toContain("Rania Farouk");
      expect(agentsData).toContain("50001");
      const agenciesData = await (await get("/admin/agencies.data")).text();
      expect(agenciesData).toContain("Oasis Key Brokers");
      expect(agenciesData).not.toContain("Rania Farouk");
    });

    it("is for staff only", async () => {
      expect((await get("/admin/agents", customer)).status).toBe(403);
      expect((await post("/admin/agencies/new", form(agency), customer)).status).toBe(403);
      const anonymous = await get("/admin/agencies", null);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toContain("/login-signup");
    });

    it("creates an agency with its logo, shown on the site at once, and refuses a taken ORN as a field error", async () => {
      const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#12324f" } })
        .png()
        .toBuffer();
      const id = createdId(
        await post("/admin/agencies/new", form(agency, new File([new Uint8Array(png)], "logo.png"))),
      );
      const [row] = await server.db.select().from(brokerages).where(eq(brokerages.id, id));
      expect(row).toMatchObject({ slug: "dune-gate-properties", orn: "33333", languages: ["en", "ar", "hi"] });
      expect(row?.logoImageId).toBeTruthy();
      const [logo] = await server.db
        .select()
        .from(images)
        .where(eq(images.id, row?.logoImageId as string));
      expect(logo?.contentType).toMatch(/^image\//);
      const list = await api.get("/agencies?q=dune");
      expect(list.body.data[0]).toMatchObject({ name: "Dune Gate Properties", logo: `/media/${row?.logoImageId}` });

      const taken = await post("/admin/agencies/new", form({ ...agency, name: "Copy Cat", orn: "11111" }));
      expect(taken.status).toBe(400);
      expect(await taken.text()).toContain("ORN is already used by another record.");
      const bad = await post(
        "/admin/agencies/new",
        form({ ...agency, name: "Short", orn: "12", languages: "english" }),
      );
      expect(bad.status).toBe(400);
      const html = await bad.text();
      expect(html).toContain("ORN must be 4 or 5 digits.");
      expect(html).toContain("Languages must be 2- or 3-letter codes");
      expect(await server.db.select().from(brokerages).where(eq(brokerages.name, "Short"))).toEqual([]);
    });

    it("creates, translates, deactivates and deletes an agent, audited; a taken BRN is a field error", async () => {
      const [dune] = await server.db.select().from(brokerages).where(eq(brokerages.orn, "33333"));
      const fields = {
        name: "Omar Haddad",
        slug: "",
        brn: "50010",
        brokerageId: dune?.id as string,
        languages: "ar, en",
        phone: "+971 50 444 4444",
        whatsapp: "+971 50 444 4444",
        email: "omar@dunegate.example",
        bio: "Omar sells villas.",
        areas: [fx.locations.marina.id, fx.locations.reem.id],
        isActive: "on",
      };
      const id = createdId(await post("/admin/agents/new", form(fields)));
      const shown = await api.get("/agents/omar-haddad");
      expect(shown.status).toBe(200);
      expect(shown.body.data.areas.map((a: { label: string }) => a.label).sort()).toEqual([
        "Al Reem Island",
        "Dubai Marina",
      ]);
      expect(shown.body.data.agency).toMatchObject({ name: "Dune Gate Properties", orn: "33333" });

      const dup = await post("/admin/agents/new", form({ ...fields, name: "Someone Else", brn: "50001" }));
      expect(dup.status).toBe(400);
      expect(await dup.text()).toContain("BRN is already used by another record.");

      const translated = await post(
        `/admin/agents/${id}`,
        form({ intent: "translate", lang: "ar", bio: "يبيع عمر الفلل." }),
      );
      expect(translated.status).toBe(200);
      expect((await page("/ar/agents/omar-haddad")).html).toContain("يبيع عمر الفلل.");

      const off = await post(`/admin/agents/${id}`, form({ ...fields, isActive: [] }));
      expect(off.status).toBe(200);
      expect((await api.get("/agents/omar-haddad")).status).toBe(404);
      expect(names((await api.get("/agents?language=ar")).body)).not.toContain("Omar Haddad");

      expect((await post(`/admin/agents/${id}`, form({ intent: "delete" }))).status).toBe(302);
      expect(await server.db.select().from(agents).where(eq(agents.id, id))).toEqual([]);
      const audit = await server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "agent"), eq(auditLog.entityId, id)))
        .orderBy(auditLog.createdAt);
      expect(audit.map((a) => a.action)).toEqual(["create", "translate:ar", "update", "delete"]);
      expect(audit.every((a) => a.actorEmail === editor.email)).toBe(true);
    });

    it("keeps an agent with listings and an agency with agents: deactivate instead", async () => {
      const [rania] = await server.db.select().from(agents).where(eq(agents.slug, "rania-farouk"));
      const [harbour] = await server.db.select().from(brokerages).where(eq(brokerages.slug, "harbour-light-realty"));
      const keptAgent = await post(`/admin/agents/${rania?.id}`, form({ intent: "delete" }));
      expect(keptAgent.status).toBe(409);
      expect(await keptAgent.text()).toContain("This agent still carries listings");
      const keptAgency = await post(`/admin/agencies/${harbour?.id}`, form({ intent: "delete" }));
      expect(keptAgency.status).toBe(409);
      expect((await api.get("/agents/rania-farouk")).status).toBe(200);
      expect((await get("/admin/agents/not-an-id")).status).toBe(404);
    });
  });
});
