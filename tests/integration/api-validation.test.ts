import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/** Every GET of the contract; `{villa}` becomes a real listing id. */
const GET_PATHS = [
  "/location/toplocationsalldata",
  "/exchange/latest-exchange-rates",
  "/herosection/homesectionget",
  "/subcategory/getcategory",
  "/location/locationtop",
  "/advertisement/advertises",
  "/goldenvisa/goldenvisaget",
  "/testimonial/TestimonialGet",
  "/agencies/agenciesgetdata",
  "/blog/bloggetdata",
  "/offer/offerget",
  "/investment/investments",
  "/property/properties",
  "/property/properties/{villa}",
  "/Map2Routes/Map2Sectionsget",
  "/home/homelayoutget",
  "/developer/developerget",
  "/location/locationall",
  "/property/propertyfilter",
  "/location/alllocationfilter",
  "/property/propertybannerdata",
];

/** Each endpoint's query parameters, for the never-a-500 sweep below. */
const PARAMETERS: Record<string, string[]> = {
  "/property/properties": [
    "type",
    "subtitle",
    "developer",
    "country",
    "state",
    "district",
    "city",
    "location",
    "locationlable",
    "locationlabel",
    "minPrice",
    "maxPrice",
    "currency",
    "page",
    "limit",
    "sort",
  ],
  "/location/alllocationfilter": ["country", "state", "district", "subtitle"],
  "/blog/bloggetdata": ["categorytitle", "categorylable", "page", "limit"],
  "/developer/developerget": ["id"],
  "/subcategory/getcategory": ["masterId"],
  "/location/search": ["q"],
};

const HOSTILE_VALUES = [
  "%00",
  "a%00b",
  "x".repeat(5000),
  "-1",
  "1e309",
  "99999999999999999999",
  "0.001",
  "%F0%9F%98%80",
  encodeURIComponent("' OR '1'='1"),
  encodeURIComponent("<script>alert(1)</script>"),
  "%5B%5D",
  "null",
  "%20",
];

const POST_PATHS = ["/enquiry/enquireyenter", "/profile/profilelayoutinsert"];

describe.each(databases())("input validation of every endpoint on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let api: ReturnType<typeof apiClient>;
  const path = (p: string) => p.replace("{villa}", fx.properties.marinaVilla.id);

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
    api = apiClient(server.url);
  });
  afterAll(() => server?.close());

  it.each(GET_PATHS)("GET %s answers 200 JSON with status true", async (p) => {
    const { status, body, headers } = await api.get(path(p));
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    expect(body.status ?? body.success).toBe(true);
  });

  it.each(GET_PATHS)("GET %s refuses an unknown parameter by name", async (p) => {
    const { status, body } = await api.get(`${path(p)}?foo=1`);
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, message: "Unknown parameter: foo", errors: { foo: "Unknown parameter." } });
  });

  it.each(GET_PATHS)("GET %s refuses broken percent-encoding", async (p) => {
    const { status, body } = await api.get(`${path(p)}?x=%E0%A4%A`);
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, message: "Malformed URL encoding." });
  });

  it("never answers 5xx to hostile parameter values", async () => {
    for (const [endpoint, names] of Object.entries(PARAMETERS)) {
      for (const name of names) {
        for (const value of HOSTILE_VALUES) {
          const { status, body } = await api.get(`${endpoint}?${name}=${value}`);
          expect(
            [200, 400],
            `${endpoint}?${name}=${value.slice(0, 40)} → ${JSON.stringify(body).slice(0, 200)}`,
          ).toContain(status);
          if (status === 400) expect(Object.keys(body.errors)).toEqual([name]);
        }
      }
    }
  });

  it("refuses NUL in text instead of failing in the database", async () => {
    const { status, body } = await api.get("/property/propertyfilter?locationlable=Dubai%00Marina");
    expect(status).toBe(400);
    expect(body.errors).toEqual({ locationlable: "locationlable contains a character that is not allowed." });
  });

  it("refuses broken percent-encoding in the path", async () => {
    const { status, body } = await api.get("/property/properties/%E0%A4%A");
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, message: "Malformed URL encoding." });
  });

  it("answers JSON under the policy for data, with no script nonce; a page keeps its nonce", async () => {
    for (const path of ["/property/properties", "/unknown-path"]) {
      const res = await fetch(`${server.url}/api${path}`);
      expect(res.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
    }
    const page = await fetch(`${server.url}/faq`);
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  });

  it("answers 404 JSON for an unknown path or method", async () => {
    for (const [method, p] of [
      ["GET", "/nothing/here"],
      ["GET", "/property"],
      ["POST", "/property/properties"],
      ["DELETE", "/enquiry/enquireyenter"],
    ] as const) {
      const { status, body } = await api.post(p, { method });
      expect(status, `${method} ${p}`).toBe(404);
      expect(body).toEqual({ status: false, message: "Not found" });
    }
  });

  describe.each(POST_PATHS)("POST %s", (p) => {
    const send = (body: BodyInit, contentType = "application/json", extra: RequestInit = {}) =>
      api.post(p, { method: "POST", headers: { "content-type": contentType }, body, ...extra });

    it("refuses malformed JSON", async () => {
      for (const body of ["{", '{"fullname": }', "", "nul"]) {
        const res = await send(body);
        expect(res.status, body).toBe(400);
        expect(res.body).toEqual({ status: false, message: "Malformed JSON body" });
      }
    });

    it("refuses another content type with 415", async () => {
      for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
        const res = await send("{}", type);
        expect(res.status, type).toBe(415);
        expect(res.body).toEqual({ status: false, message: "Content-Type must be application/json." });
      }
    });

    it("refuses a 101 KB body with 413, with or without a length", async () => {
      const big = JSON.stringify({ inquire: "x".repeat(101 * 1024) });
      const sized = await send(big);
      expect(sized.status).toBe(413);
      expect(sized.body).toEqual({ status: false, message: "Request body is too large (100 KB at most)." });
      const chunks = new TextEncoder().encode(big);
      const stream = new ReadableStream({
        start(controller) {
          for (let at = 0; at < chunks.length; at += 16 * 1024) controller.enqueue(chunks.slice(at, at + 16 * 1024));
          controller.close();
        },
      });
      const streamed = await send(stream, "application/json", { duplex: "half" } as RequestInit);
      expect(streamed.status).toBe(413);
    });

    it("refuses unknown query parameters", async () => {
      const res = await api.post(`${p}?debug=1`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: false, message: "Unknown parameter: debug" });
    });
  });
});
