import type { MessageKey } from "../../i18n/en";
import { t } from "../../i18n/i18n";
import { z } from "../../zod";
import { type ContentKind, type FieldDef, KINDS, PAIR_SEPARATOR } from "./editor";

// The content editors' forms, each kind's checked by one schema built from its field list, in
// the browser and in the action alike (decision 039); this file imports nothing server-side, so
// a rich text is sanitised when it is saved (editor.server.ts), not here.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const fieldLabel = (name: string) => t(`adminContent.field.${name}` as MessageKey);

/** The (label, value) keys each "pairs" field stores. */
export const PAIR_KEYS: Record<string, [string, string]> = {
  figures: ["label", "value"],
  popularEnquiries: ["name", "link"],
};

export function fieldSchema(f: FieldDef) {
  const label = fieldLabel(f.name);
  const fail = (key: MessageKey, vars: Record<string, string | number> = {}) => t(key, { field: label, ...vars });
  // A field the form did not send (an unticked box) reads as empty.
  return z
    .preprocess((raw) => (typeof raw === "string" ? raw : ""), z.string())
    .transform((raw, ctx): unknown => {
      const v = raw.trim();
      const issue = (message: string) => {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      };
      if (v.includes("\u0000")) return issue(fail("adminContent.error.text", { max: f.max ?? 200 }));
      if (v === "" && f.required && f.type !== "checkbox") return issue(fail("adminContent.error.required"));
      switch (f.type) {
        case "text":
        case "textarea": {
          const max = f.max ?? 200;
          if (v.length > max) return issue(fail("adminContent.error.text", { max }));
          if (f.name === "propertyId") {
            if (v === "") return null;
            if (!UUID.test(v)) return issue(fail("adminContent.error.propertyId"));
          }
          return v;
        }
        case "richtext":
          if (v.length > (f.max ?? 100_000)) return issue(fail("adminContent.error.text", { max: f.max ?? 100_000 }));
          return v;
        case "url":
          if (v === "") return "";
          if (v.length > (f.max ?? 500) || !/^(https?:\/\/[^\s<>"]+|\/[^\s<>"]*)$/i.test(v)) {
            return issue(fail("adminContent.error.url"));
          }
          return v;
        case "int": {
          const min = f.min ?? 0;
          const max = f.max ?? 1_000_000;
          if (v === "") return f.name === "sortOrder" ? 0 : null;
          if (!/^-?\d{1,9}$/.test(v) || Number(v) < min || Number(v) > max) {
            return issue(fail("adminContent.error.int", { min, max }));
          }
          return Number(v);
        }
        case "decimal": {
          const min = f.min ?? 0;
          const max = f.max ?? 1_000_000;
          if (v === "") return null;
          if (!/^-?\d{1,9}(\.\d{1,12})?$/.test(v) || Number(v) < min || Number(v) > max) {
            return issue(fail("adminContent.error.decimal", { min, max }));
          }
          return Number(v);
        }
        case "date":
          if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) {
            return issue(fail("adminContent.error.date"));
          }
          return v;
        case "datetime": {
          const when = new Date(`${v}:00+04:00`);
          if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) || Number.isNaN(when.getTime())) {
            return issue(fail("adminContent.error.datetime"));
          }
          return when;
        }
        case "select": {
          if (v === "") return null;
          if (Array.isArray(f.options) && !f.options.includes(v)) return issue(fail("adminContent.error.select"));
          if (f.options === "blogCategory" && !UUID.test(v)) return issue(fail("adminContent.error.select"));
          if (v.length > 100) return issue(fail("adminContent.error.select"));
          return v;
        }
        case "checkbox":
          return v === "on";
        case "lines": {
          const lines = v
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter(Boolean);
          if (lines.length > (f.max ?? 20) || lines.some((l) => l.length > 200)) {
            return issue(fail("adminContent.error.lines", { max: f.max ?? 20 }));
          }
          return lines;
        }
        case "pairs": {
          const [a, b] = PAIR_KEYS[f.name] ?? ["label", "value"];
          const lines = v
            .split(/\r?\n/)
            .map((l) => l.trim())
            .filter(Boolean);
          const pairs = lines.map((l) => l.split(PAIR_SEPARATOR).map((p) => p.trim()));
          if (
            lines.length > (f.max ?? 20) ||
            pairs.some((p) => p.length !== 2 || !p[0] || !p[1] || p[0].length > 200 || p[1].length > 500)
          ) {
            return issue(fail("adminContent.error.pairs", { max: f.max ?? 20 }));
          }
          return pairs.map(([x, y]) => ({ [a]: x, [b]: y }));
        }
        default:
          return null;
      }
    });
}

/** One zod schema per kind, built from its field list (once, on first use). */
function buildSchema(kind: ContentKind) {
  return z.object(
    Object.fromEntries(KINDS[kind].fields.filter((f) => f.type !== "image").map((f) => [f.name, fieldSchema(f)])),
  );
}
const SCHEMAS = new Map<ContentKind, ReturnType<typeof buildSchema>>();
export function contentSchema(kind: ContentKind) {
  let schema = SCHEMAS.get(kind);
  if (!schema) {
    schema = buildSchema(kind);
    SCHEMAS.set(kind, schema);
  }
  return schema;
}

/** One schema per kind for a translation: the English fields' rules, but every field may be left empty (English shows). */
const TRANSLATION_SCHEMAS = new Map<ContentKind, z.ZodType<Record<string, unknown>, Record<string, unknown>>>();
export function contentTranslationSchema(kind: ContentKind) {
  let schema = TRANSLATION_SCHEMAS.get(kind);
  if (!schema) {
    schema = z.object(
      Object.fromEntries(
        KINDS[kind].fields.filter((f) => f.translatable).map((f) => [f.name, fieldSchema({ ...f, required: false })]),
      ),
    ) as z.ZodType<Record<string, unknown>, Record<string, unknown>>;
    TRANSLATION_SCHEMAS.set(kind, schema);
  }
  return schema;
}
