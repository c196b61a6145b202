import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { one } from "../../db/one";
import {
  auditLog,
  images,
  imageVariants,
  nearbyPlaces,
  properties,
  propertyAmenities,
  propertyImages,
} from "../../db/schema";
import { type SignedIn, signInAs } from "../helpers/auth";
import { type Fixtures, seedFixtures } from "../helpers/factories";
import { must } from "../helpers/must";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/** A real PNG of the given size, one colour. */
async function png(width: number, height: number, r = 200): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 60 } } })
    .png()
    .toBuffer();
  return new Uint8Array(bytes);
}

describe.each(databases())("listings editor (%s)", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let editor: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    let fixtures: Fixtures | undefined;
    server = await startTestServer({
      database,
      seed: async (db) => {
        fixtures = await seedFixtures(db);
      },
    });
    fx = fixtures as Fixtures;
    editor = await signInAs(server.db, "editor");
    customer = await signInAs(server.db, "customer");
  }, 60_000);
  afterAll(() => server?.close());

  /** The editor's form with every required field filled; `extra` overrides or adds fields. */
  // A published Dubai listing needs its own ten-digit permit, valid after today (issue 17).
  let permits = 0;
  function listingForm(extra: Record<string, string | string[]> = {}, files: File[] = []): FormData {
    const form = new FormData();
    const fields: Record<string, string | string[]> = {
      intent: "save",
      permitNumber: String(4_000_000_000 + ++permits),
      permitExpiry: "2099-12-31",
      title: "Sea-view villa with garden",
      propertyTypeId: fx.types.villa.id,
      segment: "Residential",
      locationId: fx.locations.marina.id,
      developerId: fx.developers.emaar.id,
      tagTitle: "New launch",
      priceAmount: "1000000",
      priceCurrency: "USD",
      bedrooms: "4",
      bathrooms: "3",
      areaSqft: "3500",
      highlightLabel: ["View", ""],
      highlightValue: ["Sea", ""],
      descriptionTitle: "Overview",
      descriptionRowLabel: ["Plot"],
      descriptionRowValue: ["6,000 sq ft"],
      description: '<p>Bright <strong>villa</strong></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
      address: "Marina Walk, Dubai",
      latitude: "",
      longitude: "",
      status: "published",
      amenityIds: [fx.amenities.pool.id, fx.amenities.balcony.id],
      nearbyName: ["Marina Mall"],
      nearbyType: ["shopping_mall"],
      nearbyLat: ["25.0757"],
      nearbyLng: ["55.1403"],
      nearbyDistance: ["450"],
      ...extra,
    };
    for (const [name, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
    }
    for (const file of files) form.append("newImages", file);
    return form;
  }

  const post = (path: string, body: FormData | URLSearchParams, who: SignedIn | null = editor) =>
    fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: who ? { cookie: who.cookie } : {},
      body,
    });
  const get = (path: string, who: SignedIn | null = editor) =>
    fetch(server.url + path, { redirect: "manual", headers: who ? { cookie: who.cookie } : {} });
  const countListings = async () => (await server.db.select({ id: properties.id }).from(properties)).length;

  async function createListing(files: File[], extra: Record<string, string | string[]> = {}): Promise<string> {
    const res = await post("/admin/listings/new", listingForm(extra, files));
    expect(res.status, await res.clone().text()).toBe(302);
    const match = /^\/admin\/listings\/([0-9a-f-]{36})\?saved=1$/.exec(res.headers.get("location") ?? "");
    expect(match).not.toBeNull();
    return must(match?.[1], "the new listing's id in the redirect");
  }

  it("refuses bad fields with messages naming each field, and writes nothing", async () => {
    const before = await countListings();
    const res = await post(
      "/admin/listings/new",
      listingForm({
        title: "  ",
        priceAmount: "12abc",
        latitude: "123",
        bedrooms: "-1",
        propertyTypeId: "not-an-id",
        nearbyName: ["Clinic"],
        nearbyLat: ["x"],
      }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    for (const message of [
      "Title is required (at most 200 characters).",
      "Price must be a number of 0 or more with at most 2 decimals.",
      "Latitude must be a number from -90 to 90, or empty.",
      "Bedrooms must be a whole number from 0 to 50, or empty.",
      "Property type: choose one of the list.",
      "Nearby place 1: give a name",
    ]) {
      expect(html).toContain(message);
    }
    expect(await countListings()).toBe(before);
  });

  it("answers a refused save with the form as it was typed, so it works without JavaScript", async () => {
    const res = await post(
      "/admin/listings/new",
      listingForm({
        title: "Typed villa title",
        priceAmount: "12abc",
        highlightLabel: ["Pool view"],
        highlightValue: ["Yes"],
      }),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(
      /<input[^>]*name="title"[^>]*value="Typed villa title"|value="Typed villa title"[^>]*name="title"/,
    );
    expect(html).toMatch(/value="12abc"/);
    expect(html).toContain('value="Pool view"');
    expect(html).toMatch(/aria-invalid="true"[^>]*name="priceAmount"|name="priceAmount"[^>]*aria-invalid="true"/);
  });

  it("asks a rent's period and refuses one for a sale (issue 16, item 1); a monthly rent reads /month", async () => {
    const before = await countListings();
    for (const [fields, message] of [
      [{ purpose: "rent", rentFrequency: "" }, "Rent period: a rent needs one, per year, month, week or day."],
      [{ purpose: "sale", rentFrequency: "yearly" }, "Rent period: a sale has none; choose None (for sale)."],
      [
        { purpose: "rent", rentFrequency: "fortnightly" },
        "Rent period: a rent needs one, per year, month, week or day.",
      ],
      [{ purpose: "lease", rentFrequency: "" }, "Sale or rent: choose For sale or For rent."],
    ] as const) {
      const res = await post("/admin/listings/new", listingForm(fields));
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.text()).toContain(message);
    }
    expect(await countListings()).toBe(before);

    const id = await createListing([], { title: "Marina studio to let", purpose: "rent", rentFrequency: "monthly" });
    const [row] = await server.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({ purpose: "rent", rentFrequency: "monthly" });
    const api = await (await get(`/api/property/properties/${id}`, null)).json();
    expect(api.data).toMatchObject({ purpose: "rent", rentFrequency: "monthly" });
    const page = await (await get(`/property/${id}`, null)).text();
    expect(page).toMatch(/data-period="monthly"[^>]*>\/month</);
    const rents = await (await get("/admin/listings?purpose=rent")).text();
    expect(rents).toContain("Marina studio to let");
    expect(rents).toContain("Downtown Rental Flat");
    expect(rents).not.toContain("Downtown Office");
    const sales = await (await get("/admin/listings?purpose=sale")).text();
    expect(sales).not.toContain("Marina studio to let");
    expect(sales).toContain("Downtown Office");
    // Back to a sale: the period goes with it.
    const res = await post(`/admin/listings/${id}`, listingForm({ title: "Marina studio to let", purpose: "sale" }));
    expect(res.status).toBe(200);
    const [sold] = await server.db.select().from(properties).where(eq(properties.id, id));
    expect(sold).toMatchObject({ purpose: "sale", rentFrequency: null });
  });

  it("refuses a location that does not exist as a field error, never a 500", async () => {
    const res = await post("/admin/listings/new", listingForm({ locationId: "00000000-0000-4000-8000-000000000000" }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Location: choose one of the list.");
  });

  it("checks uploads by their bytes: text named .png and a file over 8 MB are refused by name", async () => {
    const before = await countListings();
    const imagesBefore = (await server.db.select({ id: images.id }).from(images)).length;
    const fake = new File(["this is plain text, not a picture"], "holiday.png", { type: "image/png" });
    const big = new File([new Uint8Array(8 * 1024 * 1024 + 10)], "huge.jpg", { type: "image/jpeg" });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'], "logo.png", {
      type: "image/png",
    });
    const good = new File([await png(100, 80)], "good.png", { type: "image/png" });
    const res = await post("/admin/listings/new", listingForm({}, [good, fake, big, svg]));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("“holiday.png” is not an image");
    expect(html).toContain("“huge.jpg” is larger than 8 MB.");
    expect(html).toContain("“logo.png” is not an image");
    expect(await countListings()).toBe(before);
    expect((await server.db.select({ id: images.id }).from(images)).length).toBe(imagesBefore);
  });

  it("creates a listing with two images, WebP variants no wider than each original, and audits it", async () => {
    const wide = new File([await png(2000, 1000, 10)], "wide.png", { type: "image/png" });
    const small = new File([await png(600, 400, 250)], "small.png", { type: "image/png" });
    const id = await createListing([wide, small]);

    const [row] = await server.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({
      title: "Sea-view villa with garden",
      priceAmount: 1000000,
      priceCurrency: "USD",
      priceAed: 4000000,
      bedrooms: 4,
      status: "published",
      // Blank coordinates take the location's.
      latitude: fx.locations.marina.latitude,
      longitude: fx.locations.marina.longitude,
      highlights: [{ label: "View", value: "Sea" }],
    });
    expect(row?.description).toContain("<strong>villa</strong>");
    expect(row?.description).not.toMatch(/onerror|<script|<img/);
    const amenities = await server.db.select().from(propertyAmenities).where(eq(propertyAmenities.propertyId, id));
    expect(amenities.map((a) => a.categoryId).sort()).toEqual([fx.amenities.pool.id, fx.amenities.balcony.id].sort());

    const pics = await server.db
      .select({ imageId: propertyImages.imageId, position: propertyImages.position })
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, id))
      .orderBy(propertyImages.position);
    expect(pics).toHaveLength(2);
    const first = must(pics[0], "the first picture").imageId;
    const second = must(pics[1], "the second picture").imageId;
    const variants = await server.db
      .select({ imageId: imageVariants.imageId, width: imageVariants.width, type: imageVariants.contentType })
      .from(imageVariants)
      .where(inArray(imageVariants.imageId, [first, second]));
    expect(
      variants
        .filter((v) => v.imageId === first)
        .map((v) => v.width)
        .sort((a, b) => a - b),
    ).toEqual([480, 960, 1600]);
    expect(variants.filter((v) => v.imageId === second).map((v) => v.width)).toEqual([480]);
    expect(new Set(variants.map((v) => v.type))).toEqual(new Set(["image/webp"]));

    // /media/{id}?w= serves the narrowest variant at least that wide, else the original.
    const w500 = await fetch(`${server.url}/media/${first}?w=500`);
    expect(w500.status).toBe(200);
    expect(w500.headers.get("content-type")).toBe("image/webp");
    expect(w500.headers.get("cache-control")).toContain("immutable");
    expect((await sharp(Buffer.from(await w500.arrayBuffer())).metadata()).width).toBe(960);
    const w1800 = await fetch(`${server.url}/media/${first}?w=1800`);
    expect((await sharp(Buffer.from(await w1800.arrayBuffer())).metadata()).width).toBe(2000);
    const plain = await fetch(`${server.url}/media/${second}`);
    expect((await sharp(Buffer.from(await plain.arrayBuffer())).metadata()).width).toBe(600);
    for (const bad of ["abc", "0", "99999", "-5", "1.5"]) {
      const res = await fetch(`${server.url}/media/${first}?w=${bad}`);
      expect(res.status, bad).toBe(400);
      await res.body?.cancel();
    }

    const audit = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "property"), eq(auditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", actorEmail: editor.email, before: null });
    expect(audit[0]?.after).toMatchObject({ title: "Sea-view villa with garden", imageIds: [first, second] });

    // The public page shows it at once.
    const page = await get(`/property/${id}`, null);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Sea-view villa with garden");
    expect(html).toContain(`/media/${first}`);
  });

  it("reorders and removes images, audited before and after; unpublishing hides the page", async () => {
    const files = await Promise.all([1, 2, 3].map(async (n) => new File([await png(300, 200, n * 60)], `${n}.png`)));
    const id = await createListing(files, { title: "Three pictures" });
    const order = async () =>
      (
        await server.db
          .select({ imageId: propertyImages.imageId })
          .from(propertyImages)
          .where(eq(propertyImages.propertyId, id))
          .orderBy(propertyImages.position)
      ).map((r) => r.imageId);
    const [a, b, c] = await order();
    if (!a || !b || !c) throw new Error("Expected the listing's three pictures");

    const res = await post(
      `/admin/listings/${id}`,
      listingForm({ title: "Three pictures, reordered", imageIds: [c, a] }),
    );
    expect(res.status).toBe(200);
    expect(await order()).toEqual([c, a]);
    // The removed picture is gone with its variants; nothing else used it.
    expect(await server.db.select().from(images).where(eq(images.id, b))).toEqual([]);
    expect(await server.db.select().from(imageVariants).where(eq(imageVariants.imageId, b))).toEqual([]);

    const update = one(
      await server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "update"))),
      "the update's audit entry",
    );
    expect(update.before).toMatchObject({ title: "Three pictures", imageIds: [a, b, c] });
    expect(update.after).toMatchObject({ title: "Three pictures, reordered", imageIds: [c, a] });

    const unpublish = await post(`/admin/listings/${id}`, new URLSearchParams({ intent: "status", status: "draft" }));
    expect(unpublish.status).toBe(200);
    expect((await get(`/property/${id}`, null)).status).toBe(404);
    const [status] = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "status")));
    expect(status).toMatchObject({ before: { status: "published" }, after: { status: "draft" } });
    await post(`/admin/listings/${id}`, new URLSearchParams({ intent: "status", status: "published" }));
    expect((await get(`/property/${id}`, null)).status).toBe(200);
  });

  it("deletes a listing with its images, facilities and nearby places, audited", async () => {
    const id = await createListing([new File([await png(200, 200)], "one.png")], { title: "To delete" });
    const { imageId } = one(
      await server.db
        .select({ imageId: propertyImages.imageId })
        .from(propertyImages)
        .where(eq(propertyImages.propertyId, id)),
      "the listing's picture",
    );
    const res = await post(`/admin/listings/${id}`, new URLSearchParams({ intent: "delete" }));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/listings?deleted=1");
    expect(await server.db.select().from(properties).where(eq(properties.id, id))).toEqual([]);
    expect(await server.db.select().from(propertyImages).where(eq(propertyImages.propertyId, id))).toEqual([]);
    expect(await server.db.select().from(propertyAmenities).where(eq(propertyAmenities.propertyId, id))).toEqual([]);
    expect(await server.db.select().from(nearbyPlaces).where(eq(nearbyPlaces.propertyId, id))).toEqual([]);
    expect(await server.db.select().from(images).where(eq(images.id, imageId))).toEqual([]);
    const audit = one(
      await server.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "delete"))),
      "the delete's audit entry",
    );
    expect(audit.before).toMatchObject({ title: "To delete" });
    expect(audit.after).toBeNull();
    // A listing that does not exist (any more) is a 404, not a 500.
    expect((await get(`/admin/listings/${id}`)).status).toBe(404);
    expect((await post(`/admin/listings/${id}`, new URLSearchParams({ intent: "delete" }))).status).toBe(404);
  });

  it("the table searches titles and filters by status, type, segment and location", async () => {
    const html = await (await get("/admin/listings?q=reordered")).text();
    expect(html).toContain("Three pictures, reordered");
    expect(html).not.toContain("Sea-view villa with garden");
    const drafts = await (await get("/admin/listings?status=draft")).text();
    expect(drafts).toMatch(/\b1 listing\b/);
    const marina = await (
      await get(`/admin/listings?type=${fx.types.villa.id}&segment=Residential&location=${fx.locations.marina.id}`)
    ).text();
    expect(marina).toContain("Sea-view villa with garden");
    expect(marina).not.toContain("Downtown Office");
    const offices = await (await get(`/admin/listings?type=${fx.types.office.id}&segment=Commercial`)).text();
    expect(offices).toContain("Downtown Office");
    expect(offices).not.toContain("Sea-view villa with garden");
    const downtown = await (await get(`/admin/listings?location=${fx.locations.downtown.id}`)).text();
    expect(downtown).not.toContain("Sea-view villa with garden");
    // Wildcards are taken literally.
    expect(await (await get("/admin/listings?q=%25")).text()).toContain("No listing matches these filters.");
  });

  it("keeps customers and anonymous visitors out of every listings page and action", async () => {
    const id = fx.properties.marinaVilla.id;
    for (const path of ["/admin/listings", "/admin/listings/new", `/admin/listings/${id}`]) {
      expect((await get(path, customer)).status, path).toBe(403);
      const anon = await get(path, null);
      expect(anon.status, path).toBe(302);
      expect(anon.headers.get("location")).toContain("/login-signup?redirectTo=");
    }
    const before = await countListings();
    expect((await post("/admin/listings/new", listingForm(), customer)).status).toBe(403);
    expect((await post("/admin/listings/new", listingForm(), null)).status).toBe(302);
    for (const who of [customer, null]) {
      const res = await post(`/admin/listings/${id}`, new URLSearchParams({ intent: "delete" }), who);
      expect([302, 403]).toContain(res.status);
    }
    expect(await countListings()).toBe(before);
    expect(await server.db.select().from(properties).where(eq(properties.id, id))).toHaveLength(1);
  });
});
