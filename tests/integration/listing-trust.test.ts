/**
 * Issue 17, the listing half: Dubai's permit rules in the back office, verification, the
 * daily permit-expiry job, the new property fields and filters of the API and the pages,
 * and enquiries routed to the listing's agent.
 */
import { and, eq } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobs } from "../../app/modules/jobs/jobs.server";
import { dubaiToday } from "../../app/modules/property/permit";
import { definePermitExpiryJob, PERMIT_JOB } from "../../app/modules/property/permit-expiry.server";
import { auditLog, enquiries, mailOutbox, properties } from "../../db/schema";
import { type SignedIn, signInAs } from "../helpers/auth";
import { addAgent, addBrokerage, type Fixtures, seedFixtures } from "../helpers/factories";
import { builtSite, databases, startTestServer, type TestServer } from "../helpers/server";

const FUTURE = "2099-12-31";
const dayOffset = (days: number) => {
  const d = new Date(`${dubaiToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe.each(databases())("listing trust (%s)", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let editor: SignedIn;
  let agency: Awaited<ReturnType<typeof addBrokerage>>;
  let layla: Awaited<ReturnType<typeof addAgent>>;
  let ivan: Awaited<ReturnType<typeof addAgent>>;

  beforeAll(async () => {
    let fixtures: Fixtures | undefined;
    server = await startTestServer({
      database,
      seed: async (db) => {
        fixtures = await seedFixtures(db);
        const f = fixtures;
        agency = await addBrokerage(db, { slug: "palm-keys", name: "Palm Keys Realty", orn: "40123" });
        layla = await addAgent(db, {
          slug: "layla-haddad",
          name: "Layla Haddad",
          brn: "71234",
          brokerageId: agency.id,
          languages: ["en", "ar"],
          email: "layla@palmkeys.example",
          phone: "+971 50 111 2233",
          whatsapp: "+971 50 111 2233",
        });
        ivan = await addAgent(db, {
          slug: "ivan-petrov",
          name: "Ivan Petrov",
          brn: "71235",
          brokerageId: agency.id,
          languages: ["en", "ru"],
          email: "ivan@palmkeys.example",
        });
        const set = (id: string, values: Partial<typeof properties.$inferInsert>) =>
          db.update(properties).set(values).where(eq(properties.id, id));
        await set(f.properties.marinaVilla.id, {
          agentId: layla.id,
          permitNumber: "2000000001",
          permitExpiry: FUTURE,
          referenceNumber: "PK-1001",
          completionStatus: "off_plan",
          furnishing: "furnished",
          verifiedAt: new Date("2026-11-02T08:00:00Z"),
        });
        await set(f.properties.marinaApartment.id, {
          agentId: ivan.id,
          permitNumber: "2000000002",
          permitExpiry: FUTURE,
          referenceNumber: "PK-1002",
          furnishing: "unfurnished",
        });
        await set(f.properties.downtownOffice.id, {
          agentId: ivan.id,
          permitNumber: "2000000003",
          permitExpiry: FUTURE,
          furnishing: "partly",
        });
      },
    });
    fx = fixtures as Fixtures;
    editor = await signInAs(server.db, "editor");
  }, 60_000);
  afterAll(() => server?.close());

  const post = (p: string, body: FormData | URLSearchParams, who: SignedIn | null = editor) =>
    fetch(server.url + p, { method: "POST", redirect: "manual", headers: who ? { cookie: who.cookie } : {}, body });
  const get = (p: string, who: SignedIn | null = null) =>
    fetch(server.url + p, { redirect: "manual", headers: who ? { cookie: who.cookie } : {} });
  const api = async (p: string) => {
    const res = await get(`/api${p}`);
    return { status: res.status, body: await res.json() };
  };
  const ids = async (query: string) =>
    ((await api(`/property/properties?limit=100&${query}`)).body.data as { _id: string }[]).map((p) => p._id).sort();
  const statusOf = async (id: string) =>
    (await server.db.select({ status: properties.status }).from(properties).where(eq(properties.id, id)))[0]?.status;

  /** The editor's form for a listing in Dubai Marina, published with a valid permit; `extra` overrides. */
  function listingForm(extra: Record<string, string> = {}): FormData {
    const form = new FormData();
    const fields: Record<string, string> = {
      intent: "save",
      title: "Trust test flat",
      propertyTypeId: fx.types.apartment.id,
      segment: "Residential",
      purpose: "sale",
      locationId: fx.locations.marina.id,
      priceAmount: "1500000",
      priceCurrency: "AED",
      address: "Marina Walk, Dubai",
      status: "published",
      permitNumber: "3000000001",
      permitExpiry: FUTURE,
      referenceNumber: "TT-1",
      agentId: layla.id,
      completionStatus: "ready",
      furnishing: "",
      ...extra,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  }
  async function create(extra: Record<string, string> = {}): Promise<string> {
    const res = await post("/admin/listings/new", listingForm(extra));
    expect(res.status, await res.clone().text()).toBe(302);
    return (res.headers.get("location") ?? "").split("/").pop()?.split("?")[0] ?? "";
  }

  // ---------------------------------------------------------------- publishing rules

  it("refuses to publish a Dubai listing without a valid, unexpired permit, naming the field", async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { permitNumber: "" },
        "Permit number: a listing in Dubai cannot be published without its ten-digit Trakheesi permit number.",
      ],
      [{ permitNumber: "12345" }, "Permit number must be ten digits (Trakheesi)."],
      [{ permitNumber: "12345678901" }, "Permit number must be ten digits (Trakheesi)."],
      [{ permitNumber: "12345abcde" }, "Permit number must be ten digits (Trakheesi)."],
      [
        { permitExpiry: "" },
        "Permit expiry: a listing in Dubai cannot be published without the permit&#x27;s expiry date.",
      ],
      [{ permitExpiry: dayOffset(-1) }, "Permit expiry: the permit must still be valid after today to publish"],
      [{ permitExpiry: dayOffset(0) }, "Permit expiry: the permit must still be valid after today to publish"],
      [{ permitExpiry: "2026-02-30" }, "Permit expiry must be a date (YYYY-MM-DD)."],
    ];
    const before = (await server.db.select({ id: properties.id }).from(properties)).length;
    for (const [fields, message] of cases) {
      const res = await post("/admin/listings/new", listingForm(fields));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      const html = await res.text();
      expect(html, JSON.stringify(fields)).toContain(message);
    }
    expect((await server.db.select({ id: properties.id }).from(properties)).length).toBe(before);
  });

  it("saves a Dubai draft without a permit, exempts a listing outside Dubai, and publishes a valid one", async () => {
    const draft = await create({ permitNumber: "", permitExpiry: "", status: "draft", title: "Draft no permit" });
    expect(await statusOf(draft)).toBe("draft");
    const abuDhabi = await create({
      locationId: fx.locations.reem.id,
      permitNumber: "",
      permitExpiry: "",
      title: "Abu Dhabi without permit",
    });
    expect(await statusOf(abuDhabi)).toBe("published");
    const valid = await create({ permitNumber: "3000000010", title: "Valid Dubai flat" });
    const [row] = await server.db.select().from(properties).where(eq(properties.id, valid));
    expect(row).toMatchObject({
      status: "published",
      permitNumber: "3000000010",
      permitExpiry: FUTURE,
      referenceNumber: "TT-1",
      agentId: layla.id,
      completionStatus: "ready",
      furnishing: null,
    });
    // The back office's table shows each listing's permit and its expiry.
    const table = await (await get("/admin/listings?q=Valid%20Dubai%20flat", editor)).text();
    expect(table).toContain("Permit 3000000010, until 2099-12-31");
    // The draft cannot be published from the status button either, and stays a draft.
    const publish = new FormData();
    publish.append("intent", "status");
    publish.append("status", "published");
    const res = await post(`/admin/listings/${draft}`, publish);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Permit number: a listing in Dubai cannot be published without");
    expect(await statusOf(draft)).toBe("draft");
  });

  it("refuses a permit already live on another listing, on save and on publish, never a 500", async () => {
    const taken = "Permit number: this permit is already live on another listing.";
    const res = await post("/admin/listings/new", listingForm({ permitNumber: "2000000001" }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(taken);
    // The same permit on a draft is fine (an old advertisement kept for the record)...
    const a = await create({ permitNumber: "3000000020", status: "draft", title: "Twin A" });
    const b = await create({ permitNumber: "3000000020", status: "draft", title: "Twin B" });
    // ...but only one of two publishing at the same moment goes live; the other gets the field message.
    const publish = () => {
      const form = new FormData();
      form.append("intent", "status");
      form.append("status", "published");
      return form;
    };
    const answers = await Promise.all([
      post(`/admin/listings/${a}`, publish()),
      post(`/admin/listings/${b}`, publish()),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = answers.find((r) => r.status === 400);
    expect(await refused?.text()).toContain(taken);
    const live = await server.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.permitNumber, "3000000020"), eq(properties.status, "published")));
    expect(live).toHaveLength(1);
  });

  // ---------------------------------------------------------------- verification

  it("lets staff verify and unverify a listing, audited with who and when; no public call sets it", async () => {
    const id = fx.properties.marinaApartment.id;
    const form = (verified: string) => {
      const f = new FormData();
      f.append("intent", "verify");
      f.append("verified", verified);
      return f;
    };
    // A visitor (no staff session) cannot.
    const anonymous = await post(`/admin/listings/${id}`, form("true"), null);
    expect(anonymous.status).not.toBe(200);
    expect((await server.db.select().from(properties).where(eq(properties.id, id)))[0]?.verifiedAt).toBeNull();

    const started = Date.now();
    expect((await post(`/admin/listings/${id}`, form("true"))).status).toBe(200);
    const [row] = await server.db.select().from(properties).where(eq(properties.id, id));
    expect(row?.verifiedBy).toBe(editor.id);
    expect(row?.verifiedAt?.getTime()).toBeGreaterThanOrEqual(started - 5_000);
    const audits = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "verify")));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorId).toBe(editor.id);
    expect((await api(`/property/properties/${id}`)).body.data.verifiedAt).toBe(row?.verifiedAt?.toISOString());

    expect((await post(`/admin/listings/${id}`, form("false"))).status).toBe(200);
    const [after] = await server.db.select().from(properties).where(eq(properties.id, id));
    expect(after).toMatchObject({ verifiedAt: null, verifiedBy: null });
    expect((await api(`/property/properties/${id}`)).body.data.verifiedAt).toBeNull();

    // The editor's save form ignores a verifiedAt field...
    const saved = await create({ permitNumber: "3000000030", title: "Claims verified", verifiedAt: "2020-01-01" });
    expect((await server.db.select().from(properties).where(eq(properties.id, saved)))[0]?.verifiedAt).toBeNull();
    // ...and the public API has no call that writes a listing at all.
    const res = await fetch(`${server.url}/api/property/properties/${saved}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ verifiedAt: "2020-01-01T00:00:00Z" }),
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect((await server.db.select().from(properties).where(eq(properties.id, saved)))[0]?.verifiedAt).toBeNull();
  });

  // ---------------------------------------------------------------- API fields and filters

  it("property objects carry the permit, reference, completion, furnishing, verification, agent and agency", async () => {
    const { body } = await api(`/property/properties/${fx.properties.marinaVilla.id}`);
    expect(body.data).toMatchObject({
      permitNumber: "2000000001",
      permitExpiry: FUTURE,
      referenceNumber: "PK-1001",
      completionStatus: "off_plan",
      furnishing: "furnished",
      verifiedAt: "2026-11-02T08:00:00.000Z",
      agent: { _id: layla.id, name: "Layla Haddad", brn: "71234", slug: "layla-haddad" },
      agency: { _id: agency.id, name: "Palm Keys Realty", orn: "40123", slug: "palm-keys" },
    });
    // The contract's agent object is exactly these four fields: no e-mail or phone.
    expect(Object.keys(body.data.agent).sort()).toEqual(["_id", "brn", "name", "slug"]);
    const list = await api("/property/properties?limit=100");
    const london = list.body.data.find((p: { _id: string }) => p._id === fx.properties.londonFlat.id);
    expect(london).toMatchObject({
      permitNumber: null,
      permitExpiry: null,
      referenceNumber: "",
      completionStatus: "ready",
      furnishing: null,
      verifiedAt: null,
      agent: null,
      agency: null,
    });
    // The fields the contract had stay as they were.
    expect(london).toMatchObject({ title: "London Flat", locationlable: "Kensington" });
  });

  it("filters by completion status, furnishing, verified and agent language; bad values are 400 naming the field", async () => {
    const p = fx.properties;
    expect(await ids("completionStatus=off_plan")).toEqual([p.marinaVilla.id]);
    expect(await ids("completionStatus=ready")).not.toContain(p.marinaVilla.id);
    expect(await ids("completionStatus=ready")).toContain(p.marinaApartment.id);
    expect(await ids("furnishing=furnished")).toEqual([p.marinaVilla.id]);
    expect(await ids("furnishing=unfurnished")).toEqual([p.marinaApartment.id]);
    expect(await ids("furnishing=partly")).toEqual([p.downtownOffice.id]);
    expect(await ids("verified=true")).toEqual([p.marinaVilla.id]);
    expect(await ids("verified=1")).toEqual([p.marinaVilla.id]);
    expect((await ids("verified=false")).length).toBe((await ids("")).length);
    // Earlier tests published more of Layla's listings (Arabic); Ivan (Russian) has only these two.
    const arabic = await ids("agentLanguage=ar");
    expect(arabic).toContain(p.marinaVilla.id);
    expect(arabic).not.toContain(p.marinaApartment.id);
    expect(await ids("agentLanguage=RU")).toEqual([p.downtownOffice.id, p.marinaApartment.id].sort());
    expect(await ids("agentLanguage=fr")).toEqual([]);
    expect(await ids("agentLanguage=en&furnishing=partly")).toEqual([p.downtownOffice.id]);
    for (const [query, field] of [
      ["completionStatus=soon", "completionStatus"],
      ["furnishing=yes", "furnishing"],
      ["verified=maybe", "verified"],
      ["agentLanguage=english", "agentLanguage"],
    ] as const) {
      const { status, body } = await api(`/property/propertyfilter?${query}`);
      expect(status, query).toBe(400);
      expect(body.status).toBe(false);
      expect(Object.keys(body.errors), query).toEqual([field]);
      expect(body.errors[field], query).toContain(field);
    }
  });

  it("the listing pages take the same filters, keep them through pagination, and refuse bad ones in the page's language", async () => {
    const page = await (await get("/property-search?verified=1")).text();
    expect(page).toContain("Marina Villa");
    expect(page).not.toContain("Marina Apartment");
    const furnished = await (await get("/dubai-locations?furnishing=unfurnished")).text();
    expect(furnished).toContain("Marina Apartment");
    expect(furnished).not.toContain("Marina Villa");
    const bad = await get("/property-search?furnishing=yes");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("furnishing");
    const arabic = await get("/ar/property-search?completionStatus=soon");
    expect(arabic.status).toBe(400);
    expect(await arabic.text()).toContain("حالة الإنجاز");
  });

  // ---------------------------------------------------------------- listing page

  it("a Dubai listing's page shows the regulatory block with its QR code, the agent card and the verified badge", async () => {
    const html = await (await get(`/property/${fx.properties.marinaVilla.id}`)).text();
    expect(html).toContain("Regulatory information");
    expect(html).toContain("2000000001");
    expect(html).toContain("40123");
    expect(html).toContain("71234");
    expect(html).toContain("PK-1001");
    expect(html).toMatch(/<img[^>]*data-qr[^>]*src="\/permit-qr\/2000000001\.svg"/);
    expect(html).toContain("https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?permitNumber=2000000001");
    expect(html).toContain('href="/agents/layla-haddad"');
    expect(html).toContain('href="/agencies/palm-keys"');
    expect(html).toContain('href="tel:+971501112233"');
    expect(html).toContain("mailto:layla@palmkeys.example");
    const wa = /href="(https:\/\/wa\.me\/971501112233\?text=[^"]+)"/.exec(html)?.[1];
    const text = decodeURIComponent(new URL((wa ?? "").replaceAll("&amp;", "&")).searchParams.get("text") ?? "");
    expect(text).toContain("PK-1001");
    // The link is the public address (PUBLIC_SITE_URL), not the address the request came to.
    expect(text).toContain(`${server.services.siteUrl}/property/${fx.properties.marinaVilla.id}`);
    expect(html).toContain("Verified November 2, 2026");
    // Outside Dubai there is no permit block.
    const london = await (await get(`/property/${fx.properties.londonFlat.id}`)).text();
    expect(london).not.toContain("Regulatory information");
  });

  it("draws a permit's QR code as an SVG image that scans to DLD's check of that permit", async () => {
    const res = await get("/permit-qr/2000000001.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    const png = await sharp(Buffer.from(await res.arrayBuffer()), { density: 300 }).flatten({ background: "#fff" });
    const { data, info } = await png.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const read = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(read?.data).toBe(
      "https://trakheesi.dubailand.gov.ae/rev/madmoun/listing/validation?permitNumber=2000000001",
    );
    for (const wrong of ["/permit-qr/12345.svg", "/permit-qr/2000000001.png", "/permit-qr/abcdefghij.svg"]) {
      expect((await get(wrong)).status, wrong).toBe(404);
    }
  });

  // ---------------------------------------------------------------- enquiries

  it("an enquiry from a listing lands in its agent's queue; the first response is stamped once", async () => {
    const res = await fetch(`${server.url}/api/enquiry/enquireyenter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        fullname: "Queue Tester",
        phoneNo: "+971 50 123 4567",
        email: "queue@example.com",
        inquire: "Is it still available?",
        inquireType: "Property Enquiry",
        inquireurl: `${server.url}/property/${fx.properties.marinaVilla.id}`,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const [row] = await server.db.select().from(enquiries).where(eq(enquiries.email, "queue@example.com"));
    expect(row?.agentId).toBe(layla.id);
    expect(row?.firstResponseAt).toBeNull();
    const laylaQueue = await (await get(`/admin/enquiries?agent=${layla.id}`, editor)).text();
    expect(laylaQueue).toContain("Queue Tester");
    expect(laylaQueue).toContain("Layla Haddad");
    const ivanQueue = await (await get(`/admin/enquiries?agent=${ivan.id}`, editor)).text();
    expect(ivanQueue).not.toContain("Queue Tester");

    const update = (status: string, note = "") =>
      post(`/admin/enquiries/${row?.id}`, new URLSearchParams({ status, note }));
    expect((await update("New", "Called, no answer")).status).toBeLessThan(400);
    const [first] = await server.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, row?.id ?? ""));
    expect(first?.firstResponseAt).toBeInstanceOf(Date);
    await new Promise((r) => setTimeout(r, 20));
    expect((await update("Contacted")).status).toBeLessThan(400);
    const [second] = await server.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, row?.id ?? ""));
    expect(second?.status).toBe("Contacted");
    expect(second?.firstResponseAt?.getTime()).toBe(first?.firstResponseAt?.getTime());
  });

  // ---------------------------------------------------------------- the expiry job (last: it changes listings)

  it("the expiry job unpublishes exactly the expired listings, mails their agents, and a second run does nothing", async () => {
    const { unpublishExpiredPermits } = await builtSite();
    const p = fx.properties;
    const set = (id: string, values: Partial<typeof properties.$inferInsert>) =>
      server.db.update(properties).set(values).where(eq(properties.id, id));
    await set(p.downtownRental.id, { permitNumber: "2000000004", permitExpiry: dayOffset(-1), agentId: layla.id });
    await set(p.majazApartment.id, { permitNumber: "2000000005", permitExpiry: dayOffset(-30) });
    await set(p.reemVilla.id, { permitNumber: "2000000006", permitExpiry: dayOffset(0), agentId: ivan.id });
    server.forgetRemembered();
    expect(await ids("")).toContain(p.downtownRental.id);
    const mailsBefore = (await server.db.select().from(mailOutbox)).length;

    // Two runs at once (two processes starting together): each listing is taken down once.
    const runs = await Promise.all([
      unpublishExpiredPermits(server.db, { siteUrl: server.url }),
      unpublishExpiredPermits(server.db, { siteUrl: server.url }),
    ]);
    const taken = runs.flat().map((l) => l.id);
    expect(taken.sort()).toEqual([p.downtownRental.id, p.majazApartment.id].sort());
    expect(await statusOf(p.downtownRental.id)).toBe("draft");
    expect(await statusOf(p.majazApartment.id)).toBe("draft");
    // Expiring today is still valid today.
    expect(await statusOf(p.reemVilla.id)).toBe("published");
    // Gone from the API at once (the job's write forgets the remembered answers).
    expect(await ids("")).not.toContain(p.downtownRental.id);

    const mails = (await server.db.select().from(mailOutbox)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe("layla@palmkeys.example");
    expect(mails[0]?.subject).toContain("2000000004");
    expect(mails[0]?.text).toContain("Downtown Rental Flat");

    expect(await unpublishExpiredPermits(server.db, { siteUrl: server.url })).toEqual([]);
    expect((await server.db.select().from(mailOutbox)).length).toBe(mailsBefore + 1);
  });

  it("the expiry job runs on the job queue, and a second request while one waits is merged into it", async () => {
    const p = fx.properties;
    await server.db
      .update(properties)
      .set({ permitNumber: "2000000006", permitExpiry: dayOffset(-1) })
      .where(eq(properties.id, p.reemVilla.id));
    const jobs = createJobs(server.database, { run: false });
    definePermitExpiryJob(jobs, server.db, { siteUrl: server.url });
    await jobs.start();
    expect(await jobs.send(PERMIT_JOB, {})).toBe(true);
    expect(await jobs.send(PERMIT_JOB, {})).toBe(false);
    await jobs.stop();
    expect(await statusOf(p.reemVilla.id)).toBe("published");
    // The site's queue runs it.
    const site = createJobs(server.database, { run: true });
    definePermitExpiryJob(site, server.db, { siteUrl: server.url });
    await site.start();
    await expect.poll(() => statusOf(p.reemVilla.id), { timeout: 90_000, interval: 500 }).toBe("draft");
    await site.stop();
  }, 120_000);
});
