import { randomUUID } from "node:crypto";
import { createSession, type Role, sessionCookieName } from "../../app/modules/account/session.server";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import { must } from "./must";

export type SignedIn = {
  id: string;
  email: string;
  role: Role;
  /** The session token (the cookie's value). */
  token: string;
  /** A ready Cookie header for fetch: `session=<token>`. */
  cookie: string;
  /** For Playwright's context.addCookies. */
  playwrightCookie: (baseUrl: string) => { name: string; value: string; url: string };
};

/**
 * A new profile with `role` and a live session, without going through any login form:
 * the password hash is a placeholder no password matches, so the account can only be
 * used through this session. The tests run over plain HTTP (no `__Host-` prefix).
 */
export async function signInAs(db: Db, role: Role, opts: { email?: string } = {}): Promise<SignedIn> {
  const email = opts.email ?? `${role}-${randomUUID().slice(0, 8)}@example.test`;
  const [inserted] = await db
    .insert(profiles)
    .values({
      firstName: role.charAt(0).toUpperCase() + role.slice(1),
      lastName: "Tester",
      email,
      phone: "+971500000000",
      contactEmail: email,
      passwordHash: "!test-only-no-password",
      role,
    })
    .returning({ id: profiles.id });
  const row = must(inserted, `the ${role} test profile`);
  const { token } = await createSession(db, row.id, role);
  const name = sessionCookieName(false);
  return {
    id: row.id,
    email,
    role,
    token,
    cookie: `${name}=${token}`,
    playwrightCookie: (baseUrl) => ({ name, value: token, url: baseUrl }),
  };
}

/** Every back-office page; Users is for admins only. */
export const BACK_OFFICE_PAGES = [
  "/admin",
  "/admin/enquiries",
  "/admin/rates",
  "/admin/home-layout",
  "/admin/settings",
  "/admin/users",
  "/admin/audit",
];

/** The admin JSON API: [method, path]. */
export const ADMIN_APIS: [string, string][] = [
  ["GET", "/api/admin/enquiries"],
  ["GET", "/api/admin/enquiries.csv"],
  ["POST", "/api/admin/enquiries/00000000-0000-4000-8000-000000000000/status"],
];

/** What sign-up (the API's profilelayoutinsert, or the form) takes for a new customer. */
export function signupFields(email: string, password: string) {
  return {
    firstname: "Maryam",
    lastname: "Saleh",
    email,
    phone: "+971 50 765 4321",
    contactdetails: "maryam.work@example.com",
    location: "Dubai Marina, Dubai",
    city: "Dubai",
    state: "Dubai",
    country: "United Arab Emirates",
    password,
  };
}
