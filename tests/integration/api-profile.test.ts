import { verify } from "@node-rs/argon2";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getOwnProfile } from "../../app/modules/account/account.server";
import { one } from "../../db/one";
import { profiles } from "../../db/schema";
import { apiClient } from "../helpers/factories";
import { retryAfterWithin } from "../helpers/http";
import { databases, startTestServer, type TestServer } from "../helpers/server";

const SIGNUP = "/profile/profilelayoutinsert";

const signup = {
  firstname: "Omar",
  lastname: "Haddad",
  email: "Omar.Haddad@Example.com",
  phone: "+971 50 765 4321",
  contactdetails: "omar.work@example.com",
  location: "Dubai Marina, Dubai",
  city: "Dubai",
  state: "Dubai",
  country: "United Arab Emirates",
  password: "correct horse battery",
};

describe.each(databases())("profile API on %s", (database) => {
  let server: TestServer;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ database });
    api = apiClient(server.url);
  });
  afterAll(() => server?.close());

  const profileCount = async () => one(await server.db.select({ n: count() }).from(profiles), "the profile count").n;

  it("signs up with an argon2id hash (OWASP parameters) and never answers the hash", async () => {
    const { status, body } = await api.postJson(SIGNUP, signup);
    expect(status).toBe(201);
    expect(body).toEqual({ status: true, message: "Signup & Profile Creation Successful" });
    const row = one(
      await server.db.select().from(profiles).where(eq(profiles.email, "omar.haddad@example.com")),
      "Omar's profile",
    );
    expect(row).toMatchObject({
      firstName: "Omar",
      lastName: "Haddad",
      phone: "+971507654321",
      contactEmail: "omar.work@example.com",
      location: "Dubai Marina, Dubai",
      city: "Dubai",
      state: "Dubai",
      country: "United Arab Emirates",
      role: "customer",
    });
    expect(row.passwordHash.startsWith("$argon2id$v=19$m=19456,t=2,p=1$")).toBe(true);
    expect(await verify(row.passwordHash, signup.password)).toBe(true);
    expect(row.passwordHash).not.toContain(signup.password);
  });

  it("refuses a second account with the same e-mail in another case", async () => {
    const before = await profileCount();
    const { status, body } = await api.postJson(SIGNUP, { ...signup, email: "OMAR.HADDAD@example.COM" });
    expect(status).toBe(409);
    expect(body).toEqual({ status: false, message: "An account with this email already exists." });
    expect(await profileCount()).toBe(before);
  });

  it.each([
    ["password", { password: "short" }, "Password must be at least 8 characters."],
    ["password", { password: "x".repeat(129) }, "Password must be at most 128 characters."],
    ["password", { password: undefined }, "Please enter a password."],
    ["email", { email: "nope" }, "Provide a valid email."],
    ["firstname", { firstname: "" }, "Please enter your first name."],
    ["lastname", { lastname: "007" }, "Last name should not be a number."],
    ["phone", { phone: "12345" }, "Enter a valid international phone number."],
    ["contactdetails", { contactdetails: "x" }, "Provide a valid contact email."],
    ["location", { location: " " }, "Please enter your location."],
    ["city", { city: "Dubai\u0000" }, "Contains a character that is not allowed."],
    ["role", { role: "admin" }, "Unknown field: role"],
  ])("refuses a bad %s: %o", async (field, change, message) => {
    const before = await profileCount();
    const { status, body } = await api.postJson(SIGNUP, { ...signup, email: "new@example.com", ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ status: false, message, errors: { [field]: message } });
    expect(await profileCount()).toBe(before);
  });

  it("answers 401 to an anonymous profilelayoutget and leaks no profile", async () => {
    const res = await fetch(`${server.url}/api/profile/profilelayoutget`);
    const text = await res.text();
    expect(res.status).toBe(401);
    expect(JSON.parse(text)).toEqual({ status: false, message: "Please log in." });
    expect(text).not.toMatch(/omar|argon2|haddad/i);
  });

  it("getOwnProfile answers only that profile and never the password hash", async () => {
    await api.postJson(SIGNUP, { ...signup, email: "second@example.com", firstname: "Sara" });
    const row = one(
      await server.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, "second@example.com")),
      "Sara's profile",
    );
    const profile = await getOwnProfile(server.db, row.id);
    expect(profile).toEqual({
      id: row.id,
      firstName: "Sara",
      lastName: "Haddad",
      email: "second@example.com",
      phone: "+971507654321",
      contactEmail: "omar.work@example.com",
      location: "Dubai Marina, Dubai",
      city: "Dubai",
      state: "Dubai",
      country: "United Arab Emirates",
      role: "customer",
      createdAt: expect.any(Date),
    });
    expect(JSON.stringify(profile)).not.toContain("argon2");
    expect(await getOwnProfile(server.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await getOwnProfile(server.db, "' OR 1=1 --")).toBeNull();
  });
});

describe.each(databases())("signup rate limit on %s", (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, limits: { signupPerHour: 1 } });
  });
  afterAll(() => server?.close());

  it("answers 429 once an address has used its sign-ups for the hour", async () => {
    const api = apiClient(server.url);
    expect((await api.postJson(SIGNUP, signup)).status).toBe(201);
    const second = await api.postJson(SIGNUP, { ...signup, email: "other@example.com" });
    expect(second.status).toBe(429);
    expect(second.body).toEqual({ status: false, message: "Too many requests, please try again later." });
    // A sign-up allowance is per hour: the answer says to come back in most of an hour.
    expect(retryAfterWithin(second.headers.get("retry-after"), 3600)).toBeGreaterThan(3500);
    const { n } = one(await server.db.select({ n: count() }).from(profiles), "the profile count");
    expect(n).toBe(1);
  });
});
