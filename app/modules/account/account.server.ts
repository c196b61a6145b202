import { type Algorithm, hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { profiles } from "../../../db/schema";
import type { generalSchema, SignupInput } from "./schema";
import type { Role } from "./session.server";

/** Algorithm.Argon2id: an ambient const enum, which verbatimModuleSyntax does not let us read. */
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/** Who the user is and where: what both the API's profile and the profile page show. */
export type PersonalDetails = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  contactEmail: string;
  location: string;
  city: string;
  state: string;
  country: string;
};

/** The columns of PersonalDetails, for a select that reads them. */
export const PERSONAL_DETAIL_COLUMNS = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
  phone: profiles.phone,
  contactEmail: profiles.contactEmail,
  location: profiles.location,
  city: profiles.city,
  state: profiles.state,
  country: profiles.country,
};

export type Profile = PersonalDetails & { role: Role; createdAt: Date };

export type SignupResult = { created: true; id: string } | { created: false; reason: "email-taken" };

/**
 * Creates a customer profile with an argon2id hash of the password. One INSERT that
 * does nothing on a clash with the case-insensitive unique e-mail index, so two
 * simultaneous sign-ups with one address cannot both succeed.
 */
export async function signUp(db: Db, input: SignupInput): Promise<SignupResult> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(profiles)
    .values({
      ...personalDetailsFromForm(input),
      email: input.email.toLowerCase(),
      passwordHash,
    })
    .onConflictDoNothing()
    .returning({ id: profiles.id });
  return row ? { created: true, id: row.id } : { created: false, reason: "email-taken" };
}

/** The details signup asks for and the profile's General tab edits, from form names to columns. */
export function personalDetailsFromForm(input: z.output<typeof generalSchema>) {
  return {
    firstName: input.firstname,
    lastName: input.lastname,
    phone: input.phone,
    contactEmail: input.contactdetails,
    location: input.location,
    city: input.city,
    state: input.state,
    country: input.country,
  };
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** The signed-in visitor's own profile, never with the password hash; null for an unknown id. */
export async function getOwnProfile(db: Db, profileId: string): Promise<Profile | null> {
  if (!z.guid().safeParse(profileId).success) return null;
  const [row] = await db
    .select({ ...PERSONAL_DETAIL_COLUMNS, role: profiles.role, createdAt: profiles.createdAt })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
}
