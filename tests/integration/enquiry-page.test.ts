/**
 * The /enquiry page: the "Get Assistance" form without JavaScript. A real server over a
 * fresh database; pages exist only after `npm run build`.
 */

import { existsSync } from "node:fs";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { one } from "../../db/one";
import { enquiries } from "../../db/schema";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const BUILT = existsSync(`${process.env.BUILD_DIR || "build"}/server/index.js`);
/** PUBLIC_SITE_URL: the server is reached at another address, as behind a proxy. */
const SITE = "https://estates.example";

describe.each(databases())("enquiry page on %s", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    if (!BUILT) throw new Error("Run `npm run build` first: pages are served from build/.");
    server = await startTestServer({ database, siteUrl: SITE });
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await server.db.delete(enquiries);
  });

  const stored = async () => one(await server.db.select({ n: count() }).from(enquiries), "the enquiry count").n;

  /** A browser's form post: urlencoded body, our own Origin (cross-site writes are refused). */
  const post = (type: string | null, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/enquiry${type === null ? "" : `?type=${encodeURIComponent(type)}`}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url, ...headers },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  const valid = {
    fullname: "Priya Sharma",
    phoneCountry: "AE",
    phone: "050 123 4567",
    email: "priya@example.com",
    inquire: "Around 2M AED",
  };

  /** The message shown under a field: the error paragraph the input points to. */
  const fieldMessage = (html: string, message: string) =>
    new RegExp(`<p id="[^"]+-error"[^>]*>.*?<span>${message.replace(/[.?]/g, "\\$&")}</span></p>`).test(html);

  it("serves the form with the type shown, server-rendered", async () => {
    const res = await fetch(`${server.url}/enquiry?type=Golden%20Visa`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Get Assistance");
    expect(html).toContain("Golden Visa");
    const form = html.match(/<form[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/enquiry?type=Golden%20Visa"');
    expect(html).toContain("Send an enquiry");
    expect(html).toMatch(/placeholder="Your budget \(optional\)"/);
    expect(html).toMatch(/<a href="\/privacy-policy" target="_blank" rel="noopener noreferrer"/);
    expect(html).toMatch(/<a href="\/faq" target="_blank" rel="noopener noreferrer"/);
    // The phone picker defaults to India.
    expect(html).toMatch(/<option value="IN"[^>]*selected=""/);
  });

  it("stores a valid enquiry and answers with the success page", async () => {
    const res = await post("Golden Visa", valid, { referer: `${server.url}/residence-passports` });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Enquiry sent successfully!");
    expect(html).toMatch(/<a[^>]*href="\/residence-passports"/);

    const rows = await server.db.select().from(enquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fullName: "Priya Sharma",
      phone: "+971501234567",
      email: "priya@example.com",
      message: "Around 2M AED",
      inquireType: "Golden Visa",
      pageUrl: `${SITE}/residence-passports`,
      status: "New",
    });
  });

  it("records the page the form was opened from on the public address, and /enquiry for another site's referrer", async () => {
    await post("Become A Partner", { ...valid, inquireurl: `${server.url}/contact?from=menu` });
    await post("Become A Partner", { ...valid, inquireurl: `${SITE}/ar/about` });
    await post(
      "Become A Partner",
      { ...valid, inquireurl: "https://elsewhere.example/x" },
      {
        referer: "https://elsewhere.example/page",
      },
    );
    const rows = await server.db.select({ pageUrl: enquiries.pageUrl }).from(enquiries);
    expect(rows.map((r) => r.pageUrl).sort()).toEqual(
      [`${SITE}/contact?from=menu`, `${SITE}/ar/about`, "/enquiry"].sort(),
    );
  });

  it("uses the Referer of the page that linked to the form", async () => {
    const res = await fetch(`${server.url}/enquiry?type=Golden%20Visa`, {
      headers: { referer: `${server.url}/property/abc?x=1` },
    });
    const html = await res.text();
    expect(html).toContain(`name="inquireurl" value="${SITE}/property/abc?x=1"`);
  });

  it("answers 400 with the exact messages, keeps the values and stores nothing", async () => {
    const empty = await post("Golden Visa", { fullname: "", phoneCountry: "IN", phone: "", email: "", inquire: "" });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    for (const message of ["Please enter your name.", "Please enter your phone number.", "Please enter your email."]) {
      expect(fieldMessage(emptyHtml, message), message).toBe(true);
    }
    expect(emptyHtml).toMatch(/aria-invalid="true"/);

    const wrong = await post("Golden Visa", {
      fullname: "12345",
      phoneCountry: "IN",
      phone: "12",
      email: "not-an-email",
      inquire: "keep me",
    });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    for (const message of [
      "Name should not be a number.",
      "Enter a valid international phone number.",
      "Provide a valid email.",
    ]) {
      expect(fieldMessage(wrongHtml, message), message).toBe(true);
    }
    // What was typed is still in the form.
    expect(wrongHtml).toContain('value="12345"');
    expect(wrongHtml).toContain('value="not-an-email"');
    expect(wrongHtml).toMatch(/<textarea[^>]*>keep me<\/textarea>/);

    expect(await stored()).toBe(0);
  });

  it("refuses an unknown enquiry type with 400 and stores nothing", async () => {
    const res = await post("Free Money", valid);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Unknown enquiry type.");
    expect(await stored()).toBe(0);

    const page = await fetch(`${server.url}/enquiry?type=Free%20Money`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("Unknown enquiry type.");
  });

  it("treats a missing type as a general enquiry", async () => {
    const res = await post(null, valid);
    expect(res.status).toBe(200);
    const [row] = await server.db.select().from(enquiries);
    expect(row?.inquireType).toBe("General");
  });

  it("refuses a cross-site post", async () => {
    const res = await post("Golden Visa", valid, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await stored()).toBe(0);
  });
});

describe("enquiry page rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ limits: { enquiryPerMinute: 2 } });
  });
  afterAll(() => server?.close());

  it("refuses a third form post in a minute with 429 and stores only two", async () => {
    const post = () =>
      fetch(`${server.url}/enquiry?type=General`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
        body: new URLSearchParams({
          fullname: "Omar Haddad",
          phoneCountry: "AE",
          phone: "0501234567",
          email: "omar@example.com",
        }),
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    const third = await post();
    expect(third.status).toBe(429);
    expect(await third.text()).toContain("Too many requests, please try again later.");
    expect(one(await server.db.select({ n: count() }).from(enquiries), "the enquiry count").n).toBe(2);
  });
});
