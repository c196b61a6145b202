// Issue 54: the agencies' feeds in the back office (the form, runs and problems staff read) and
// GET /api/feeds/runs. Runs and problems are written here as the import records them.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { auditLog, feedRunProblems, feedRuns, feeds, properties } from "../../db/schema";
import { type SignedIn, signInAs } from "../helpers/auth";
import { addBrokerage, apiClient, type Fixtures, seedFixtures } from "../helpers/factories";
import { must } from "../helpers/must";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const MINUTE = 60_000;

type Seeded = {
  harbourId: string;
  oasisId: string;
  /** Harbour Light's feed: a run refused, then one done with problems (the newest). */
  pfFeedId: string;
  doneRunId: string;
  refusedRunId: string;
  /** Oasis Key's feed: one failed run and 21 older done ones. */
  oasisFeedId: string;
};

async function seedFeeds(db: Db, fx: Fixtures): Promise<Seeded> {
  const harbour = await addBrokerage(db, { slug: "harbour-light-realty", name: "Harbour Light Realty", orn: "11111" });
  const oasis = await addBrokerage(db, { slug: "oasis-key-brokers", name: "Oasis Key Brokers", orn: "22222" });
  const [pf, oasisFeed] = await db
    .insert(feeds)
    .values([
      { brokerageId: harbour.id, url: "https://crm.harbourlight.example/feeds/pf.xml", format: "propertyfinder" },
      { brokerageId: oasis.id, url: "https://oasis.example/bayut.xml", format: "bayut", everyMinutes: 30 },
    ])
    .returning();
  if (!pf || !oasisFeed) throw new Error("feeds not inserted");
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE);
  const [refused, done] = await db
    .insert(feedRuns)
    .values([
      {
        feedId: pf.id,
        trigger: "schedule",
        status: "refused",
        reason: "tooManyRemovals",
        seen: 4,
        startedAt: at(120),
        finishedAt: at(119),
      },
      {
        feedId: pf.id,
        trigger: "staff",
        status: "done",
        format: "propertyfinder",
        seen: 12,
        created: 5,
        updated: 3,
        unchanged: 2,
        drafted: 1,
        refused: 1,
        photosFetched: 40,
        photosFailed: 2,
        startedAt: at(10),
        finishedAt: at(9),
      },
    ])
    .returning();
  if (!refused || !done) throw new Error("runs not inserted");
  await db.insert(feedRunProblems).values([
    { runId: done.id, reference: "HL-0042", field: "permit_number", code: "noPermit", detail: "" },
    { runId: done.id, reference: "HL-0007", field: "private_amenities", code: "unknownAmenity", detail: "XY" },
    { runId: done.id, reference: "HL-0009", field: "community", code: "unknownPlace", detail: "Atlantis Bay" },
  ]);
  await db.insert(feedRuns).values([
    {
      feedId: oasisFeed.id,
      trigger: "schedule",
      status: "failed",
      reason: "httpStatus: 503",
      startedAt: at(5),
      finishedAt: at(5),
    },
    ...Array.from({ length: 21 }, (_, i) => ({
      feedId: oasisFeed.id,
      trigger: "schedule",
      status: "done" as const,
      seen: 100 + i,
      startedAt: at(200 + i * 30),
      finishedAt: at(199 + i * 30),
    })),
  ]);
  // A listing the Harbour Light feed brought, left as a draft for want of a permit.
  await db
    .update(properties)
    .set({ feedId: pf.id, referenceNumber: "HL-0042", importNote: "noPermit,unknownAmenity", status: "draft" })
    .where(eq(properties.id, fx.properties.marinaVilla.id));
  return {
    harbourId: harbour.id,
    oasisId: oasis.id,
    pfFeedId: pf.id,
    doneRunId: done.id,
    refusedRunId: refused.id,
    oasisFeedId: oasisFeed.id,
  };
}

