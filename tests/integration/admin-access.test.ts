import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_APIS, BACK_OFFICE_PAGES, signInAs } from "../helpers/auth";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const ADMIN_ONLY_PAGES = ["/admin/users"];

describe.each(databases())("back-office access (%s)", (database) => {
  let server: TestServer;
  let customer: string;
  let editor: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer({ database });
    customer = (await signInAs(server.db, "customer")).cookie;
    editor = (await signInAs(server.db, "editor")).cookie;
    admin = (await signInAs(server.db, "admin")).cookie;
  });
  afterAll(() => server.close());

  const get = (path: string, cookie?: string) =>
    fetch(server.url + path, { redirect: "manual", headers: cookie ? { cookie } : {} });

  it.each(BACK_OFFICE_PAGES)("%s sends an anonymous visitor to the login page and back", async (path) => {
    const res = await get(`${path}?x=1`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/login-signup?redirectTo=${encodeURIComponent(`${path}?x=1`)}`);
  });

  it.each(BACK_OFFICE_PAGES)("%s refuses a signed-in customer with 403", async (path) => {
    const res = await get(path, customer);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("You do not have access");
  });

  it.each(BACK_OFFICE_PAGES)("%s opens for an admin, not indexed nor cached", async (path) => {
    const res = await get(path, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(await res.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it.each(ADMIN_APIS)("%s %s answers 401 anonymous and 403 to a customer", async (method, path) => {
    const send = (cookie?: string) =>
      fetch(server.url + path, {
        method,
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: method === "POST" ? JSON.stringify({ status: "Spam" }) : undefined,
      });
    const anonymous = await send();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: false });
    const refused = await send(customer);
    expect(refused.status).toBe(403);
    await refused.body?.cancel();
    const allowed = await send(editor);
    expect(allowed.status).toBe(method === "POST" ? 404 : 200);
    await allowed.body?.cancel();
  });

  it("a write to an admin page from another site is refused", async () => {
    const res = await fetch(`${server.url}/admin/settings`, {
      method: "POST",
      headers: { cookie: admin, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "phone=%2B1",
    });
    expect(res.status).toBe(403);
    await res.body?.cancel();
  });

  it("editors reach every page but the admin-only ones", async () => {
    for (const path of BACK_OFFICE_PAGES) {
      const res = await get(path, editor);
      expect(res.status, path).toBe(ADMIN_ONLY_PAGES.includes(path) ? 403 : 200);
      await res.body?.cancel();
    }
  });
});
