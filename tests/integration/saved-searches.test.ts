import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertMatches, savedSearches } from "../../db/schema";
import { type SignedIn, signInAs } from "../helpers/auth";
import { type Fixtures, seedFixtures } from "../helpers/factories";
import { form, retryAfterWithin, send } from "../helpers/http";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const MARINA_VILLAS =
  "/property-search?locationlable=Dubai%20Marina&type=Villa&minPrice=250000&maxPrice=500000&currency=USD&bedrooms=2&sort=price_asc&page=2";
const DRAWN = "/ar/property-search?view=map&bbox=55.1,25.0,55.3,25.2&zoom=12&polygon=55.1,25.0;55.3,25.0;55.2,25.2";

describe.each(databases())("saved searches on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let owner: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      seed: async (db) => {
        fx = await seedFixtures(db);
      },
    });
    owner = await signInAs(server.db, "customer");
    other = await signInAs(server.db, "customer");
  });
  afterAll(() => server?.close());

  const call = (method: string, path: string, body?: unknown, who?: SignedIn, from?: string) =>
    send(server.url, `/api${path}`, {
      method,
      from,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(who ? { cookie: who.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const rowOf = async (id: string) => (await server.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0];

  it("answers 401 to an anonymous list, and only the caller's searches otherwise", async () => {
    expect((await call("GET", "/saved-searches")).status).toBe(401);
    await call("POST", "/saved-searches", { search: "/property-search", name: "Other's" }, other);
    const mine = await call("GET", "/saved-searches", undefined, owner);
    expect(mine.status).toBe(200);
    expect((mine.json().data as { name: string }[]).map((s) => s.name)).not.toContain("Other's");
  });

  it("stores a search's criteria as typed columns: place and type ids, a USD price band in AED, bedrooms", async () => {
    const answer = await call(
      "POST",
      "/saved-searches",
      { search: MARINA_VILLAS, name: "Marina villas", frequency: "instant", currency: "usd" },
      owner,
    );
    expect(answer.status).toBe(201);
    const { id, confirmed } = answer.json().data as { id: string; confirmed: boolean };
    // A signed-in owner's address is known: confirmed at once.
    expect(confirmed).toBe(true);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      profileId: owner.id,
      email: owner.email,
      name: "Marina villas",
      frequency: "instant",
      currency: "USD",
      purpose: "sale",
      locationIds: [fx.locations.marina.id],
      typeIds: [fx.types.villa.id],
      // 250,000 and 500,000 USD at the fixtures' rates (1 USD = 4 AED).
      minAed: 1_000_000,
      maxAed: 2_000_000,
      minBedrooms: 2,
      polygon: null,
      minLng: null,
    });
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    // The page's address is kept to open the search again.
    expect(row?.searchPath).toBe(MARINA_VILLAS);
  });

  it("stores a drawn area and its bounding box, and a map's box alone", async () => {
    const drawn = await call("POST", "/saved-searches", { search: DRAWN, name: "My area" }, owner);
    expect(drawn.status).toBe(201);
    const row = await rowOf((drawn.json().data as { id: string }).id);
    expect(row).toMatchObject({ minLng: 55.1, minLat: 25.0, maxLng: 55.3, maxLat: 25.2, frequency: "daily" });
    expect(row?.polygon).toEqual([
      [55.1, 25.0],
      [55.3, 25.0],
      [55.2, 25.2],
    ]);
    const boxed = await call(
      "POST",
      "/saved-searches",
      { search: "/property-search?view=map&bbox=55.0,24.9,55.4,25.3&zoom=11", name: "Box" },
      owner,
    );
    const box = await rowOf((boxed.json().data as { id: string }).id);
    // No place named: any place, those added later included.
    expect(box).toMatchObject({
      minLng: 55.0,
      minLat: 24.9,
      maxLng: 55.4,
      maxLat: 25.3,
      polygon: null,
      locationIds: [],
    });
  });

  it.each([
    ["frequency", { frequency: "hourly" }, "Choose instantly, daily or weekly."],
    ["name", { name: " " }, "Please give the search a name."],
    ["bedrooms", { search: "/property-search?bedrooms=99" }, /must be a whole number from 0 to 20/],
    ["minPrice", { search: "/property-search?minPrice=9&maxPrice=1" }, undefined],
    ["locationlable", { search: "/property-search?locationlable=Atlantis%20Nowhere" }, undefined],
    ["search", { search: "/about" }, "Only a search of listings can be saved."],
    ["polygon", { search: "/property-search?polygon=1,2;3,4" }, undefined],
  ])("refuses bad %s with a 400 naming it", async (field, change, message) => {
    const answer = await call("POST", "/saved-searches", { search: "/property-search", name: "x", ...change }, owner);
    expect(answer.status).toBe(400);
    const errors = answer.json().errors as Record<string, string>;
    expect(Object.keys(errors)).toEqual([field]);
    if (message) expect(errors[field]).toMatch(message);
  });

  it("saves a visitor's search unconfirmed until the address is confirmed", async () => {
    const answer = await call("POST", "/saved-searches", {
      search: "/property-search?locationlable=Dubai%20Marina",
      name: "Visitor's",
      email: "visitor@example.com",
    });
    expect(answer.status).toBe(201);
    const { id, confirmed } = answer.json().data as { id: string; confirmed: boolean };
    expect(confirmed).toBe(false);
    expect(await rowOf(id)).toMatchObject({ profileId: null, email: "visitor@example.com", confirmedAt: null });
  });

  it("refuses a visitor's save without a valid e-mail address", async () => {
    const missing = await call("POST", "/saved-searches", { search: "/property-search", name: "x" });
    expect(missing.status).toBe(400);
    expect(missing.json().errors).toEqual({ email: "Please enter your e-mail address." });
    const bad = await call("POST", "/saved-searches", { search: "/property-search", name: "x", email: "nope@" });
    expect(bad.status).toBe(400);
    expect(bad.json().errors).toEqual({ email: "Enter a valid e-mail address." });
  });

  it("edits, pauses and deletes the owner's search; another person's id is 404", async () => {
    const created = await call("POST", "/saved-searches", { search: "/property-search", name: "Edit me" }, owner);
    const { id } = created.json().data as { id: string };
    expect((await call("PATCH", `/saved-searches/${id}`, { name: "Theirs now" }, other)).status).toBe(404);
    expect((await call("DELETE", `/saved-searches/${id}`, undefined, other)).status).toBe(404);
    expect((await call("PATCH", `/saved-searches/${id}`, { name: "x" })).status).toBe(401);
    expect((await call("PATCH", "/saved-searches/not-a-uuid", { name: "x" }, owner)).status).toBe(404);
    const bad = await call("PATCH", `/saved-searches/${id}`, { paused: "yes" }, owner);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json().errors as object)).toEqual(["paused"]);
    const edited = await call(
      "PATCH",
      `/saved-searches/${id}`,
      { name: "Edited", frequency: "weekly", paused: true },
      owner,
    );
    expect(edited.status).toBe(200);
    const listed = (await call("GET", "/saved-searches", undefined, owner)).json().data as { id: string }[];
    expect(listed.find((s) => s.id === id)).toMatchObject({ name: "Edited", frequency: "weekly", paused: true });
    expect((await call("DELETE", `/saved-searches/${id}`, undefined, owner)).status).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
  });

  it("counts the matches since the owner last looked", async () => {
    const created = await call("POST", "/saved-searches", { search: "/property-search", name: "Counted" }, owner);
    const { id } = created.json().data as { id: string };
    const { marinaVilla, reemVilla } = fx.properties;
    await server.db.insert(alertMatches).values([
      {
        savedSearchId: id,
        propertyId: marinaVilla.id,
        kind: "new",
        priceAed: 1,
        matchedAt: new Date(Date.now() - 3600_000),
      },
      { savedSearchId: id, propertyId: reemVilla.id, kind: "new", priceAed: 1 },
    ]);
    const count = async () =>
      (
        (await call("GET", "/saved-searches", undefined, owner)).json().data as { id: string; newMatches: number }[]
      ).find((s) => s.id === id)?.newMatches;
    expect(await count()).toBe(2);
    await server.db
      .update(savedSearches)
      .set({ lastViewedAt: new Date(Date.now() - 60_000) })
      .where(eq(savedSearches.id, id));
    expect(await count()).toBe(1);
  });

  it("refuses the 51st search of a person with a message, and saves nothing", async () => {
    const full = await signInAs(server.db, "customer");
    await server.db.insert(savedSearches).values(
      Array.from({ length: 50 }, (_, i) => ({
        profileId: full.id,
        email: full.email,
        name: `Search ${i}`,
        searchPath: "/property-search",
      })),
    );
    const answer = await call("POST", "/saved-searches", { search: "/property-search", name: "One more" }, full);
    expect(answer.status).toBe(409);
    expect(answer.json().message).toBe(
      "You already have 50 saved searches, the most we keep. Delete one to save another.",
    );
    const listed = (await call("GET", "/saved-searches", undefined, full)).json().data as unknown[];
    expect(listed).toHaveLength(50);
  });

  it("saves from the page's form (no JavaScript) and lists the search in Profile → Saved searches", async () => {
    // The listing page itself takes the post, as a browser without JavaScript sends it.
    const saved = await send(server.url, "/property-search?locationlable=Dubai%20Marina", {
      ...form({ search: "/property-search?locationlable=Dubai%20Marina", name: "From the page", frequency: "weekly" }),
      headers: { ...form({}).headers, cookie: owner.cookie },
    });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain(`Search saved. New matches will reach ${owner.email}.`);
    const profile = await send(server.url, "/usre-profile1?tab=searches", { headers: { cookie: owner.cookie } });
    expect(profile.status).toBe(200);
    expect(profile.text).toContain("From the page");
    const visitor = await send(
      server.url,
      "/property-search",
      form({ search: "/property-search", name: "No address" }),
    );
    expect(visitor.status).toBe(400);
    expect(visitor.text).toContain("Please enter your e-mail address.");
  });
});

describe.each(databases())("saving searches is rate-limited on %s", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      limits: { saveSearchPerHour: 2 },
      seed: async (db) => {
        await seedFixtures(db);
      },
    });
  });
  afterAll(() => server?.close());

  const save = (who: SignedIn, from: string) =>
    send(server.url, "/api/saved-searches", {
      method: "POST",
      from,
      headers: { "content-type": "application/json", cookie: who.cookie },
      body: JSON.stringify({ search: "/property-search", name: "Limited" }),
    });

  it("per IP: a third save from one address in the hour is refused with Retry-After", async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await save(await signInAs(server.db, "customer"), "127.0.0.21"));
    expect(
      answers.map((a) => a.status),
      answers[0]?.text,
    ).toEqual([201, 201, 429]);
    retryAfterWithin(answers[2]?.headers["retry-after"], 3600);
  });

  it("per address: a third save for one person from other IPs is refused", async () => {
    const who = await signInAs(server.db, "customer");
    const statuses = [];
    for (const from of ["127.0.0.31", "127.0.0.32", "127.0.0.33"]) statuses.push((await save(who, from)).status);
    expect(statuses).toEqual([201, 201, 429]);
  });
});
