import { asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { one } from "../../../db/one";
import { profiles, sessions } from "../../../db/schema";
import { DomainError } from "../../errors";
import { t } from "../../i18n/i18n";
import { type Actor, recordAudit } from "../admin/audit.server";
import { STAFF_PASSWORD_MIN, USERS_PAGE_SIZE } from "../admin/constants";
import { likePattern } from "../admin/text";
import { hashPassword } from "./account.server";
import type { Role } from "./session.server";

export { ROLES, STAFF_PASSWORD_MIN, USERS_PAGE_SIZE } from "../admin/constants";

export const staffInputSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "email" })),
  role: z.enum(["editor", "admin"], { error: "role" }),
  firstName: z.string().trim().max(80, { error: "firstName" }).default(""),
  lastName: z.string().trim().max(80, { error: "lastName" }).default(""),
  password: z
    .string()
    .min(STAFF_PASSWORD_MIN, { error: "passwordShort" })
    .max(200, { error: "passwordLong" })
    .optional(),
});
export type StaffInput = z.input<typeof staffInputSchema>;

export type StaffResult = { id: string; created: boolean; role: Role };

/**
 * Creates a staff account, or gives an existing account (e.g. a customer who signed up)
 * the role. A new account needs a password; an existing one keeps its password unless a
 * new one is given. Audited, in the same transaction.
 */
export async function createOrPromoteStaff(db: Db, raw: StaffInput, actor: Actor | null): Promise<StaffResult> {
  const input = staffInputSchema.parse(raw);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: profiles.id, role: profiles.role })
      .from(profiles)
      .where(sql`lower(${profiles.email}) = ${input.email}`)
      .for("update");
    if (existing) {
      await tx
        .update(profiles)
        .set({ role: input.role, updatedAt: sql`now()`, ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(profiles.id, existing.id));
      if (existing.role !== input.role) {
        // A changed role starts from a fresh sign-in (session lifetimes depend on the role).
        await tx.delete(sessions).where(eq(sessions.profileId, existing.id));
      }
      await recordAudit(tx, actor, {
        action: "update",
        entity: "user",
        entityId: existing.id,
        before: { email: input.email, role: existing.role },
        after: { email: input.email, role: input.role, passwordChanged: !!passwordHash },
      });
      return { id: existing.id, created: false, role: input.role };
    }
    if (!passwordHash) throw new StaffPasswordRequired();
    const inserted = await tx
      .insert(profiles)
      .values({
        firstName: input.firstName || "Staff",
        lastName: input.lastName,
        email: input.email,
        phone: "",
        contactEmail: input.email,
        passwordHash,
        role: input.role,
      })
      .returning({ id: profiles.id });
    const row = one(inserted, "staff profile insert");
    await recordAudit(tx, actor, {
      action: "create",
      entity: "user",
      entityId: row.id,
      after: { email: input.email, role: input.role, firstName: input.firstName, lastName: input.lastName },
    });
    return { id: row.id, created: true, role: input.role };
  });
}

/** A new account without a password: the command line prints the message, a form shows `password`'s. */
export class StaffPasswordRequired extends DomainError {
  constructor() {
    super(400, `A new staff account needs a password of at least ${STAFF_PASSWORD_MIN} characters.`, {
      password: t("admin.users.error.passwordShort"),
    });
  }
}

/** Changes a user's role; refuses to change your own (an admin cannot lock themselves out). */
export async function changeRole(
  db: Db,
  profileId: string,
  role: Role,
  actor: Actor,
): Promise<"changed" | "unchanged"> {
  if (profileId === actor.id) throw new DomainError(400, t("admin.users.error.self"));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ email: profiles.email, role: profiles.role })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for("update");
    if (!row) throw new DomainError(404, t("admin.users.error.missing"));
    if (row.role === role) return "unchanged";
    await tx.update(profiles).set({ role, updatedAt: sql`now()` }).where(eq(profiles.id, profileId));
    await tx.delete(sessions).where(eq(sessions.profileId, profileId));
    await recordAudit(tx, actor, {
      action: "update",
      entity: "user",
      entityId: profileId,
      before: { email: row.email, role: row.role },
      after: { email: row.email, role },
    });
    return "changed";
  });
}

export type UserRow = { id: string; email: string; name: string; role: Role; createdAt: Date };

/** Staff first (admins, then editors), then customers newest first; searchable by e-mail or name. */
export async function listUsers(
  db: Db,
  opts: { q?: string; page: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = opts.q ? likePattern(opts.q) : undefined;
  const where = pattern
    ? or(ilike(profiles.email, pattern), ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, pattern))
    : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: profiles.id,
        email: profiles.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        role: profiles.role,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .where(where)
      .orderBy(
        sql`case ${profiles.role} when 'admin' then 0 when 'editor' then 1 else 2 end`,
        desc(profiles.createdAt),
        asc(profiles.email),
      )
      .limit(USERS_PAGE_SIZE)
      .offset((opts.page - 1) * USERS_PAGE_SIZE),
    db.select({ total: count() }).from(profiles).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: `${r.firstName} ${r.lastName}`.trim(),
      role: r.role,
      createdAt: r.createdAt,
    })),
    total: one(counted, "users count").total,
  };
}
