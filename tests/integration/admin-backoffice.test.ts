import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { one } from "../../db/one";
import { auditLog, enquiries, exchangeRateHistory, exchangeRates, profiles } from "../../db/schema";
import { type SignedIn, signInAs } from "../helpers/auth";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const run = promisify(execFile);

describe.each(databases())("back office (%s)", (database) => {
  let server: TestServer;
  let admin: SignedIn;
  let provider: Server;
  let providerBody = "";

  beforeAll(async () => {
    server = await startTestServer({
      database,
      seed: async (db) => {
        await db.insert(exchangeRates).values([
          { currency: "AED", rate: 0.044 },
          { currency: "USD", rate: 0.012 },
        ]);
      },
    });
    admin = await signInAs(server.db, "admin");
    provider = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(providerBody);
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => provider.close(resolve));
    await server.close();
  });

  const post = (path: string, form: Record<string, string>) =>
    fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    });

  it("a rate edited by hand is validated, recorded with its time and audited, and prices use it at once", async () => {
    const bad = await post("/admin/rates", { currency: "USD", rate: "-3" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter a positive number.");
    const notNumber = await post("/admin/rates", { currency: "USD", rate: "abc" });
    expect(notNumber.status).toBe(400);
    await notNumber.body?.cancel();

    const ok = await post("/admin/rates", { currency: "USD", rate: "0.0125" });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("USD saved.");
    const usd = one(
      await server.db.select().from(exchangeRates).where(eq(exchangeRates.currency, "USD")),
      "the USD rate",
    );
    expect(Number(usd.rate)).toBe(0.0125);
    const history = await server.db.select().from(exchangeRateHistory);
    expect(history).toMatchObject([{ currency: "USD", rate: 0.0125, source: "manual", actorEmail: admin.email }]);
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.entity, "exchange_rate"));
    expect(audit).toMatchObject([{ entityId: "USD", before: { rate: 0.012 }, after: { rate: 0.0125 } }]);

    const page = await (await fetch(`${server.url}/admin/rates`, { headers: { cookie: admin.cookie } })).text();
    expect(page).toContain("0.0125");
  });

  it("refreshes from the provider when one is configured, and changes nothing on a bad answer", async () => {
    const none = await post("/admin/rates", { intent: "refresh" });
    expect(none.status).toBe(400);
    await none.body?.cancel();

    server.services.ratesProviderUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/rates`;
    providerBody = "not json";
    const broken = await post("/admin/rates", { intent: "refresh" });
    expect(broken.status).toBe(502);
    expect(await broken.text()).toContain("Nothing was changed.");

    providerBody = JSON.stringify({ base: "USD", rates: { USD: 1, INR: 80, AED: 3.6, XYZ: 5 } });
    const ok = await post("/admin/rates", { intent: "refresh" });
    expect(ok.status).toBe(200);
    // USD stays 1/80 = 0.0125; AED becomes 3.6/80 = 0.045.
    expect(await ok.text()).toContain("Refreshed from the provider: 1 changed.");
    const rows = await server.db.select().from(exchangeRates);
    const byCode = Object.fromEntries(rows.map((r) => [r.currency, Number(r.rate)]));
    expect(byCode).toEqual({ AED: 0.045, USD: 0.0125 });
    const fromProvider = await server.db
      .select()
      .from(exchangeRateHistory)
      .where(eq(exchangeRateHistory.source, "provider"));
    expect(fromProvider.map((h) => h.currency).sort()).toEqual(["AED"]);
  });

  it("site settings are validated per field and the public pages show a change at once", async () => {
    // Warm the remembered anonymous page first.
    await (await fetch(`${server.url}/contact`)).text();
    const bad = await post("/admin/settings", {
      phone: "call me",
      whatsapp: "",
      email: "not-an-email",
      officeAddress: "x",
      salesEmail: "",
    });
    expect(bad.status).toBe(400);
    const badText = await bad.text();
    expect(badText).toContain("Enter a phone number");
    expect(badText).toContain("Enter a valid e-mail address.");

    const ok = await post("/admin/settings", {
      phone: "+971 4 555 0199",
      whatsapp: "+971 50 555 0199",
      email: "hello@example.com",
      officeAddress: "Level 9, Marina Plaza, Dubai",
      salesEmail: "sales@example.com",
    });
    expect(ok.status).toBe(200);
    await ok.body?.cancel();
    const home = await (await fetch(`${server.url}/contact`)).text();
    expect(home).toContain("hello@example.com");
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.entity, "site_settings"));
    expect(audit.at(-1)?.after).toMatchObject({ email: "hello@example.com", salesEmail: "sales@example.com" });
  });

  it("CSV export keeps the filters and defuses spreadsheet formulas", async () => {
    await server.db.insert(enquiries).values([
      { fullName: '=HYPERLINK("x")', phone: "+971500000001", email: "a@example.com", inquireType: "General" },
      { fullName: 'Plain, "Quoted"', phone: "+971500000002", email: "b@example.com", inquireType: "Golden Visa" },
    ]);
    const res = await fetch(`${server.url}/api/admin/enquiries.csv`, { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const csv = await res.text();
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`"Plain, ""Quoted"""`);
    expect(csv).toContain("'+971500000001");
    const filtered = await (
      await fetch(`${server.url}/api/admin/enquiries.csv?type=Golden%20Visa`, { headers: { cookie: admin.cookie } })
    ).text();
    expect(filtered).toContain("b@example.com");
    expect(filtered).not.toContain("a@example.com");
    const search = await (
      await fetch(`${server.url}/api/admin/enquiries?q=${encodeURIComponent("100%")}`, {
        headers: { cookie: admin.cookie },
      })
    ).json();
    expect(search).toMatchObject({ status: true, total: 0 });
  });

  it("an admin creates a staff account and changes roles, audited; weak passwords and own role refused", async () => {
    const weak = await post("/admin/users", {
      intent: "create",
      email: "ed@example.com",
      role: "editor",
      password: "short",
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain("Staff passwords need at least 12 characters.");
    const created = await post("/admin/users", {
      intent: "create",
      email: "Ed@Example.com",
      role: "editor",
      password: "a long enough passphrase",
    });
    expect(created.status).toBe(200);
    await created.body?.cancel();
    const ed = one(await server.db.select().from(profiles).where(eq(profiles.email, "ed@example.com")), "Ed's profile");
    expect(ed.role).toBe("editor");
    expect(ed.passwordHash).toMatch(/^\$argon2id\$/);

    const promote = await post("/admin/users", { intent: "role", profileId: ed.id, role: "admin" });
    expect(promote.status).toBe(200);
    await promote.body?.cancel();
    const self = await post("/admin/users", { intent: "role", profileId: admin.id, role: "customer" });
    expect(self.status).toBe(400);
    await self.body?.cancel();
    const audit = await server.db.select().from(auditLog).where(eq(auditLog.entityId, ed.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["create", "update"]);
    const page = await (
      await fetch(`${server.url}/admin/audit?entity=user`, { headers: { cookie: admin.cookie } })
    ).text();
    expect(page).toContain("ed@example.com");
  });
});

describe("npm run user:create", () => {
  it("creates a staff account, promotes an existing one and refuses weak passwords", async () => {
    const dir = `/tmp/user-create-${process.pid}-${Date.now()}`;
    const env = { ...process.env, DATA_DIR: dir, DATABASE_URL: "" };
    const cli = (args: string[], extra: Record<string, string> = {}) =>
      run("npx", ["tsx", "scripts/user-create.ts", ...args], { env: { ...env, ...extra } }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
    const weak = await cli(["--email", "ops@example.com", "--role", "admin", "--password", "short"]);
    expect(weak.code).toBe(2);
    expect(weak.out).toContain("at least 12 characters");
    const created = await cli(["--email", "ops@example.com", "--role", "admin"], {
      ADMIN_PASSWORD: "correct horse battery",
    });
    expect(created).toMatchObject({ code: 0 });
    expect(created.out).toContain("created ops@example.com as admin");
    const promoted = await cli(["--email", "OPS@example.com", "--role", "editor"]);
    expect(promoted.out).toContain("updated ops@example.com as editor");
  }, 120_000);
});
