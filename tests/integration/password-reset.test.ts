import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ar } from "../../app/i18n/ar";
import { mailOutbox, passwordResets } from "../../db/schema";
import { signupFields } from "../helpers/auth";
import { type Answer, form, json, retryAfterWithin, send } from "../helpers/http";
import { must } from "../helpers/must";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/**
 * "Forgot password?" (issue 16, item 7) over HTTP, as a browser without JavaScript uses it:
 * the same answer for any address, the link from the mail outbox, once only, for an hour,
 * every session ended, rate limits, and messages that name the field.
 */

const PASSWORD = "Quiet-Harbour-Lantern-42";
const NEW_PASSWORD = "Amber-Falcon-Dune-Harbour-7";
const SENT = "If an account exists for that address, we have sent a link to choose a new password.";
const NO_LONGER = "This reset link no longer works";
const RESET_LIMIT = 3;

/** The cookie name=value pairs an answer sets, by name. */
function setCookies(answer: Answer): Record<string, { pair: string; attributes: string }> {
  const cookies: Record<string, { pair: string; attributes: string }> = {};
  for (const header of answer.headers["set-cookie"] ?? []) {
    const [pair = "", ...attributes] = header.split(";");
    cookies[pair.slice(0, pair.indexOf("="))] = { pair, attributes: attributes.join(";") };
  }
  return cookies;
}

