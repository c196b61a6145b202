import { lazy } from "../../i18n/i18n";
import { z } from "../../zod";
import { ROLES, STAFF_PASSWORD_MIN } from "../admin/constants";

// The back office's user forms: a new (or promoted) staff account, and a user's role. Each is
// checked by one schema in the browser and in the action; this file imports nothing server-side.

export const staffFormSchema = z.object({
  intent: z.literal("create"),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: lazy("admin.users.error.email") })),
  role: z.enum(["editor", "admin"], { error: lazy("admin.users.error.role") }),
  firstName: z
    .string()
    .trim()
    .max(80, { error: lazy("admin.users.error.name") })
    .default(""),
  lastName: z
    .string()
    .trim()
    .max(80, { error: lazy("admin.users.error.name") })
    .default(""),
  // Left empty, an existing account keeps its password (a new one needs one: the service says so).
  password: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .min(STAFF_PASSWORD_MIN, { error: lazy("admin.users.error.passwordShort") })
      .max(200, { error: lazy("admin.users.error.passwordLong") })
      .optional(),
  ),
});

export const roleFormSchema = z.object({
  intent: z.literal("role"),
  profileId: z.guid({ error: lazy("admin.users.error.missing") }),
  role: z.enum(ROLES, { error: lazy("admin.users.error.role") }),
});
