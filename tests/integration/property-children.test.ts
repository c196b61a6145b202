import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, images, nearbyPlaces, propertyAmenities, propertyImages } from "../../db/schema";
import { apiClient, type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

type WireListing = { propertyimage: string[]; facilitieid: string[]; featureId: string[]; nearbyPlaces: string };

/**
 * A listing's photos, amenities and nearby places are read from one gathered row per listing
 * (issue 15), kept by triggers on the child tables. Whatever writes those tables, directly in
 * SQL as a script or a cascade would, the API answers what the child rows say.
 */
describe.each(databases())("a listing's gathered child rows on %s", (database) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  let fx: Fixtures;
  let villa: string;

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
    villa = fx.properties.marinaVilla.id;
    api = apiClient(server.url);
  }, 60_000);
  afterAll(() => server?.close());

  async function listing(id = villa): Promise<WireListing> {
    server.forgetRemembered();
    const { status, body } = await api.get(`/property/properties/${id}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data as WireListing;
  }
  const nearbyNames = (l: WireListing) => (JSON.parse(l.nearbyPlaces) as { name: string }[]).map((p) => p.name);

  it("answers the seeded photos in order, amenities by their category's order and places nearest first", async () => {
    const l = await listing();
    expect(l.propertyimage).toEqual([`/media/${fx.images.img1.id}`, `/media/${fx.images.img2.id}`]);
    expect(l.facilitieid).toEqual([fx.amenities.pool.id, fx.amenities.gym.id]);
    expect(l.featureId).toEqual([fx.amenities.balcony.id]);
    expect(nearbyNames(l)).toEqual(["Marina Station", "Marina Mall"]);
  });

  it("follows photos reordered, added and deleted (a deleted image cascades)", async () => {
    // Swaps positions 0 and 1 by way of 11 and 10: the key stays unique at every step.
    await server.db.execute(sql`update property_images set position = 11 - position where property_id = ${villa}`);
    await server.db.execute(sql`update property_images set position = position - 10 where property_id = ${villa}`);
    expect((await listing()).propertyimage).toEqual([`/media/${fx.images.img2.id}`, `/media/${fx.images.img1.id}`]);

    await server.db.insert(propertyImages).values({ propertyId: villa, imageId: fx.images.img3.id, position: 5 });
    expect((await listing()).propertyimage.at(-1)).toBe(`/media/${fx.images.img3.id}`);

    await server.db.delete(images).where(eq(images.id, fx.images.img2.id));
    expect((await listing()).propertyimage).toEqual([`/media/${fx.images.img1.id}`, `/media/${fx.images.img3.id}`]);
  });

  it("follows amenities added, reordered by the back office and deleted with their category", async () => {
    await server.db.update(categories).set({ sortOrder: 9 }).where(eq(categories.id, fx.amenities.pool.id));
    expect((await listing()).facilitieid).toEqual([fx.amenities.gym.id, fx.amenities.pool.id]);

    await server.db.delete(categories).where(eq(categories.id, fx.amenities.gym.id));
    expect((await listing()).facilitieid).toEqual([fx.amenities.pool.id]);

    await server.db
      .delete(propertyAmenities)
      .where(and(eq(propertyAmenities.propertyId, villa), eq(propertyAmenities.categoryId, fx.amenities.balcony.id)));
    const l = await listing();
    expect(l.featureId).toEqual([]);
    expect(l.facilitieid).toEqual([fx.amenities.pool.id]);
  });

  it("follows nearby places moved and removed", async () => {
    await server.db
      .update(nearbyPlaces)
      .set({ distanceM: 50 })
      .where(and(eq(nearbyPlaces.propertyId, villa), eq(nearbyPlaces.name, "Marina Mall")));
    expect(nearbyNames(await listing())).toEqual(["Marina Mall", "Marina Station"]);

    await server.db.delete(nearbyPlaces).where(eq(nearbyPlaces.propertyId, villa));
    expect(nearbyNames(await listing())).toEqual([]);
  });

  it("gathers many listings' photos written in one statement, as the seed writes them", async () => {
    const others = Object.values(fx.properties).filter((p) => p.id !== villa && p.status === "published");
    await server.db.insert(propertyImages).values(
      others.flatMap((p) => [
        { propertyId: p.id, imageId: fx.images.img3.id, position: 0 },
        { propertyId: p.id, imageId: fx.images.img1.id, position: 1 },
      ]),
    );
    for (const p of others) {
      expect((await listing(p.id)).propertyimage).toEqual([
        `/media/${fx.images.img3.id}`,
        `/media/${fx.images.img1.id}`,
      ]);
    }
  });
});
