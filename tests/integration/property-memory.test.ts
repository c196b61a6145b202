import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MEMO_TTL_MS } from "../../app/modules/memo.server";
import { getPropertyById } from "../../app/modules/property/load.server";
import { propertySearchSchema } from "../../app/modules/property/schema";
import { searchProperties } from "../../app/modules/property/search.server";
import { agents, exchangeRates, properties } from "../../db/schema";
import { addAgent, addBrokerage, apiClient, type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/** Search answers are remembered for MEMO_TTL_MS; these tests pin down what may lag and by how much. */
describe.each(databases())("brief memory of searches on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
  });
  afterAll(() => server?.close());
  afterEach(() => vi.useRealTimers());

  const villas = propertySearchSchema.parse({ type: "Villa" });
  const later = () => vi.setSystemTime(Date.now() + MEMO_TTL_MS + 1_000);

  it("answers a repeated search from memory, then catches up after MEMO_TTL_MS", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    expect((await searchProperties(server.db, villas)).total).toBe(2);
    await server.db.update(properties).set({ status: "published" }).where(eq(properties.id, fx.hiddenDraft.id));

    expect((await searchProperties(server.db, villas)).total).toBe(2);
    later();
    const fresh = await searchProperties(server.db, villas);
    expect(fresh.total).toBe(3);
    expect(fresh.items.map((p) => p.title)).toEqual(["Hidden Draft Villa", "Marina Villa", "Reem Villa"]);
  });

  it("remembers a loaded listing for the same time, whatever asked for it", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // Not a villa: the first test's searches loaded (and remembered) those at a later fake time.
    const id = fx.properties.londonFlat.id;
    expect((await getPropertyById(server.db, id))?.title).toBe("London Flat");
    await server.db.update(properties).set({ title: "London Flat, renamed" }).where(eq(properties.id, id));
    expect((await getPropertyById(server.db, id))?.title).toBe("London Flat");
    later();
    expect((await getPropertyById(server.db, id))?.title).toBe("London Flat, renamed");
  });

  it("answers the REST search's listings from memory in any search that shows them, for MEMO_TTL_MS", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const api = apiClient(server.url);
    const id = fx.properties.marinaApartment.id;
    const titleIn = async (query: string) => {
      const { status, body } = await api.get(`/property/propertyfilter?locationlable=Dubai%20Marina&${query}`);
      expect(status).toBe(200);
      return body.data.find((p: { _id: string }) => p._id === id)?.title;
    };
    expect(await titleIn("sort=price_asc")).toBe("Marina Apartment");
    await server.db.update(properties).set({ title: "Marina Apartment, renamed" }).where(eq(properties.id, id));
    // Another search (its page is not remembered) shows the listing as it was answered.
    expect(await titleIn("sort=price_desc")).toBe("Marina Apartment");
    later();
    expect(await titleIn("sort=newest")).toBe("Marina Apartment, renamed");
  });

  it("shows the search pages' cards from memory in any search that shows them, for MEMO_TTL_MS", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const id = fx.properties.marinaApartment.id;
    const cardTitleIn = async (query: string) => {
      const res = await fetch(`${server.url}/property-search?locationlable=Dubai%20Marina&${query}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const card = html.slice(html.indexOf(`href="/property/${id}"`));
      return card.match(/<h3[^>]* title="([^"]*)"/)?.[1];
    };
    const shown = await cardTitleIn("sort=price_asc");
    expect(shown).toMatch(/^Marina Apartment/);
    await server.db.update(properties).set({ title: "Marina Flat" }).where(eq(properties.id, id));
    // Another search (neither its page nor its address is remembered) shows the card as it was read.
    expect(await cardTitleIn("sort=price_desc")).toBe(shown);
    later();
    expect(await cardTitleIn("sort=newest")).toBe("Marina Flat");
  });

  it("shows an agent's new name on every listing of theirs once the edit is made", async () => {
    const api = apiClient(server.url);
    const agency = await addBrokerage(server.db, { slug: "dune-homes", name: "Dune Homes", orn: "40999" });
    const agent = await addAgent(server.db, {
      slug: "sara-nasser",
      name: "Sara Nasser",
      brn: "70999",
      brokerageId: agency.id,
    });
    const theirs = [fx.properties.marinaVilla.id, fx.properties.marinaApartment.id];
    for (const id of theirs) await server.db.update(properties).set({ agentId: agent.id }).where(eq(properties.id, id));
    server.forgetRemembered();
    const agentNames = async () => {
      const { body } = await api.get("/property/properties?locationlable=Dubai%20Marina");
      const listed = body.data.filter((p: { _id: string }) => theirs.includes(p._id));
      return listed.map((p: { agent: { name: string } | null }) => p.agent?.name);
    };
    expect(await agentNames()).toEqual(["Sara Nasser", "Sara Nasser"]);
    await server.db.update(agents).set({ name: "Sara Al Nasser" }).where(eq(agents.id, agent.id));
    server.forgetRemembered();
    expect(await agentNames()).toEqual(["Sara Al Nasser", "Sara Al Nasser"]);
    const single = await api.get(`/property/properties/${theirs[0]}`);
    expect(single.body.data.agent).toMatchObject({ name: "Sara Al Nasser", brn: "70999" });
  });

  it("answers text past Latin-1 intact, in the list and the single listing", async () => {
    const api = apiClient(server.url);
    const id = fx.properties.reemVilla.id;
    const title = "Reem Villa — فيلا الريم · Вилла ✓";
    await server.db.update(properties).set({ title }).where(eq(properties.id, id));
    server.forgetRemembered();
    const list = await api.get("/property/properties?locationlable=Al%20Reem%20Island");
    expect(list.body.data.map((p: { title: string }) => p.title)).toEqual([title]);
    expect((await api.get(`/property/properties/${id}`)).body.data.title).toBe(title);
  });

  it("never remembers a refusal", async () => {
    const api = apiClient(server.url);
    const refused = await api.get("/property/properties?currency=SEK&minPrice=1");
    expect(refused.status).toBe(400);
    await server.db.insert(exchangeRates).values({ currency: "SEK", rate: 0.125 });
    // Rates are remembered too; every rate write forgets them, as this does.
    server.forgetRemembered();
    // 1 SEK = 0.05 / 0.125 AED = 0.4 AED, so 300,000 SEK is AED 120,000: the rental flat.
    const accepted = await api.get("/property/properties?currency=SEK&maxPrice=300000");
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.map((p: { title: string }) => p.title)).toEqual(["Downtown Rental Flat"]);
  });
});
