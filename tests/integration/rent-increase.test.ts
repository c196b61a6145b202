import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

describe.each(databases())("the rent increase check on %s", (database) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;
  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
    // React's text separators ("<!-- -->") split a sentence the visitor reads as one.
    const html = (await res.text()).replaceAll("<!-- -->", "");
    return { status: res.status, html, location: res.headers.get("location") };
  };

  beforeAll(async () => {
    server = await startTestServer({ database });
    api = apiClient(server.url);
  });
  afterAll(() => server?.close());

  it("GET /api/rent-increase answers the allowed increase, the new maximum rent and the notice date", async () => {
    const { status, body } = await api.get("/rent-increase?rent=80000&average=100000&renewal=2027-06-01");
    expect(status).toBe(200);
    expect(body).toEqual({
      status: true,
      data: {
        rent: 80_000,
        average: 100_000,
        percentBelowAverage: 20,
        allowedIncreasePercent: 5,
        increase: 4_000,
        maximumRent: 84_000,
        renewal: "2027-06-01",
        noticeBy: "2027-03-03",
      },
    });
    const edge = await api.get("/rent-increase?rent=89999.99&average=100000");
    expect(edge.body.data).toMatchObject({ allowedIncreasePercent: 5, percentBelowAverage: 10.01, noticeBy: null });
    const far = await api.get("/rent-increase?rent=50000&average=100000");
    expect(far.body.data).toMatchObject({ allowedIncreasePercent: 20, maximumRent: 60_000 });
    const above = await api.get("/rent-increase?rent=120000&average=100000");
    expect(above.body.data).toMatchObject({ allowedIncreasePercent: 0, maximumRent: 120_000 });
  });

  it("refuses missing, malformed and unknown input with 400 naming the field", async () => {
    for (const [query, field] of [
      ["average=100000", "rent"],
      ["rent=80000", "average"],
      ["rent=abc&average=100000", "rent"],
      ["rent=0&average=100000", "rent"],
      ["rent=80000&average=-1", "average"],
      ["rent=80000&average=100000&renewal=2027-02-30", "renewal"],
      ["rent=80000&average=100000&renewal=01-06-2027", "renewal"],
      ["rent=80000&average=100000&rooms=2", "rooms"],
    ] as const) {
      const { status, body } = await api.get(`/rent-increase?${query}`);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(body.status).toBe(false);
      expect(Object.keys(body.errors ?? {})).toContain(field);
    }
  });

  it("renders the check from its address, without JavaScript", async () => {
    const { status, html } = await page("/rent-increase?rent=80000&average=100000&renewal=2027-06-01");
    expect(status).toBe(200);
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain("AED 84,000");
    expect(html).toContain("An increase of 5 % at most");
    expect(html).toContain("by March 3, 2027 at the latest");
    expect(html).toMatch(/data-band="5" data-current="true"/);
    expect(html).toMatch(/name="rent"[^>]*value="80000"|value="80000"[^>]*name="rent"/);
    const empty = await page("/rent-increase");
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('data-testid="rent-idle"');
    expect(empty.html).not.toContain('data-testid="rent-results"');
  });

  it("shows a bad input's message next to its field, in the page's language, as a 400", async () => {
    const english = await page("/rent-increase?rent=80000");
    expect(english.status).toBe(400);
    expect(english.html).toContain('id="rent-average-error"');
    expect(english.html).toContain("Enter the average rent, or choose a community and rooms");
    const arabic = await page("/ar/rent-increase?rent=80000&average=100000&renewal=2027-13-01");
    expect(arabic.status).toBe(400);
    expect(arabic.html).toContain('dir="rtl"');
    expect(arabic.html).toContain("أدخل تاريخ التجديد يومًا صحيحًا بين 2000 و2100.");
    const rooms = await page("/rent-increase?rooms=9");
    expect(rooms.status).toBe(400);
    expect(rooms.html).toContain("Choose studio or a number of bedrooms from the list.");
  });
});
