/**
 * Enquiries about a listing: the property page's Send Inquiry and Check availability lead to
 * forms that show the listing and store it with the enquiry, with or without JavaScript, and
 * the back office's inbox names the listing. A real server over the demo data; pages exist only
 * after `npm run build`.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sessionCookieName } from "../../app/modules/account/session.server";
import { enquiries, properties } from "../../db/schema";
import { signInAs } from "../helpers/auth";
import { must } from "../helpers/must";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const SITE = "https://estates.example";
const markup = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

describe.each(databases())("enquiries about a listing on %s", (database) => {
  let server: TestServer;
  let listing: { id: string; title: string };

  beforeAll(async () => {
    server = await startTestServer({ database, siteUrl: SITE, demo: true });
    const [first] = await server.db
      .select({ id: properties.id, title: properties.title })
      .from(properties)
      .where(eq(properties.status, "published"))
      .orderBy(asc(properties.id))
      .limit(1);
    listing = must(first, "a published listing");
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await server.db.delete(enquiries);
  });

  const page = async (path: string) => decode(markup(await (await fetch(`${server.url}${path}`)).text()));
  /** The "About this listing" card of a page. */
  const listingCard = (html: string) => html.match(/<div data-enquiry-listing[\s\S]*?<\/div><\/div>/)?.[0] ?? "";
  const storedEnquiries = () =>
    server.db.select({ propertyId: enquiries.propertyId, pageUrl: enquiries.pageUrl }).from(enquiries);

  it("the property page's buttons carry the listing: /contact?property=<id> and the dialog's page", async () => {
    const html = await page(`/property/${listing.id}`);
    const availability = html.match(
      /<a[^>]*href="([^"]*)"[^>]*>(?:(?!<\/a>).)*Check availability of the property/s,
    )?.[1];
    expect(availability).toBe(`/contact?property=${listing.id}`);
    const inquiry = html.match(/<a[^>]*href="([^"]*)"[^>]*>(?:(?!<\/a>).)*Send Inquiry/s)?.[1];
    expect(inquiry).toBe(`/enquiry?type=Become%20A%20Partner&property=${listing.id}`);
  });

  it("/contact?property=<id> shows the listing and stores it with the enquiry; an unknown id only loses it", async () => {
    const html = await page(`/contact?property=${listing.id}`);
    const card = listingCard(html);
    expect(card).toContain("About this listing");
    expect(card).toContain(listing.title);
    expect(card).toContain(`href="/property/${listing.id}"`);
    expect(html).toContain(`name="inquireurl" value="${SITE}/contact?property=${listing.id}"`);

    // The side form's post without JavaScript goes to /enquiry with that address.
    const res = await fetch(`${server.url}/enquiry?type=Contact%20Us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({
        fullname: "Priya Sharma",
        phoneCountry: "AE",
        phone: "050 123 4567",
        email: "priya@example.com",
        inquire: "",
        variant: "side",
        inquireurl: `${SITE}/contact?property=${listing.id}`,
      }),
    });
    expect(res.status).toBe(200);
    // Without JavaScript, the page that answers says it went and what happens next.
    expect(await res.text()).toContain("within one working day");
    expect(await storedEnquiries()).toEqual([
      { propertyId: listing.id, pageUrl: `${SITE}/contact?property=${listing.id}` },
    ]);

    for (const bad of ["00000000-0000-4000-8000-00000000dead", "not-an-id"]) {
      const other = await fetch(`${server.url}/contact?property=${bad}`);
      expect(other.status).toBe(200);
      expect(listingCard(markup(await other.text()))).toBe("");
    }
  });

  it("the REST call keeps its contract and links an enquiry sent from /contact?property=<id> to the listing", async () => {
    const res = await fetch(`${server.url}/api/enquiry/enquireyenter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        fullname: "Chloe Dubois",
        phoneNo: "+971501234567",
        email: "chloe@example.com",
        inquire: "",
        inquireType: "Contact Us",
        inquireurl: `${SITE}/contact?property=${listing.id}`,
        status: "Active",
      }),
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ status: true, data: { _id: expect.any(String) } });
    expect(await storedEnquiries()).toEqual([
      { propertyId: listing.id, pageUrl: `${SITE}/contact?property=${listing.id}` },
    ]);
  });

  it("the dialog's page without JavaScript shows the listing and stores its page address", async () => {
    const path = `/enquiry?type=Become%20A%20Partner&property=${listing.id}`;
    const html = await page(path);
    expect(listingCard(html)).toContain(listing.title);
    expect(html).toContain(`name="inquireurl" value="${SITE}/property/${listing.id}"`);
    const res = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({
        fullname: "Rahul Menon",
        phoneCountry: "AE",
        phone: "050 765 4321",
        email: "rahul@example.com",
        inquire: "",
        variant: "dialog",
        inquireurl: `${SITE}/property/${listing.id}`,
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("within one working day");
    expect(await storedEnquiries()).toEqual([{ propertyId: listing.id, pageUrl: `${SITE}/property/${listing.id}` }]);
  });

  it("the back office's inbox names the listing of each enquiry about one", async () => {
    await server.db.insert(enquiries).values([
      {
        fullName: "About a listing",
        phone: "+971501234567",
        email: "a@example.com",
        inquireType: "Contact Us",
        pageUrl: `${SITE}/contact?property=${listing.id}`,
        propertyId: listing.id,
        status: "New",
      },
      {
        fullName: "General question",
        phone: "+971501234568",
        email: "b@example.com",
        inquireType: "General",
        pageUrl: `${SITE}/faq`,
        status: "New",
      },
    ]);
    const admin = await signInAs(server.db, "admin");
    // The public address is https: the session cookie carries the __Host- prefix there.
    const cookie = `${sessionCookieName(true)}=${admin.token}`;
    const inbox = decode(markup(await (await fetch(`${server.url}/admin/enquiries`, { headers: { cookie } })).text()));
    expect(inbox).toContain("About a listing");
    const rowOf = (name: string) =>
      inbox.match(new RegExp(`<tr[^>]*>(?:(?!</tr>).)*${name}(?:(?!</tr>).)*</tr>`, "s"))?.[0] ?? "";
    expect(rowOf("About a listing")).toContain(`href="/property/${listing.id}"`);
    expect(rowOf("About a listing")).toContain(listing.title);
    expect(rowOf("General question")).not.toContain("/property/");
  });
});
