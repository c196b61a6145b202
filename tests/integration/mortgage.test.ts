import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs } from "../helpers/auth";
import { apiClient, type Fixtures, seedFixtures } from "../helpers/factories";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/** "AED 8,893.23", or "AED 400,000" when there are no fils: as the pages write an amount. */
function aed(amount: number): string {
  const whole = Number.isInteger(amount);
  return `AED ${amount.toLocaleString("en-US", { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

describe.each(databases())("the mortgage calculator on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let api: ReturnType<typeof apiClient>;
  const page = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return { status: res.status, html: await res.text() };
  };

  beforeAll(async () => {
    server = await startTestServer({ database });
    fx = await seedFixtures(server.db);
    api = apiClient(server.url);
  });
  afterAll(() => server?.close());

  it("GET /api/mortgage answers the payment, the loan, the caps and every upfront cost", async () => {
    const { status, body } = await api.get("/mortgage?price=2000000&down=400000&years=25&rate=0");
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(body.data).toMatchObject({
      price: 2_000_000,
      downPayment: 400_000,
      minimumDownPayment: 400_000,
      loan: 1_600_000,
      buyer: "expatriate",
      home: "first",
      completion: "ready",
      ltvAllowed: 80,
      ltvUsed: 80,
      monthlyPayment: 5_333.33, // 1,600,000 / 300 months
      totalInterest: 0,
      fees: 131_320,
      cashUpfront: 531_320,
    });
    expect(body.data.upfrontCosts).toEqual([
      { item: "downPayment", amount: 400_000, vat: 0, total: 400_000 },
      { item: "dldTransfer", amount: 80_000, vat: 0, total: 80_000 },
      { item: "dldAdmin", amount: 580, vat: 0, total: 580 },
      { item: "titleDeed", amount: 250, vat: 0, total: 250 },
      { item: "trustee", amount: 4_000, vat: 200, total: 4_200 },
      { item: "mortgageRegistration", amount: 4_290, vat: 0, total: 4_290 },
      { item: "agency", amount: 40_000, vat: 2_000, total: 42_000 },
    ]);
    expect(body.data.balanceByYear).toHaveLength(25);
  });

  it("applies the lower cap above AED 5M, the national's caps and off-plan's 50 %", async () => {
    const above = await api.get("/mortgage?price=5000001");
    expect(above.body.data.ltvAllowed).toBe(70);
    const national = await api.get("/mortgage?price=5000000&buyer=national");
    expect(national.body.data).toMatchObject({ ltvAllowed: 85, minimumDownPayment: 750_000, loan: 4_250_000 });
    const second = await api.get("/mortgage?price=3000000&home=further");
    expect(second.body.data.minimumDownPayment).toBe(1_200_000);
    const offPlan = await api.get("/mortgage?price=3000000&completion=off_plan&buyer=national");
    expect(offPlan.body.data).toMatchObject({ ltvAllowed: 50, minimumDownPayment: 1_500_000 });
  });

  it("refuses a down payment below the minimum with 400 naming the field and the minimum", async () => {
    const { status, body } = await api.get("/mortgage?price=2000000&down=399999");
    expect(status).toBe(400);
    expect(body.status).toBe(false);
    expect(Object.keys(body.errors)).toEqual(["down"]);
    expect(body.errors.down).toContain("AED 400,000");
  });

  it("refuses out-of-range and unknown input with 400 naming the field", async () => {
    for (const [query, field] of [
      ["years=25&rate=4", "price"],
      ["price=abc", "price"],
      ["price=2000000&years=26", "years"],
      ["price=2000000&years=2.5", "years"],
      ["price=2000000&rate=-1", "rate"],
      ["price=2000000&buyer=tourist", "buyer"],
      ["price=2000000&home=third", "home"],
      ["price=2000000&completion=soon", "completion"],
      ["price=2000000&down=2000001", "down"],
      ["price=2000000&colour=blue", "colour"],
    ] as const) {
      const { status, body } = await api.get(`/mortgage?${query}`);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(Object.keys(body.errors ?? {})).toContain(field);
    }
  });

  it("uses the fees the back office sets on the settings page, and the default for a blank one", async () => {
    const admin = await signInAs(server.db, "admin");
    const contact = { phone: "", whatsapp: "", email: "", officeAddress: "", salesEmail: "" };
    const save = (fees: Record<string, string>) =>
      fetch(`${server.url}/admin/settings`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...contact, ...fees }),
      });
    const form = await (await fetch(`${server.url}/admin/settings`, { headers: { cookie: admin.cookie } })).text();
    expect(form).toContain('name="feeDldTransfer"');
    expect(form).toContain("Default: 4");
    const bad = await save({ feeDldTransfer: "four", feeTitleDeed: "-1" });
    expect(bad.status).toBe(400);
    const badText = await bad.text();
    expect(badText).toContain("Enter a percentage from 0 to 100");
    expect(badText).toContain("Enter an amount in AED");

    const ok = await save({ feeDldTransfer: "5", feeTitleDeed: "300.50" });
    expect(ok.status).toBe(200);
    await ok.body?.cancel();
    const changed = await api.get("/mortgage?price=2000000&down=400000");
    expect(changed.body.data.upfrontCosts[1]).toEqual({ item: "dldTransfer", amount: 100_000, vat: 0, total: 100_000 });
    expect(changed.body.data.upfrontCosts[3]).toEqual({ item: "titleDeed", amount: 300.5, vat: 0, total: 300.5 });

    (await save({ feeDldTransfer: "", feeTitleDeed: "" })).body?.cancel();
    const back = await api.get("/mortgage?price=2000000&down=400000");
    expect(back.body.data.upfrontCosts[1].amount).toBe(80_000);
    expect(back.body.data.upfrontCosts[3].amount).toBe(250);
  });

  it("renders the calculator page from its address, without JavaScript", async () => {
    const { status, html } = await page("/mortgage-calculator?price=2000000&down=400000&years=25&rate=0");
    expect(status).toBe(200);
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain("AED 5,333.33");
    expect(html).toContain("AED 531,320");
    expect(html).toContain('data-testid="balance-chart"');
    expect(html).toContain('data-testid="balance-table"');
    expect(html).toMatch(/name="price"[^>]*value="2000000"|value="2000000"[^>]*name="price"/);
  });

  it("shows a bad input's message next to its field, in the page's language, as a 400", async () => {
    const english = await page("/mortgage-calculator?price=2000000&down=1000");
    expect(english.status).toBe(400);
    expect(english.html).toContain('id="mortgage-down-error"');
    expect(english.html).toContain("The down payment must be at least AED 400,000");
    const arabic = await page("/ar/mortgage-calculator?price=2000000&years=40");
    expect(arabic.status).toBe(400);
    expect(arabic.html).toContain("أدخل مدة من 1 إلى 25 سنة كاملة.");
  });

  it("shows a sale listing's mortgage with a link to the calculator, and none on a rent", async () => {
    const sale = await page(`/property/${fx.properties.marinaVilla.id}`);
    expect(sale.html).toContain('data-testid="listing-mortgage"');
    expect(sale.html).toContain('href="/mortgage-calculator?price=2000000"');
    const { body } = await api.get("/mortgage?price=2000000");
    expect(sale.html).toContain(aed(body.data.monthlyPayment));
    expect(sale.html).toContain(aed(body.data.cashUpfront));
    const rent = await page(`/property/${fx.properties.downtownRental.id}`);
    expect(rent.status).toBe(200);
    expect(rent.html).not.toContain('data-testid="listing-mortgage"');
  });
});
