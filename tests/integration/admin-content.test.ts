import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_GROUP_ID } from "../../db/ids";
import { one } from "../../db/one";
import { agencies, auditLog, blogs, faqEntries, imageVariants, locations, mapLocations } from "../../db/schema";
import { type SignedIn, signInAs } from "../helpers/auth";
import { databases, startTestServer, type TestServer } from "../helpers/server";

describe.each(databases())("content editors (%s)", (database) => {
  let server: TestServer;
  let editor: SignedIn;
  let customer: SignedIn;

  beforeAll(async () => {
    server = await startTestServer({ database, demo: true });
    editor = await signInAs(server.db, "editor");
    customer = await signInAs(server.db, "customer");
  }, 120_000);
  afterAll(() => server?.close());

  const form = (fields: Record<string, string>, file?: File) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    if (file) body.append("imageFile", file);
    return body;
  };
  const post = (path: string, body: FormData, who: SignedIn | null = editor) =>
    fetch(server.url + path, { method: "POST", redirect: "manual", headers: who ? { cookie: who.cookie } : {}, body });
  const get = (path: string, who: SignedIn | null = editor) =>
    fetch(server.url + path, { redirect: "manual", headers: who ? { cookie: who.cookie } : {} });
  const createdId = (res: Response) => {
    expect(res.status).toBe(302);
    return (/\/([0-9a-f-]{36})\?saved=1$/.exec(res.headers.get("location") ?? "") ?? [])[1] as string;
  };

  it("the FAQ page reads the seeded entries, and edits there show at once, audited", async () => {
    const seeded = await server.db.select().from(faqEntries);
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    const faq = await (await get("/faq", null)).text();
    expect(faq).toContain("Can foreigners buy property in Dubai?");

    const id = createdId(
      await post(
        "/admin/content/faq/new",
        form({ question: "Can I pay in instalments?", answer: "Yes, off-plan plans spread payments.", sortOrder: "0" }),
      ),
    );
    expect(await (await get("/faq?q=instalments", null)).text()).toContain("Can I pay in instalments?");

    const edit = await post(
      `/admin/content/faq/${id}`,
      form({ question: "Can I pay in monthly instalments?", answer: "Yes.", sortOrder: "0" }),
    );
    expect(edit.status).toBe(200);
    expect(await (await get("/faq", null)).text()).toContain("Can I pay in monthly instalments?");

    const del = await post(`/admin/content/faq/${id}`, form({ intent: "delete" }));
    expect(del.status).toBe(302);
    expect(await (await get("/faq", null)).text()).not.toContain("monthly instalments");

    const audit = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "faq"), eq(auditLog.entityId, id)))
      .orderBy(auditLog.createdAt);
    expect(audit.map((a) => a.action)).toEqual(["create", "update", "delete"]);
    expect(audit[1]?.before).toMatchObject({ question: "Can I pay in instalments?" });
    expect(audit[1]?.after).toMatchObject({ question: "Can I pay in monthly instalments?" });
    expect(audit[2]?.after).toBeNull();
  });

  it("sanitises rich text on save: scripts and handlers never reach the database or the page", async () => {
    const post0 = one(
      await server.db.select().from(blogs).where(eq(blogs.groupId, CONTENT_GROUP_ID.blogs)).limit(1),
      "a blog post",
    );
    const res = await post(
      `/admin/content/blogs/${post0.id}`,
      form({
        title: post0.title,
        subtitle: post0.subtitle,
        author: post0.author,
        publishedOn: post0.publishedOn,
        categoryId: post0.categoryId ?? "",
        description:
          '<h2>Fresh take</h2><p onclick="x()">Safe <em>words</em></p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bad link</a>',
      }),
    );
    expect(res.status).toBe(200);
    const saved = one(await server.db.select().from(blogs).where(eq(blogs.id, post0.id)), "the saved post");
    expect(saved.description).toContain("<h2>Fresh take</h2>");
    expect(saved.description).toContain("<em>words</em>");
    expect(saved.description).not.toMatch(/onerror|onclick|<script|<img|javascript:/);
    const page = await (await get(`/blog-details/${post0.id}`, null)).text();
    expect(page).toContain("Fresh take");
    expect(page).not.toMatch(/onerror|alert\(2\)|javascript:alert/);
  });

  it("refuses bad values with messages naming the field, and writes nothing", async () => {
    const before = (await server.db.select().from(agencies)).length;
    const stars = await post("/admin/content/testimonials/new", form({ name: "Ana", message: "Great", stars: "9" }));
    expect(stars.status).toBe(400);
    expect(await stars.text()).toContain("Stars (0–5) must be a whole number from 0 to 5.");
    const link = await post("/admin/content/agencies/new", form({ name: "Bad", link: "javascript:alert(1)" }));
    expect(link.status).toBe(400);
    expect(await link.text()).toContain("Link must be a web address starting with https://");
    const required = await post("/admin/content/agencies/new", form({ name: "", link: "https://x.ae" }));
    expect(await required.text()).toContain("Name is required.");
    const when = await post("/admin/content/offers/new", form({ title: "Sale", endsAt: "tomorrow" }));
    expect(await when.text()).toContain("Ends at must be a date and time.");
    expect((await server.db.select().from(agencies)).length).toBe(before);
  });

  it("stores an uploaded image with its variants, and refuses a file that is not an image", async () => {
    const fake = new File(["GIF89a but not really"], "logo.png", { type: "image/png" });
    const refused = await post("/admin/content/agencies/new", form({ name: "Fake Co", link: "https://fake.ae" }, fake));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("“logo.png” is not an image");

    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#12324f" } })
      .png()
      .toBuffer();
    const id = createdId(
      await post(
        "/admin/content/agencies/new",
        form({ name: "Real Co", link: "https://real.ae", sortOrder: "1" }, new File([new Uint8Array(png)], "real.png")),
      ),
    );
    const agency = one(await server.db.select().from(agencies).where(eq(agencies.id, id)), "the new agency");
    expect(agency.imageId).toBeTruthy();
    const variants = await server.db
      .select({ width: imageVariants.width })
      .from(imageVariants)
      .where(eq(imageVariants.imageId, agency.imageId as string));
    expect(variants.map((v) => v.width).sort((a, b) => a - b)).toEqual([480, 960]);
    const media = await fetch(`${server.url}/media/${agency.imageId}?w=400`);
    expect(media.headers.get("content-type")).toBe("image/webp");
  });

  it("a location still used by listings cannot be deleted; a duplicate name is a field error", async () => {
    const used = one(await server.db.select().from(locations).limit(1), "a location");
    const res = await post(`/admin/content/locations/${used.id}`, form({ intent: "delete" }));
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("still used by listings");
    expect(await server.db.select().from(locations).where(eq(locations.id, used.id))).toHaveLength(1);

    const map = one(await server.db.select().from(mapLocations).limit(1), "a map location");
    const dup = await post(
      "/admin/content/map-locations/new",
      form({ name: map.name, propertyCount: "3", x: "10", y: "20" }),
    );
    expect(dup.status).toBe(400);
    expect(await dup.text()).toContain("Name: another record already has this value.");
  });

  it("keeps customers and anonymous visitors out; an unknown kind is a 404", async () => {
    for (const path of ["/admin/content", "/admin/content/faq", "/admin/content/faq/new"]) {
      expect((await get(path, customer)).status, path).toBe(403);
      expect((await get(path, null)).status, path).toBe(302);
    }
    const before = (await server.db.select().from(faqEntries)).length;
    const body = () => form({ question: "Sneaky?", answer: "No.", sortOrder: "0" });
    expect((await post("/admin/content/faq/new", body(), customer)).status).toBe(403);
    expect((await post("/admin/content/faq/new", body(), null)).status).toBe(302);
    expect((await server.db.select().from(faqEntries)).length).toBe(before);
    expect((await get("/admin/content/no-such-kind")).status).toBe(404);
    expect((await get("/admin/content/faq/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
