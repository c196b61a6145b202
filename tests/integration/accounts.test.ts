import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { one } from "../../db/one";
import { enquiries, profiles, savedProperties, sessions } from "../../db/schema";
import { signupFields } from "../helpers/auth";
import { type Fixtures, seedFixtures } from "../helpers/factories";
import { type Answer, form, json, retryAfterWithin, send } from "../helpers/http";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/**
 * Accounts, end to end over HTTP: cookies, sessions, rate limits, CSRF, secrets. Each
 * request can come from its own loopback address (127.0.0.x), as the rate limits key
 * on the socket's address and ignore X-Forwarded-For.
 */

const PASSWORD = "Quiet-Harbour-Lantern-42";

const person = (email: string) => signupFields(email, PASSWORD);

/** The session cookie's name=value from a Set-Cookie answer. */
function cookieOf(answer: Answer): string {
  const header = answer.headers["set-cookie"]?.[0] ?? "";
  const [pair = ""] = header.split(";");
  return pair;
}

describe.each(databases())("accounts on %s", (database) => {
  let server: TestServer;
  let base: string;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer({ database, limits: { loginPerMinute: 10 } });
    base = server.url;
  });
  afterAll(() => server?.close());
  afterEach(() => vi.restoreAllMocks());

  /** A fresh account from its own loopback address, so no test eats another's allowance. */
  async function account() {
    n += 1;
    const email = `member${n}.${database}@example.com`;
    const from = `127.0.${n}.1`;
    const created = await send(base, "/api/profile/profilelayoutinsert", { ...json(person(email)), from });
    expect(created.status).toBe(201);
    return { email, from };
  }

  async function login(email: string, password: string, from: string, cookie?: string) {
    return send(base, "/api/profile/login", {
      ...json({ email, password }, cookie ? { cookie } : {}),
      from,
    });
  }

  it("sets an HttpOnly, SameSite=Lax session cookie on plain HTTP, without Secure", async () => {
    const { email, from } = await account();
    const res = await login(email, PASSWORD, from);
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ status: true, message: "Login Successful" });
    const cookie = res.headers["set-cookie"]?.[0] ?? "";
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Secure");
  });

  it("issues a new token at every login and ends the session the browser came with", async () => {
    const { email, from } = await account();
    const first = cookieOf(await login(email, PASSWORD, from));
    const second = cookieOf(await login(email, PASSWORD, from, first));
    expect(second).not.toBe(first);
    expect((await send(base, "/api/profile/profilelayoutget", { headers: { cookie: first } })).status).toBe(401);
    expect((await send(base, "/api/profile/profilelayoutget", { headers: { cookie: second } })).status).toBe(200);
  });

  it("logout deletes the session: the old cookie is useless afterwards", async () => {
    const { email, from } = await account();
    const cookie = cookieOf(await login(email, PASSWORD, from));
    const out = await send(base, "/api/profile/logout", { method: "POST", headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.headers["set-cookie"]?.[0]).toMatch(/^session=; .*Max-Age=0/);
    expect((await send(base, "/api/profile/profilelayoutget", { headers: { cookie } })).status).toBe(401);
    const page = await send(base, "/usre-profile1", { headers: { cookie } });
    expect(page.status).toBe(302);
  });

  it("logout through the page form deletes the session too", async () => {
    const { email, from } = await account();
    const cookie = cookieOf(await login(email, PASSWORD, from));
    const out = await send(base, "/login-signup", { ...form({ intent: "logout" }, { cookie }) });
    expect(out.status).toBe(302);
    expect(out.headers.location).toBe("/");
    expect((await send(base, "/api/profile/profilelayoutget", { headers: { cookie } })).status).toBe(401);
  });

  it("answers an unknown e-mail and a wrong password with the same status and message", async () => {
    const { email, from } = await account();
    const wrong = await login(email, "Not-The-Password-1", from);
    const unknown = await login(`nobody.${database}@example.com`, "Not-The-Password-1", from);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json()).toEqual({ status: false, message: "Invalid email or password" });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    // The page shows the same sentence for both.
    const pageWrong = await send(base, "/login-signup", {
      ...form({ intent: "login", email, password: "Nope-1234" }),
      from,
    });
    const pageUnknown = await send(base, "/login-signup", {
      ...form({ intent: "login", email: `ghost.${database}@example.com`, password: "Nope-1234" }),
      from,
    });
    expect(pageWrong.status).toBe(401);
    expect(pageUnknown.status).toBe(401);
    expect(pageWrong.text).toContain("Invalid email or password");
    expect(pageUnknown.text).toContain("Invalid email or password");
  });

  it("answers 429 to the 11th failed login within a minute for one account, whatever the address", async () => {
    const { email } = await account();
    for (let i = 0; i < 10; i += 1) {
      // A new source address and a forged X-Forwarded-For each time: neither escapes the account's limit.
      const res = await send(base, "/api/profile/login", {
        ...json({ email, password: `wrong-${i}-password` }, { "x-forwarded-for": `203.0.113.${i}` }),
        from: `127.1.${i}.${n}`,
      });
      expect(res.status).toBe(401);
    }
    const eleventh = await login(email, PASSWORD, `127.1.99.${n}`);
    expect(eleventh.status).toBe(429);
    expect(eleventh.json().message).toBe("Too many attempts. Please wait a minute and try again.");
    retryAfterWithin(eleventh.headers["retry-after"], 60);
    expect(eleventh.headers["set-cookie"]).toBeUndefined();
  });

  it("answers 429 to the 11th failed login within a minute from one address, whatever the account", async () => {
    const from = "127.2.0.1";
    for (let i = 0; i < 10; i += 1) {
      expect((await login(`probe${i}.${database}@example.com`, "Wrong-password-9", from)).status).toBe(401);
    }
    const eleventh = await login(`probe-last.${database}@example.com`, "Wrong-password-9", from);
    expect(eleventh.status).toBe(429);
    // The page action shares the limit.
    const page = await send(base, "/login-signup", {
      ...form({ intent: "login", email: "x@example.com", password: "Wrong-password-9" }),
      from,
    });
    expect(page.status).toBe(429);
    expect(page.text).toContain("Too many attempts. Please wait a minute and try again.");
    // Another address is not affected.
    const { email, from: other } = await account();
    expect((await login(email, PASSWORD, other)).status).toBe(200);
  });

  it("refuses cross-site POSTs with 403 (login, logout, signup, profile forms)", async () => {
    const { email, from } = await account();
    const evil = { origin: "https://evil.example" };
    expect(
      (await send(base, "/api/profile/login", { ...json({ email, password: PASSWORD }, evil), from })).status,
    ).toBe(403);
    expect(
      (await send(base, "/login-signup", { ...form({ intent: "login", email, password: PASSWORD }, evil), from }))
        .status,
    ).toBe(403);
    const cookie = cookieOf(await login(email, PASSWORD, from));
    const changed = await send(base, "/customer-profile", {
      ...form({ intent: "email", newEmail: "attacker@example.com", password: PASSWORD }, { ...evil, cookie }),
    });
    expect(changed.status).toBe(403);
    const crossSite = await send(base, "/api/profile/logout", {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect((await send(base, "/api/profile/profilelayoutget", { headers: { cookie } })).status).toBe(200);
  });

  it("never answers or logs a password or a hash", async () => {
    const lines: string[] = [];
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(" "));
      });
    }
    const { email, from } = await account();
    const answers: string[] = [];
    const res = await login(email, PASSWORD, from);
    answers.push(res.text);
    const cookie = cookieOf(res);
    const token = cookie.split("=")[1];
    const own = await send(base, "/api/profile/profilelayoutget", { headers: { cookie } });
    answers.push(own.text);
    answers.push((await login(email, "Wrong-password-7", from)).text);
    answers.push((await send(base, "/api/profile/profilelayoutinsert", { ...json(person(email)), from })).text);
    answers.push((await send(base, "/usre-profile1?tab=password", { headers: { cookie } })).text);
    answers.push(
      (
        await send(base, "/usre-profile1", {
          ...form(
            { intent: "password", oldPassword: "Wrong-old-1", newPassword: PASSWORD, confirmPassword: PASSWORD },
            { cookie },
          ),
        })
      ).text,
    );
    const row = one(await server.db.select().from(profiles).where(eq(profiles.email, email)), "Maryam's profile");
    for (const text of [...answers, ...lines]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(row.passwordHash);
      expect(text).not.toContain("$argon2");
    }
    // The token travels only in Set-Cookie, never in a body or a log line.
    for (const text of [...answers.slice(1), ...lines]) expect(text).not.toContain(token);
    expect(own.json()).toEqual({
      status: true,
      data: [
        {
          _id: row.id,
          firstname: "Maryam",
          lastname: "Saleh",
          email,
          phone: "+971507654321",
          contactdetails: "maryam.work@example.com",
          location: "Dubai Marina, Dubai",
          city: "Dubai",
          state: "Dubai",
          country: "United Arab Emirates",
        },
      ],
    });
  });

  it("answers profilelayoutget with 401 to anonymous visitors", async () => {
    const res = await send(base, "/api/profile/profilelayoutget");
    expect(res.status).toBe(401);
    expect(res.json()).toEqual({ status: false, message: "Please log in." });
  });

  it("ends a session left idle too long (last_seen_at) and one past its absolute expiry (expires_at)", async () => {
    const { email, from } = await account();
    const idle = cookieOf(await login(email, PASSWORD, from));
    const old = cookieOf(await login(email, PASSWORD, from));
    const profile = one(
      await server.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email)),
      "the account's profile",
    );
    expect((await send(base, "/api/profile/profilelayoutget", { headers: { cookie: idle } })).status).toBe(200);
    expect((await send(base, "/api/profile/profilelayoutget", { headers: { cookie: old } })).status).toBe(200);

    const sessionsOf = () =>
      server.db.select().from(sessions).where(eq(sessions.profileId, profile.id)).orderBy(sessions.createdAt);
    const [first, second] = await sessionsOf();
    if (!first || !second) throw new Error("Expected the account's two sessions");
    // Customers may be idle for 7 days.
    await server.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '8 days'` })
      .where(eq(sessions.tokenHash, first.tokenHash));
    await server.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.tokenHash, second.tokenHash));

    expect((await send(base, "/api/profile/profilelayoutget", { headers: { cookie: idle } })).status).toBe(401);
    expect((await send(base, "/api/profile/profilelayoutget", { headers: { cookie: old } })).status).toBe(401);
    const page = await send(base, "/customer-profile", { headers: { cookie: old } });
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe("/login-signup?redirectTo=%2Fcustomer-profile");
    // The idle session was deleted when it was refused.
    expect((await sessionsOf()).map((s) => s.tokenHash)).not.toContain(first.tokenHash);
  });

  it("refuses a common password at signup with a message naming the field", async () => {
    const email = `common.${database}@example.com`;
    const api = await send(base, "/api/profile/profilelayoutinsert", {
      ...json({ ...person(email), password: "password123" }),
      from: "127.3.0.1",
    });
    expect(api.status).toBe(400);
    expect(api.json()).toEqual({
      status: false,
      message: "Password is too common and easy to guess. Please choose another.",
      errors: { password: "Password is too common and easy to guess. Please choose another." },
    });
    const page = await send(base, "/login-signup?mode=signup", {
      ...form({ intent: "signup", ...person(email), password: "qwerty123456", confirmPassword: "qwerty123456" }),
      from: "127.3.0.1",
    });
    expect(page.status).toBe(400);
    expect(page.text).toContain("Signup failed: Password is too common");
    const { count } = one(
      await server.db.select({ count: sql<number>`count(*)::int` }).from(profiles).where(eq(profiles.email, email)),
      "the profile count",
    );
    expect(count).toBe(0);
  });

  it("changes the password only with the old one, ends the other sessions, and logs in with the new one", async () => {
    const { email, from } = await account();
    const here = cookieOf(await login(email, PASSWORD, from));
    const elsewhere = cookieOf(await login(email, PASSWORD, from));
    const next = "Brass-Compass-Orchard-7";

    const wrongOld = await send(base, "/customer-profile", {
      ...form(
        { intent: "password", oldPassword: "Not-my-password-1", newPassword: next, confirmPassword: next },
        { cookie: here },
      ),
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.text).toContain("The old password is not correct.");
    const missingOld = await send(base, "/customer-profile", {
      ...form({ intent: "password", oldPassword: "", newPassword: next, confirmPassword: next }, { cookie: here }),
    });
    expect(missingOld.status).toBe(400);
    expect(missingOld.text).toContain("Please enter your old password.");
    expect((await login(email, next, from)).status).toBe(401);

    const common = await send(base, "/customer-profile", {
      ...form(
        { intent: "password", oldPassword: PASSWORD, newPassword: "password1234", confirmPassword: "password1234" },
        { cookie: here },
      ),
    });
    expect(common.status).toBe(400);
    expect(common.text).toContain("New password is too common");

    const ok = await send(base, "/customer-profile", {
      ...form(
        { intent: "password", oldPassword: PASSWORD, newPassword: next, confirmPassword: next },
        { cookie: here },
      ),
    });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain("Your password has been changed.");
    expect((await send(base, "/api/profile/profilelayoutget", { headers: { cookie: here } })).status).toBe(200);
    expect((await send(base, "/api/profile/profilelayoutget", { headers: { cookie: elsewhere } })).status).toBe(401);
    expect((await login(email, PASSWORD, from)).status).toBe(401);
    expect((await login(email, next, from)).status).toBe(200);
  });

  it("a refused page form answers with what was typed, its message under the field, and never a password", async () => {
    const { email, from } = await account();
    const cookie = cookieOf(await login(email, PASSWORD, from));
    const typed = "Typed-but-wrong-77";
    const newEmail = `kept.${n}.${database}@example.com`;
    const wrong = await send(base, "/customer-profile", {
      ...form({ intent: "email", newEmail, password: typed }, { cookie }),
    });
    expect(wrong.status).toBe(400);
    // The service's refusal is shown under the password field, the e-mail field keeps its value.
    expect(wrong.text).toMatch(/id="field-email-password-error"[^>]*>[\s\S]{0,400}The password is not correct\./);
    expect(wrong.text).toMatch(new RegExp(`name="newEmail"[^>]*value="${newEmail.replace(/\./g, "\\.")}"`));
    const pagePosts = [
      wrong,
      await send(base, "/login-signup", { ...form({ intent: "login", email, password: typed }), from }),
      await send(base, "/login-signup", {
        ...form({ intent: "signup", ...person(email), password: typed, confirmPassword: typed }),
        from,
      }),
      await send(base, "/usre-profile1", {
        ...form({ intent: "password", oldPassword: typed, newPassword: typed, confirmPassword: "x" }, { cookie }),
      }),
    ];
    expect(pagePosts.map((answer) => answer.status)).toEqual([400, 401, 409, 400]);
    for (const answer of pagePosts) expect(answer.text).not.toContain(typed);
    // What else was typed does come back.
    expect(pagePosts[1]?.text).toContain(email);
  });

  it("changes the login e-mail only with the password", async () => {
    const { email, from } = await account();
    const cookie = cookieOf(await login(email, PASSWORD, from));
    const newEmail = `moved.${n}.${database}@example.com`;
    const wrong = await send(base, "/customer-profile", {
      ...form({ intent: "email", newEmail, password: "Not-my-password-1" }, { cookie }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("The password is not correct.");
    const ok = await send(base, "/customer-profile", {
      ...form({ intent: "email", newEmail, password: PASSWORD }, { cookie }),
    });
    expect(ok.status).toBe(200);
    expect((await login(newEmail, PASSWORD, from)).status).toBe(200);
    expect((await login(email, PASSWORD, from)).status).toBe(401);
  });

  it("saves profile fields with server-side validation naming the field", async () => {
    const { email, from } = await account();
    const cookie = cookieOf(await login(email, PASSWORD, from));
    const bad = await send(base, "/usre-profile1", {
      ...form(
        { intent: "contacts", listingContactName: "Agent", listingContactPhone: "12", listingContactEmail: "x" },
        { cookie },
      ),
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Enter a valid international phone number.");
    expect(bad.text).toContain("Provide a valid contact email.");
    const good = await send(base, "/usre-profile1", {
      ...form(
        {
          intent: "contacts",
          listingContactName: "Agent Smith",
          listingContactPhone: "+971 4 555 0100",
          listingContactEmail: "agent@example.com",
        },
        { cookie },
      ),
    });
    expect(good.status).toBe(200);
    const notify = await send(base, "/usre-profile1", {
      ...form({ intent: "notifications", notifyMarketNews: "on" }, { cookie }),
    });
    expect(notify.status).toBe(200);
    const [row] = await server.db.select().from(profiles).where(eq(profiles.email, email));
    expect(row).toMatchObject({
      listingContactName: "Agent Smith",
      listingContactPhone: "+97145550100",
      listingContactEmail: "agent@example.com",
      notifyNewListings: false,
      notifyMarketNews: true,
      notifyEnquiryUpdates: false,
      // Price drops of saved properties are the fourth box (decision 057): unticked, off.
      notifyPriceDrops: false,
    });
  });

  it("links an enquiry sent through the API to the signed-in sender only", async () => {
    const { email, from } = await account();
    const cookie = cookieOf(await login(email, PASSWORD, from));
    const enquiry = {
      fullname: "Maryam Saleh",
      phoneNo: "+971507654321",
      email,
      inquire: "Is the villa still available?",
      inquireType: "General",
      inquireurl: "/contact",
    };
    const signedIn = await send(base, "/api/enquiry/enquireyenter", { ...json(enquiry, { cookie }), from });
    expect(signedIn.status).toBe(201);
    const anonymous = await send(base, "/api/enquiry/enquireyenter", { ...json(enquiry), from });
    expect(anonymous.status).toBe(201);
    const profile = one(
      await server.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email)),
      "the sender's profile",
    );
    const rows = await server.db.select().from(enquiries).where(eq(enquiries.email, email));
    const byId = new Map(rows.map((r) => [r.id, r.profileId]));
    const idOf = (answer: Answer) => (answer.json().data as { _id: string })._id;
    expect(byId.get(idOf(signedIn))).toBe(profile.id);
    expect(byId.get(idOf(anonymous))).toBeNull();
  });

  it("sends anonymous visitors of a profile page to login with a local redirectTo, and refuses foreign ones", async () => {
    const res = await send(base, "/usre-profile1?tab=saved");
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/login-signup?redirectTo=%2Fusre-profile1%3Ftab%3Dsaved");
    const { email, from } = await account();
    for (const [asked, goes] of [
      ["/usre-profile1?tab=saved", "/usre-profile1?tab=saved"],
      ["https://evil.example/x", "/usre-profile1"],
      ["//evil.example/x", "/usre-profile1"],
      ["/\\evil.example", "/usre-profile1"],
    ] as const) {
      const page = await send(base, "/login-signup", {
        ...form({ intent: "login", email, password: PASSWORD, redirectTo: asked }),
        from,
      });
      expect(page.status).toBe(200);
      expect(page.text).toContain(`href="${goes.replace("&", "&amp;")}"`);
    }
  });
});

describe.each(databases())("a heart tapped while signed out, on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      seed: async (db) => {
        fx = await seedFixtures(db);
      },
    });
  });
  afterAll(() => server?.close());

  const savedBy = async (email: string) =>
    (
      await server.db
        .select({ id: savedProperties.propertyId })
        .from(savedProperties)
        .innerJoin(profiles, eq(profiles.id, savedProperties.profileId))
        .where(eq(profiles.email, email))
    ).map((r) => r.id);

  it("saves the listing at login, after sign-up too, and lands back on the listing", async () => {
    const id = fx.properties.marinaVilla.id;
    const back = `/property/${id}`;
    const query = `redirectTo=${encodeURIComponent(back)}&save=${id}`;
    const login = await send(server.url, `/login-signup?${query}`);
    expect(login.status).toBe(200);
    expect(login.text).toContain(`<input type="hidden" name="save" value="${id}"/>`);
    // Sign-up keeps both, and returns to login mode with them.
    expect(login.text).toContain(`href="/login-signup?mode=signup&amp;${query.replace("&", "&amp;")}"`);
    const email = "heart.tapper@example.com";
    const signedUp = await send(server.url, `/login-signup?mode=signup&${query}`, {
      ...form({ intent: "signup", ...person(email), confirmPassword: PASSWORD }),
      from: "127.0.200.1",
    });
    expect(signedUp.status).toBe(200);
    expect(signedUp.text).toContain("Signup &amp; Profile Creation Successful");
    expect(signedUp.text).toContain(`<input type="hidden" name="save" value="${id}"/>`);
    expect(await savedBy(email)).toEqual([]);

    const loggedIn = await send(server.url, `/login-signup?${query}`, {
      ...form({ intent: "login", email, password: PASSWORD, redirectTo: back, save: id }),
      from: "127.0.200.1",
    });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.text).toContain(`href="${back}"`);
    expect(await savedBy(email)).toEqual([id]);
  });

  it("saves nothing for an id that is no published listing, and still returns only to a local path", async () => {
    const email = "heart.odd@example.com";
    const from = "127.0.201.1";
    expect((await send(server.url, "/api/profile/profilelayoutinsert", { ...json(person(email)), from })).status).toBe(
      201,
    );
    const page = await send(server.url, "/login-signup?redirectTo=%2F&save=%3Cscript%3E");
    expect(page.text).not.toContain('name="save"');
    for (const save of ["not-an-id", fx.hiddenDraft.id]) {
      const res = await send(server.url, "/login-signup", {
        ...form({ intent: "login", email, password: PASSWORD, redirectTo: "https://evil.example/x", save }),
        from,
      });
      expect(res.status).toBe(200);
      expect(res.text).toContain('href="/usre-profile1"');
    }
    expect(await savedBy(email)).toEqual([]);
  });
});

describe("session cookie on an HTTPS site", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ siteUrl: "https://marketplace.example" });
  });
  afterAll(() => server?.close());

  it("is Secure and __Host- prefixed", async () => {
    const created = await send(server.url, "/api/profile/profilelayoutinsert", json(person("secure@example.com")));
    expect(created.status).toBe(201);
    const res = await send(server.url, "/api/profile/login", json({ email: "secure@example.com", password: PASSWORD }));
    expect(res.status).toBe(200);
    const cookie = res.headers["set-cookie"]?.[0] ?? "";
    expect(cookie).toMatch(/^__Host-session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Domain=");
    const own = await send(server.url, "/api/profile/profilelayoutget", { headers: { cookie: cookieOf(res) } });
    expect(own.status).toBe(200);
    // The plain name is not accepted on an HTTPS site.
    const plain = `session=${cookieOf(res).split("=")[1]}`;
    expect((await send(server.url, "/api/profile/profilelayoutget", { headers: { cookie: plain } })).status).toBe(401);
  });
});