/** The page without what differs between two renders of it: the CSP nonce. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe.each(databases())("password reset on %s", (database) => {
  let server: TestServer;
  let base: string;
  let n = 0;

  beforeAll(async () => {
    // The anonymous page cache is on, as in production: a reset page must never be shared.
    server = await startTestServer({ database, pageCache: true, limits: { resetPerHour: RESET_LIMIT } });
    base = server.url;
    // Mail is queued only when a mail server is configured; nothing sends it in these tests.
    Object.assign(server.services.mail, { smtpUrl: "smtp://127.0.0.1:9" });
  });
  afterAll(() => server?.close());

  /** A fresh loopback address, so no test eats another's allowance. */
  const nextAddress = () => `127.0.${++n}.${(n % 200) + 2}`;

  async function account() {
    const from = nextAddress();
    const email = `owner${n}.${database}@example.com`;
    expect(
      (await send(base, "/api/profile/profilelayoutinsert", { ...json(signupFields(email, PASSWORD)), from })).status,
    ).toBe(201);
    return { email, from };
  }

  const login = (email: string, password: string, from: string) =>
    send(base, "/api/profile/login", { ...json({ email, password }), from });

  const ask = (email: string, from: string, lang = "") =>
    send(base, `${lang}/forgot-password`, { ...form({ email }, { origin: base }), from });

  /** The reset e-mail the outbox holds for `email` (queued after the answer, so waited for). */
  async function mailTo(email: string, count = 1) {
    return vi.waitFor(
      async () => {
        const rows = await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
        expect(rows).toHaveLength(count);
        return must(rows.at(-1), "the reset e-mail");
      },
      { timeout: 10_000, interval: 50 },
    );
  }

  const linkIn = (text: string) => must(text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0], "a link");

  /** Opens the e-mailed link: the token moves into a cookie and the page reloads without it. */
  async function open(link: string, from: string) {
    const url = new URL(link);
    const answer = await send(base, `${url.pathname}${url.search}`, { from });
    expect(answer.status).toBe(302);
    const cookie = must(setCookies(answer).reset, "the reset cookie");
    return { answer, cookie: cookie.pair, attributes: cookie.attributes };
  }

  const submit = (cookie: string, fields: Record<string, string>, from: string, lang = "") =>
    send(base, `${lang}/reset-password`, { ...form(fields, { origin: base, cookie }), from });

  it("answers a known and an unknown address alike, and mails only the account", async () => {
    const { email } = await account();
    const unknown = `nobody${n}.${database}@example.com`;
    const known = await ask(email, nextAddress());
    const stranger = await ask(unknown, nextAddress());
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(known.text).toContain(SENT);
    expect(withoutNonce(known.text)).toBe(withoutNonce(stranger.text));
    expect(known.text).not.toContain(email);

    const mail = await mailTo(email);
    expect(mail.subject).toBe("Reset your Dubai Estates password");
    expect(mail.text).toContain("The link works once and expires in 1 hour.");
    // Absolute, on the public site address (the test server's PUBLIC_SITE_URL).
    expect(linkIn(mail.text).startsWith(`${server.services.siteUrl}/reset-password?token=`)).toBe(true);
    expect(await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknown))).toEqual([]);
  });

  it("the link sets a new password once, ends every session of the account and signs the visitor in", async () => {
    const { email, from } = await account();
    const otherDevice = setCookies(await login(email, PASSWORD, from)).session?.pair ?? "";
    expect((await send(base, "/api/profile/profilelayoutget", { headers: { cookie: otherDevice } })).status).toBe(200);

    await ask(email, nextAddress());
    const link = linkIn((await mailTo(email)).text);
    const token = new URL(link).searchParams.get("token") ?? "";
    // Only the token's SHA-256 is stored.
    const [stored] = await server.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, sha256(token)));
    expect(stored?.usedAt).toBeNull();

    const visitor = nextAddress();
    const opened = await open(link, visitor);
    expect(opened.answer.headers.location).toBe("/reset-password");
    expect(opened.answer.headers["referrer-policy"]).toBe("no-referrer");
    expect(opened.attributes).toMatch(/HttpOnly/);
    const page = await send(base, "/reset-password", { headers: { cookie: opened.cookie }, from: visitor });
    expect(page.status).toBe(200);
    expect(page.text).toContain('name="newPassword"');
    expect(page.text).not.toContain(token);
    expect(page.headers["cache-control"]).toBe("no-store");
    // The page's address holds no secret; still, no other site gets a Referer from it.
    expect(page.headers["referrer-policy"]).toBe("same-origin");

    const done = await submit(opened.cookie, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, visitor);
    expect(done.status).toBe(200);
    expect(done.text).toContain("Your password has been changed and you are signed in.");
    const cookies = setCookies(done);
    const fresh = must(cookies.session, "a new session").pair;
    expect(cookies.reset?.attributes).toMatch(/Max-Age=0/);

    // The other device is signed out; the visitor is signed in; only the new password works.
    expect((await send(base, "/api/profile/profilelayoutget", { headers: { cookie: otherDevice } })).status).toBe(401);
    expect((await send(base, "/api/profile/profilelayoutget", { headers: { cookie: fresh } })).status).toBe(200);
    expect((await login(email, PASSWORD, nextAddress())).status).toBe(401);
    expect((await login(email, NEW_PASSWORD, nextAddress())).status).toBe(200);

    // Once only: the same link again is refused and changes nothing.
    const again = await open(link, nextAddress());
    const reopened = await send(base, "/reset-password", { headers: { cookie: again.cookie } });
    expect(reopened.text).toContain(NO_LONGER);
    expect(reopened.text).not.toContain('name="newPassword"');
    expect(reopened.text).toContain('href="/forgot-password"');
    const reuse = await submit(again.cookie, { newPassword: PASSWORD, confirmPassword: PASSWORD }, nextAddress());
    expect(reuse.status).toBe(400);
    expect(reuse.text).toContain(NO_LONGER);
    expect(setCookies(reuse).session).toBeUndefined();
    expect((await login(email, NEW_PASSWORD, nextAddress())).status).toBe(200);
  });

  it("refuses an expired link, and an older link once a newer one is sent", async () => {
    const { email } = await account();
    await ask(email, nextAddress());
    const first = linkIn((await mailTo(email)).text);
    await ask(email, nextAddress());
    const second = linkIn((await mailTo(email, 2)).text);

    const older = await open(first, nextAddress());
    expect((await send(base, "/reset-password", { headers: { cookie: older.cookie } })).text).toContain(NO_LONGER);

    await server.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 minute'` });
    const expired = await open(second, nextAddress());
    const page = await send(base, "/reset-password", { headers: { cookie: expired.cookie } });
    expect(page.text).toContain(NO_LONGER);
    expect(page.text).not.toContain('name="newPassword"');
    const post = await submit(
      expired.cookie,
      { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      "127.0.0.1",
    );
    expect(post.status).toBe(400);
    expect((await login(email, PASSWORD, nextAddress())).status).toBe(200);
  });

  it("never serves one visitor's reset page to another from the page cache", async () => {
    const { email } = await account();
    await ask(email, nextAddress());
    const opened = await open(linkIn((await mailTo(email)).text), nextAddress());
    const [owner, stranger] = await Promise.all([
      send(base, "/reset-password", { headers: { cookie: opened.cookie } }),
      send(base, "/reset-password"),
    ]);
    expect(owner.text).toContain('name="newPassword"');
    expect(stranger.text).toContain(NO_LONGER);
    expect(stranger.text).not.toContain('name="newPassword"');
  });

  it(`answers 429 after ${RESET_LIMIT} requests an hour, per address and per IP`, async () => {
    const { email } = await account();
    const perAddress: number[] = [];
    for (let i = 0; i <= RESET_LIMIT; i++) perAddress.push((await ask(email, nextAddress())).status);
    expect(perAddress).toEqual([200, 200, 200, 429]);

    const from = nextAddress();
    const perIp: number[] = [];
    for (let i = 0; i <= RESET_LIMIT; i++) perIp.push((await ask(`someone${i}.${n}@example.com`, from)).status);
    expect(perIp).toEqual([200, 200, 200, 429]);
    const refused = await ask(`someone-else.${n}@example.com`, from);
    // A refusal a moment into the hour: most of the hour is left.
    expect(retryAfterWithin(refused.headers["retry-after"], 3600)).toBeGreaterThan(3500);
    expect(refused.text).toContain("Too many reset requests. Please wait 60 minutes and try again.");
  });

  it("answers bad input with a 400 naming the field, in the page's language", async () => {
    const empty = await ask("", nextAddress());
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Please enter your email.");
    const malformed = await ask("not-an-address", nextAddress());
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain("Provide a valid email.");
    const arabic = await ask("", nextAddress(), "/ar");
    expect(arabic.status).toBe(400);
    expect(arabic.text).toContain(ar["account.emailRequired"]);

    const { email } = await account();
    await ask(email, nextAddress());
    const { cookie } = await open(linkIn((await mailTo(email)).text), nextAddress());
    const cases: [Record<string, string>, string][] = [
      [{ newPassword: "", confirmPassword: "" }, "New password is required."],
      [{ newPassword: "short", confirmPassword: "short" }, "New password must be at least 8 characters."],
      [{ newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` }, "Passwords do not match"],
      [{ newPassword: "password123", confirmPassword: "password123" }, "New password is too common"],
    ];
    for (const [fields, message] of cases) {
      const answer = await submit(cookie, fields, nextAddress());
      expect(answer.status, message).toBe(400);
      expect(answer.text).toContain(message);
    }
    // A post from another site is refused (CSRF): named by its Origin, hidden behind "null", or told by the browser.
    const fields = { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    const forgeries: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of forgeries) {
      const forged = await send(base, "/reset-password", {
        ...form(fields, { ...headers, cookie }),
        from: nextAddress(),
      });
      expect(forged.status, JSON.stringify(headers)).toBe(403);
    }
    // None of them used the link.
    expect((await send(base, "/reset-password", { headers: { cookie } })).text).toContain('name="newPassword"');
  });

  it("mails in the visitor's language, with the link to the page in that language", async () => {
    const { email } = await account();
    const answer = await ask(email, nextAddress(), "/ar");
    expect(answer.text).toContain(must(ar["account.forgotSent"], "the Arabic answer"));
    const mail = await mailTo(email);
    expect(mail.subject).toContain("إعادة تعيين كلمة المرور");
    const link = linkIn(mail.text);
    expect(new URL(link).pathname).toBe("/ar/reset-password");
    expect((await open(link, nextAddress())).answer.headers.location).toBe("/ar/reset-password");
  });
});

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