describe.each(databases())("agencies' feeds on %s", (database) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let fx: Fixtures;
  let s: Seeded;
  let editor: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      seed: async (db) => {
        fx = await seedFixtures(db);
        s = await seedFeeds(db, fx);
      },
    });
    api = apiClient(server.url);
    editor = await signInAs(server.db, "editor");
    customer = await signInAs(server.db, "customer");
  });
  afterAll(() => server?.close());

  const as = (who: SignedIn | null): Record<string, string> => (who ? { cookie: who.cookie } : {});
  const get = (path: string, who: SignedIn | null = editor) =>
    fetch(server.url + path, { redirect: "manual", headers: as(who) });
  const post = (path: string, fields: Record<string, string>, who: SignedIn | null = editor) =>
    fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { ...as(who), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  // A GET with the caller's session cookie.
  const runs = (query = "", who: SignedIn | null = editor) => api.post(`/feeds/runs${query}`, { headers: as(who) });

  describe("GET /api/feeds/runs", () => {
    it("answers 401 without a session and 403 to a customer", async () => {
      const anonymous = await runs("", null);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ status: false });
      expect((await runs("", customer)).status).toBe(403);
    });

    it("lists the latest 20 runs of every feed, newest first, with their agency and counts", async () => {
      const answer = await runs();
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toContain("no-store");
      const data = answer.body.data as { _id: string; startedAt: string; agency: string }[];
      expect(data).toHaveLength(20);
      const started = data.map((r) => Date.parse(r.startedAt));
      expect([...started].sort((a, b) => b - a)).toEqual(started);
      expect(data[0]).toMatchObject({
        feedId: s.oasisFeedId,
        agency: "oasis-key-brokers",
        trigger: "schedule",
        status: "failed",
        reason: "httpStatus: 503",
      });
      expect(data[1]).toEqual({
        _id: s.doneRunId,
        feedId: s.pfFeedId,
        agency: "harbour-light-realty",
        trigger: "staff",
        status: "done",
        reason: "",
        format: "propertyfinder",
        counts: {
          seen: 12,
          created: 5,
          updated: 3,
          unchanged: 2,
          drafted: 1,
          refused: 1,
          photosFetched: 40,
          photosFailed: 2,
          problems: 3,
        },
        startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        finishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    it("takes a limit up to 100, and filters by feed or by agency", async () => {
      expect((await runs("?limit=3")).body.data).toHaveLength(3);
      expect((await runs("?limit=100")).body.data).toHaveLength(24);
      const harbour = (await runs(`?feed=${s.pfFeedId}`)).body.data as { _id: string }[];
      expect(harbour.map((r) => r._id)).toEqual([s.doneRunId, s.refusedRunId]);
      const byAgency = (await runs("?agency=harbour-light-realty&limit=100")).body.data as { _id: string }[];
      expect(byAgency.map((r) => r._id)).toEqual([s.doneRunId, s.refusedRunId]);
      const oasis = (await runs("?agency=oasis-key-brokers&limit=100")).body.data as { agency: string }[];
      expect(oasis).toHaveLength(22);
      expect((await runs(`?agency=harbour-light-realty&feed=${s.oasisFeedId}`)).body.data).toEqual([]);
      expect((await runs("?agency=no-such-agency")).body.data).toEqual([]);
    });

    it.each([
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["limit=ten", "limit"],
      ["feed=12345", "feed"],
      ["agency=Not%20A%20Slug", "agency"],
      ["status=done", "status"],
    ])("refuses ?%s with a 400 naming %s", async (query, field) => {
      const answer = await runs(`?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe(false);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    });
  });

  describe("back office", () => {
    const feedPage = (agencyId: string, feedId: string) => `/admin/agencies/${agencyId}/feeds/${feedId}`;
    const valid = {
      url: "https://crm.harbourlight.example/feeds/bayut.xml",
      format: "bayut",
      everyMinutes: "120",
      enabled: "on",
      onLeave: "keep",
      maxRemovalPercent: "10",
    };
    const feedsOf = (brokerageId: string) => server.db.select().from(feeds).where(eq(feeds.brokerageId, brokerageId));

    it("is for staff only", async () => {
      expect((await get(feedPage(s.harbourId, s.pfFeedId), customer)).status).toBe(403);
      expect((await post(feedPage(s.harbourId, "new"), valid, customer)).status).toBe(403);
      expect((await post(feedPage(s.harbourId, s.pfFeedId), { intent: "run" }, customer)).status).toBe(403);
      const anonymous = await get(feedPage(s.harbourId, s.pfFeedId), null);
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toContain("/login-signup");
      expect((await feedsOf(s.harbourId)).map((f) => f.url)).not.toContain(valid.url);
    });

    it("lists the agency's feeds on its page, each with its last run and a link", async () => {
      const html = await (await get(`/admin/agencies/${s.harbourId}`)).text();
      expect(html).toContain(`href="${feedPage(s.harbourId, s.pfFeedId)}"`);
      expect(html).toContain("https://crm.harbourlight.example/feeds/pf.xml");
      expect(html).toContain("Property Finder XML");
      expect(html).toContain("Every 60 minutes");
      expect(html).toContain("Done");
      expect(html).toContain("12 seen · 5 created · 3 updated · 1 to draft · 1 refused");
      expect(html).toContain(`href="${feedPage(s.harbourId, "new")}"`);
      const oasis = await (await get(`/admin/agencies/${s.oasisId}`)).text();
      expect(oasis).toContain("Failed");
      expect(oasis).toContain("The feed&#x27;s server answered with an error (503)");
      expect(oasis).not.toContain("crm.harbourlight.example");
    });

    it("shows a feed's runs: status, the refusal in words, counts, and the problems of each run", async () => {
      const html = await (await get(feedPage(s.harbourId, s.pfFeedId))).text();
      expect(html).toContain("Refused");
      expect(html).toContain("The run would take off more of the feed&#x27;s live listings than allowed");
      expect(html).toContain("started by staff");
      expect(html).toContain("on schedule");
      expect(html).toContain("3 problems");
      const runPath = `${feedPage(s.harbourId, s.pfFeedId)}/runs/${s.doneRunId}`;
      expect(html).toContain(`href="${runPath}"`);
      expect(html).toContain('value="https://crm.harbourlight.example/feeds/pf.xml"');

      const run = await get(runPath);
      expect(run.status).toBe(200);
      const page = await run.text();
      for (const text of [
        "HL-0042",
        "permit_number",
        "No permit number: imported as a draft",
        "HL-0009",
        "Place not known to us: the listing waits until staff add the place",
        "Atlantis Bay",
        "Amenity not known to us (left out)",
      ])
        expect(page).toContain(text);
      // A run is found only under its own feed and agency.
      expect((await get(`${feedPage(s.oasisId, s.pfFeedId)}/runs/${s.doneRunId}`)).status).toBe(404);
      expect((await get(`${feedPage(s.harbourId, s.oasisFeedId)}/runs/${s.doneRunId}`)).status).toBe(404);
      expect((await get(`${feedPage(s.harbourId, s.pfFeedId)}/runs/not-a-run`)).status).toBe(404);
    });

    it("creates a feed, audited, and answers a taken address as a field error, not a 500", async () => {
      const created = await post(feedPage(s.harbourId, "new"), valid);
      expect(created.status).toBe(302);
      const id = must(/\/feeds\/([0-9a-f-]{36})\?saved=1$/.exec(created.headers.get("location") ?? "")?.[1], "its id");
      const [row] = await server.db.select().from(feeds).where(eq(feeds.id, id));
      expect(row).toMatchObject({
        brokerageId: s.harbourId,
        url: valid.url,
        format: "bayut",
        everyMinutes: 120,
        enabled: true,
        onLeave: "keep",
        maxRemovalPercent: 10,
      });
      const [audit] = await server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "feed"), eq(auditLog.entityId, id)));
      expect(audit).toMatchObject({ action: "create", actorEmail: editor.email });

      // The same address, written another way (upper-case host), is the same feed.
      const again = await post(feedPage(s.harbourId, "new"), {
        ...valid,
        url: "https://CRM.HarbourLight.example/feeds/bayut.xml",
      });
      expect(again.status).toBe(400);
      expect(await again.text()).toContain("This agency already has a feed with this address.");
      const renamed = await post(feedPage(s.harbourId, s.pfFeedId), valid);
      expect(renamed.status).toBe(400);
      expect(await renamed.text()).toContain("This agency already has a feed with this address.");
      expect((await feedsOf(s.harbourId)).filter((f) => f.url === valid.url)).toHaveLength(1);
      // Another agency may pull the same address.
      expect((await post(feedPage(s.oasisId, "new"), valid)).status).toBe(302);
    });

    it("starts a new feed with the defaults: detected format, hourly, on, to draft, 30%", async () => {
      const html = await (await get(feedPage(s.oasisId, "new"))).text();
      expect(html).toContain('value="60"');
      expect(html).toContain('value="30"');
      const created = await post(feedPage(s.oasisId, "new"), {
        url: "http://oasis.example/pf.xml",
        format: "",
        everyMinutes: "",
        enabled: "on",
        onLeave: "draft",
        maxRemovalPercent: "",
      });
      expect(created.status).toBe(302);
      const [row] = await server.db
        .select()
        .from(feeds)
        .where(and(eq(feeds.brokerageId, s.oasisId), eq(feeds.url, "http://oasis.example/pf.xml")));
      expect(row).toMatchObject({
        format: null,
        everyMinutes: 60,
        enabled: true,
        onLeave: "draft",
        maxRemovalPercent: 30,
      });
    });

    it.each([
      [{ url: "" }, "Feed address must be an http:// or https:// address."],
      [{ url: "ftp://crm.example/feed.xml" }, "Feed address must be an http:// or https:// address."],
      [{ url: "crm.example/feed.xml" }, "Feed address must be an http:// or https:// address."],
      [{ format: "rss" }, "Format: choose one from the list."],
      [{ everyMinutes: "4" }, "Pull every must be a whole number of minutes from 5 to 10080."],
      [{ everyMinutes: "10081" }, "Pull every must be a whole number of minutes from 5 to 10080."],
      [{ everyMinutes: "1.5" }, "Pull every must be a whole number of minutes from 5 to 10080."],
      [{ onLeave: "delete" }, "Choose what happens to a listing that leaves the feed."],
      [{ maxRemovalPercent: "101" }, "The share must be a whole number from 0 to 100."],
      [{ maxRemovalPercent: "-1" }, "The share must be a whole number from 0 to 100."],
    ])("refuses %j with a 400 naming the field, saving nothing", async (change, message) => {
      const url = `https://bad-${Math.random().toString(36).slice(2)}.example/feed.xml`;
      const answer = await post(feedPage(s.oasisId, "new"), { ...valid, url, ...change });
      expect(answer.status).toBe(400);
      expect(await answer.text()).toContain(message);
      expect((await feedsOf(s.oasisId)).filter((f) => f.url.startsWith("https://bad-"))).toEqual([]);
    });

    it("changes a feed, audited with before and after", async () => {
      const path = feedPage(s.oasisId, s.oasisFeedId);
      const saved = await post(path, {
        url: "https://oasis.example/bayut.xml",
        format: "bayut",
        everyMinutes: "15",
        onLeave: "draft",
        maxRemovalPercent: "50",
      });
      expect(saved.status).toBe(200);
      expect(await saved.text()).toContain("Saved.");
      const [row] = await server.db.select().from(feeds).where(eq(feeds.id, s.oasisFeedId));
      expect(row).toMatchObject({ everyMinutes: 15, enabled: false, maxRemovalPercent: 50 });
      const [audit] = await server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "feed"), eq(auditLog.entityId, s.oasisFeedId), eq(auditLog.action, "update")));
      expect(audit?.before).toMatchObject({ everyMinutes: 30, enabled: true });
      expect(audit?.after).toMatchObject({ everyMinutes: 15, enabled: false });
      const agency = await (await get(`/admin/agencies/${s.oasisId}`)).text();
      expect(agency).toContain(">Off<");
    });

    it("answers 404 for a feed of another agency, an unknown agency or a malformed id", async () => {
      expect((await get(feedPage(s.oasisId, s.pfFeedId))).status).toBe(404);
      expect((await post(feedPage(s.oasisId, s.pfFeedId), valid)).status).toBe(404);
      expect((await post(feedPage(s.oasisId, s.pfFeedId), { intent: "run" })).status).toBe(404);
      expect((await post(feedPage(s.oasisId, s.pfFeedId), { intent: "delete" })).status).toBe(404);
      expect((await get(feedPage("00000000-0000-4000-8000-000000000000", "new"))).status).toBe(404);
      expect((await post(feedPage("00000000-0000-4000-8000-000000000000", "new"), valid)).status).toBe(404);
      expect((await get(feedPage(s.harbourId, "not-a-feed"))).status).toBe(404);
      expect((await post(feedPage(s.harbourId, "new"), { intent: "run" })).status).toBe(404);
    });

    it("runs a feed now, showing how the run ended; while one is under way it says so and starts none", async () => {
      // Nothing listens on port 9 here: the run is refused at once, having changed nothing.
      const [feed] = await server.db
        .insert(feeds)
        .values({ brokerageId: s.oasisId, url: "http://127.0.0.1:9/feed.xml", runningSince: new Date() })
        .returning();
      const id = must(feed, "the feed").id;
      const runsOf = () => server.db.select().from(feedRuns).where(eq(feedRuns.feedId, id));
      const busy = await post(feedPage(s.oasisId, id), { intent: "run" });
      expect(busy.status).toBe(200);
      expect(await busy.text()).toContain("A run of this feed is already under way.");
      expect(await runsOf()).toEqual([]);

      await server.db.update(feeds).set({ runningSince: null }).where(eq(feeds.id, id));
      const started = await post(feedPage(s.oasisId, id), { intent: "run" });
      expect(started.status).toBe(200);
      expect(await started.text()).toContain("The run has started.");
      await expect
        .poll(async () => (await runsOf()).map((r) => [r.trigger, r.status]), { timeout: 20_000 })
        .toEqual([["staff", "refused"]]);
      const html = await (await get(feedPage(s.oasisId, id))).text();
      expect(html).toContain("The feed could not be downloaded");
      expect(html).toContain("started by staff");
    });

    it("answers hostile queries and malformed posts with the page or a 4xx, never a 5xx", async () => {
      const pages = [
        feedPage(s.harbourId, s.pfFeedId),
        feedPage(s.harbourId, "new"),
        `${feedPage(s.harbourId, s.pfFeedId)}/runs/${s.doneRunId}`,
      ];
      const values = ["", "%00", "-1", "99999999999", "x".repeat(5000), encodeURIComponent("<script>")];
      const fields = ["url", "format", "everyMinutes", "enabled", "onLeave", "maxRemovalPercent", "page"];
      const problems: string[] = [];
      for (const path of pages) {
        for (const v of values) {
          const res = await get(`${path}?page=${v}`);
          if (res.status >= 500) problems.push(`GET ${path}?page=${v}: ${res.status}`);
        }
        const bodies: [string, string][] = [
          ["application/json", '{"url":"https://a.example/"}'],
          ["text/plain", "url=https://a.example/"],
          ["multipart/form-data; boundary=x", "--x\r\nbroken"],
          ["application/x-www-form-urlencoded", "%E0%A4%A=%E0%A4%A&url=%ZZ"],
          // Saves, and an intent no button sends ("run" and "delete" are tested on their own: they
          // would start runs of, or take, the feed the other tests read).
          ...["", "x"].flatMap((intent) =>
            values.map((v): [string, string] => [
              "application/x-www-form-urlencoded",
              [`intent=${intent}`, ...fields.map((f) => `${f}=${v}`)].join("&"),
            ]),
          ),
        ];
        for (const [type, body] of bodies) {
          const res = await fetch(server.url + path, {
            method: "POST",
            redirect: "manual",
            headers: { cookie: editor.cookie, "content-type": type },
            body,
          });
          if (res.status >= 500) problems.push(`POST ${path} ${type} ${body.slice(0, 60)}: ${res.status}`);
        }
      }
      expect(problems).toEqual([]);
      expect(await server.db.select().from(feeds).where(eq(feeds.id, s.pfFeedId))).toHaveLength(1);
    });

    it("shows an imported listing's problems in its editor, and marks it in the listings table", async () => {
      const editorPage = await (await get(`/admin/listings/${fx.properties.marinaVilla.id}`)).text();
      expect(editorPage).toContain(
        "Imported from the agency&#x27;s feed, which left it as a draft: No permit number: imported as a draft; Amenity not known to us (left out).",
      );
      const typed = await (await get(`/admin/listings/${fx.properties.marinaApartment.id}`)).text();
      expect(typed).not.toContain("Imported from the agency");
      const table = await (await get("/admin/listings")).text();
      expect(table.match(/From feed/g)).toHaveLength(1);
    });

    it("tells staff when an imported listing's permit expiry is not known, and not once it is", async () => {
      const expiry = "Its permit&#x27;s expiry is not known";
      const villa = fx.properties.marinaVilla.id;
      await server.db
        .update(properties)
        .set({ permitNumber: "7100000099", permitExpiry: null })
        .where(eq(properties.id, villa));
      expect(await (await get(`/admin/listings/${villa}`)).text()).toContain(expiry);
      await server.db.update(properties).set({ permitExpiry: "2099-12-31" }).where(eq(properties.id, villa));
      expect(await (await get(`/admin/listings/${villa}`)).text()).not.toContain(expiry);
      await server.db
        .update(properties)
        .set({ permitNumber: null, permitExpiry: null })
        .where(eq(properties.id, villa));
    });

    it("deletes a feed with its runs, audited; the listings it brought stay, no longer tied to it", async () => {
      const deleted = await post(feedPage(s.harbourId, s.pfFeedId), { intent: "delete" });
      expect(deleted.status).toBe(302);
      expect(deleted.headers.get("location")).toBe(`/admin/agencies/${s.harbourId}?feedDeleted=1`);
      expect(await server.db.select().from(feeds).where(eq(feeds.id, s.pfFeedId))).toEqual([]);
      expect(await server.db.select().from(feedRuns).where(eq(feedRuns.feedId, s.pfFeedId))).toEqual([]);
      const [listing] = await server.db
        .select()
        .from(properties)
        .where(eq(properties.id, fx.properties.marinaVilla.id));
      expect(listing).toMatchObject({
        feedId: null,
        referenceNumber: "HL-0042",
        title: fx.properties.marinaVilla.title,
      });
      const [audit] = await server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "feed"), eq(auditLog.entityId, s.pfFeedId), eq(auditLog.action, "delete")));
      expect(audit?.before).toMatchObject({ url: "https://crm.harbourlight.example/feeds/pf.xml" });
      expect(await (await get(`/admin/agencies/${s.harbourId}?feedDeleted=1`)).text()).toContain(
        "Feed deleted. Its listings stay on the site.",
      );
    });
  });
});
