import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  loadDubaiLocation,
  loadPropertySearch,
  loadResidentialFilter,
  loadStatePage,
} from "../../app/modules/browse/browse.server";
import { signInAs } from "../helpers/auth";
import { type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/** Every public page; `{villa}` becomes a real listing id. */
const PAGES = [
  "/",
  "/enquiry",
  "/property/{villa}",
  "/contact",
  "/faq",
  "/property-search",
  "/property-search-list",
  "/residential-filter",
  "/dubai-locations",
  "/country-property-sale-list",
  "/country-property-sale-list-dist",
  "/country-property-sale-list-properties",
  "/property-lsiting-list",
  "/DubaiOnlyNotice",
  "/articals",
  "/blogs",
  "/news",
  "/blog-details/x",
  "/developer-profile",
  "/about",
  "/privacy-policy",
  "/Affiliate",
  "/Advertise",
  "/residence-passports",
  "/login-signup",
  "/usre-profile1",
  "/ru/property-search",
  "/ar/residential-filter",
];

/** Every query parameter some page reads. */
const NAMES = [
  "country",
  "state",
  "district",
  "city",
  "locationlable",
  "type",
  "subtitle",
  "minPrice",
  "maxPrice",
  "currency",
  "page",
  "sort",
  "bedrooms",
  "q",
  "categorytitle",
  "id",
  "mode",
  "redirectTo",
];

/**
 * The browse pages' loaders, whose parameters each reach SQL: swept one parameter at a time
 * through the loader itself (every page of PAGES is rendered with each value above).
 */
const BROWSE_LOADERS = {
  "/property-search": loadPropertySearch,
  "/residential-filter": loadResidentialFilter,
  "/dubai-locations": loadDubaiLocation,
  "/country-property-sale-list-dist": loadStatePage,
};
const BROWSE_NAMES = NAMES.slice(0, 13);

const HOSTILE_VALUES = [
  "%00",
  "a%00b",
  "x".repeat(1500),
  "-1",
  "1e309",
  "99999999999999999999",
  "%F0%9F%98%80",
  encodeURIComponent("' OR '1'='1"),
  encodeURIComponent("<script>alert(1)</script>"),
  "%5B%5D",
  "%20",
  "%E0%A4%A",
  "javascript:alert(1)",
  "%2F%2Fevil.example",
];

const ACCEPTABLE = [200, 302, 303, 400, 404, 414, 431];

/** Pages with a form action, and one without (/contact): what a bot or a broken client may post. */
const FORM_PAGES = [
  "/enquiry",
  "/property/{villa}",
  "/login-signup",
  "/login-signup?mode=signup",
  "/residence-passports",
  "/usre-profile1",
  "/contact",
  "/compare",
];
const FORM_FIELDS = [
  "fullname",
  "name",
  "email",
  "phone",
  "message",
  "budget",
  "inquireType",
  "password",
  "confirmPassword",
  "firstName",
  "lastName",
  "intent",
  "redirectTo",
  "location",
  "ids",
  "add",
  "remove",
  "back",
];
const BAD_BODIES: { type: string; body: string }[] = [
  { type: "application/json", body: '{"email":"a@b.co"}' },
  { type: "text/plain", body: "email=a@b.co" },
  { type: "multipart/form-data; boundary=x", body: "--x\r\nbroken" },
  { type: "application/x-www-form-urlencoded", body: "%E0%A4%A=%E0%A4%A&email=%ZZ" },
  ...["", "%00", "a%00b", "x".repeat(20_000), encodeURIComponent("<script>alert(1)</script>"), "%5B%5D"].map((v) => ({
    type: "application/x-www-form-urlencoded",
    body: FORM_FIELDS.map((f) => `${f}=${v}`).join("&"),
  })),
];
const INTENTS = ["", "save", "delete", "x"];

/** Every kind of back-office page, with real, malformed and unknown ids. */
const BACK_OFFICE_PAGES = [
  "/admin",
  "/admin/enquiries",
  "/admin/enquiries/x",
  "/admin/enquiries/00000000-0000-4000-8000-000000000000",
  "/admin/rates",
  "/admin/home-layout",
  "/admin/settings",
  "/admin/users",
  "/admin/audit",
  "/admin/listings",
  "/admin/listings/new",
  "/admin/listings/x",
  "/admin/listings/{villa}",
  "/admin/content",
  "/admin/content/nope",
  "/admin/content/blogs",
  "/admin/content/blogs/x",
  "/admin/content/blogs/{blog}",
  "/admin/content/offers/new",
];
const BACK_OFFICE_FILTERS = ["q", "type", "status", "from", "to", "page", "entity", "segment", "location", "sort"];
/** A refusal, a redirect or the form again with its messages: never a 5xx. */
const ACCEPTABLE_WRITES = [200, 302, 303, 400, 405, 413, 415, 429];

describe.each(databases())("hostile input on every page (%s)", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let adminCookie = "";

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
    adminCookie = (await signInAs(server.db, "admin")).cookie;
  });
  afterAll(() => server?.close());

  /** The problems of one answer: a 5xx, the payload echoed as markup, or a redirect off the site. */
  async function problemsOf(path: string, init: RequestInit = {}, acceptable = ACCEPTABLE): Promise<string[]> {
    const address = path.replace("{villa}", fx.properties.marinaVilla.id).replace("{blog}", fx.blogs.newestBlog.id);
    const res = await fetch(server.url + address, {
      ...init,
      redirect: "manual",
    });
    const body = await res.text();
    const location = res.headers.get("location") ?? "";
    const label = `${init.method ?? "GET"} ${path.slice(0, 120)} ${String(init.body ?? "").slice(0, 40)} → ${res.status}`;
    return [
      ...(acceptable.includes(res.status) ? [] : [label]),
      ...(body.includes("<script>alert(1)") ? [`${label} echoes the script`] : []),
      ...(location && !/^\/(?!\/)/.test(location) ? [`${label} redirects to ${location}`] : []),
    ];
  }

  // One test a page, so no single test carries the whole sweep's time.
  it.each(PAGES)(
    "%s answers every hostile value in all its parameters with a page, 4xx or redirect home",
    async (page) => {
      const problems: string[] = [];
      for (const value of HOSTILE_VALUES) {
        problems.push(...(await problemsOf(`${page}?${NAMES.map((n) => `${n}=${value}`).join("&")}`)));
      }
      expect(problems).toEqual([]);
    },
  );

  it("the browse loaders answer each hostile parameter on its own with a page or a 4xx, never an error", async () => {
    const problems: string[] = [];
    for (const [path, load] of Object.entries(BROWSE_LOADERS)) {
      for (const name of BROWSE_NAMES) {
        for (const value of HOSTILE_VALUES) {
          const url = new URL(`${path}?state=Dubai&${name}=${value}`, server.url);
          const label = `${path}?state=Dubai&${name}=${value.slice(0, 40)}`;
          try {
            const { status } = await load(server.db, url);
            if (!ACCEPTABLE.includes(status)) problems.push(`${label} → ${status}`);
          } catch (error) {
            problems.push(`${label} threw ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("every form page answers bodies no form sends with a 4xx, never a 5xx", async () => {
    const problems: string[] = [];
    for (const page of FORM_PAGES) {
      for (const { type, body } of BAD_BODIES) {
        const init = { method: "POST", headers: { "content-type": type }, body };
        problems.push(...(await problemsOf(page, init, ACCEPTABLE_WRITES)));
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(BACK_OFFICE_PAGES)("%s answers hostile filters with a page or a 4xx, never a 5xx", async (page) => {
    const query = (value: string) => BACK_OFFICE_FILTERS.map((n) => `${n}=${value}`).join("&");
    const problems: string[] = [];
    for (const value of HOSTILE_VALUES) {
      problems.push(...(await problemsOf(`${page}?${query(value)}`, { headers: { cookie: adminCookie } })));
    }
    expect(problems).toEqual([]);
  });

  it.each(BACK_OFFICE_PAGES)("%s answers malformed form bodies with a 4xx, never a 5xx", async (page) => {
    const problems: string[] = [];
    for (const { type, body } of BAD_BODIES) {
      // A body no form sends is refused before any action reads its intent: one is enough.
      const intents = type === "application/x-www-form-urlencoded" ? INTENTS : [""];
      for (const intent of intents) {
        const headers = { cookie: adminCookie, "content-type": type };
        const init = { method: "POST", headers, body: `intent=${intent}&${body}` };
        problems.push(...(await problemsOf(page, init, [...ACCEPTABLE_WRITES, 404])));
      }
    }
    expect(problems).toEqual([]);
  });
});
