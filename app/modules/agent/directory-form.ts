import { lazy, type MessageKey } from "../../i18n/i18n";
import { z } from "../../zod";
import { type DirectoryKind, TRANSLATED } from "./admin";

// The back office's agency and agent forms, checked by one schema in the browser and in the
// action (decision 039); this file imports nothing server-side. The schemas read what the form
// posts: text as typed (a NUL taken out), an agent's places as one value per ticked box.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const msg = (key: MessageKey, vars?: Record<string, string | number>) => ({ error: lazy(key, vars) });

/** A posted text: a field the form did not send reads as empty. */
export const posted = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" ? v.replaceAll("\u0000", "") : (v ?? "")), schema);

export const text = (label: string, max: number, required = false) => {
  const base = z
    .string()
    .trim()
    .max(max, msg("admin.directory.error.max", { field: label, max }));
  return posted(required ? base.min(1, msg("admin.directory.error.required", { field: label })) : base);
};
const phone = (label: string) =>
  posted(
    z
      .string()
      .trim()
      .refine((v) => v === "" || /^\+\d[\d ]{6,18}\d$/.test(v), msg("admin.directory.error.phone", { field: label })),
  );
const email = posted(
  z
    .string()
    .trim()
    .max(200)
    .refine((v) => v === "" || z.email().safeParse(v).success, msg("admin.directory.error.email")),
);
const languages = posted(
  z
    .string()
    .trim()
    .transform((v) => [
      ...new Set(
        v
          .toLowerCase()
          .split(/[\s,]+/)
          .filter(Boolean),
      ),
    ])
    .refine((codes) => codes.every((c) => /^[a-z]{2,3}$/.test(c)), msg("admin.directory.error.languages"))
    .refine((codes) => codes.length <= 12, msg("admin.directory.error.languages")),
);
const slug = posted(
  z
    .string()
    .trim()
    .toLowerCase()
    .max(80, msg("admin.directory.error.max", { field: "Slug", max: 80 }))
    .refine((v) => v === "" || SLUG.test(v), msg("admin.directory.error.slug")),
);

export const agencySchema = z.object({
  name: text("Name", 120, true),
  slug,
  orn: posted(
    z
      .string()
      .trim()
      .regex(/^\d{4,5}$/, msg("admin.directory.error.orn")),
  ),
  tradeLicence: text("Trade licence", 40, true),
  address: text("Address", 300),
  phone: phone("Phone"),
  whatsapp: phone("WhatsApp"),
  email,
  languages,
  description: text("Description", 4000),
});

export const agentSchema = z.object({
  name: text("Name", 120, true),
  slug,
  brn: posted(
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, msg("admin.directory.error.brn")),
  ),
  brokerageId: posted(z.guid(msg("admin.directory.error.agency"))),
  languages,
  phone: phone("Phone"),
  whatsapp: phone("WhatsApp"),
  email,
  bio: text("Bio", 4000),
  // One value per ticked place (none, one or several).
  areas: z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.string())
      .transform((ids) => [...new Set(ids.filter(Boolean))])
      .refine((ids) => ids.every((id) => z.guid().safeParse(id).success), msg("admin.directory.error.areas")),
  ),
  // A ticked box posts "on"; an unticked one posts nothing.
  isActive: z.preprocess((v) => v === "on", z.boolean()),
});

export type AgencyInput = z.output<typeof agencySchema>;
export type AgentInput = z.output<typeof agentSchema>;

export function directorySchema(kind: DirectoryKind) {
  return kind === "agencies" ? agencySchema : agentSchema;
}

const TRANSLATION_LABELS: Record<string, string> = { name: "Name", bio: "Bio", description: "Description" };

/** The English rules without "required": an empty translation shows the English. */
export function directoryTranslationSchema(kind: DirectoryKind) {
  return z.object(
    Object.fromEntries(
      TRANSLATED[kind].map((f) => [f, text(TRANSLATION_LABELS[f] ?? f, f === "name" ? 120 : 4000)]),
    ) as Record<string, ReturnType<typeof text>>,
  );
}
