import "../../i18n/en-pages";
import { t } from "../../i18n/i18n";
import { z } from "../../zod";
import { isRoomsBucket, type RoomsBucket } from "../market/rooms";
import { formatAed } from "../mortgage/format";
import { checkRent, parseDay, type RentCheck, toFils } from "./decree43";

// One rule for the rent check page's GET form, its live update in the browser and
// GET /api/rent-increase. Messages are looked up when a check fails, in the page's language.

export const MAX_RENT_AED = 100_000_000;
/** Renewals the check answers: a contract a visitor could hold, not a typo's year 20207. */
export const FIRST_DAY = "2000-01-01";
export const LAST_DAY = "2100-12-31";

/** "120,000" and "120 000" as typed are read as numbers; anything else stays text and fails. */
const amount = (message: () => string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/[\s,]/g, "") : v),
    z.coerce
      .number({ error: message })
      .refine(Number.isFinite, { error: message })
      .pipe(z.number().positive({ error: message }).max(MAX_RENT_AED, { error: message })),
  );

const amountMessage = (key: "rent.error.rent" | "rent.error.average") => () =>
  t(key, { max: formatAed(toFils(MAX_RENT_AED)) });

export const rentQuerySchema = z.object({
  rent: amount(amountMessage("rent.error.rent")),
  average: amount(amountMessage("rent.error.average")),
  renewal: z
    .string()
    .refine((v) => parseDay(v) !== undefined && v >= FIRST_DAY && v <= LAST_DAY, {
      error: () => t("rent.error.renewal"),
    })
    .optional(),
});

export type RentQuery = z.output<typeof rentQuerySchema>;

export function rentCheckOf(q: RentQuery): RentCheck {
  return checkRent({ rentFils: toFils(q.rent), averageFils: toFils(q.average), renewal: q.renewal });
}

/** The fields the page's address may carry: the check's three and the pickers that prefill the average. */
export const PAGE_FIELDS = ["rent", "average", "renewal", "community", "rooms"] as const;

/** Empty values count as absent, as a GET form sends untouched fields. */
export function queryValues(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of PAGE_FIELDS) {
    const value = params.get(key);
    if (value !== null && value.trim() !== "") out[key] = value.trim();
  }
  return out;
}

/** The registry's rooms buckets, in the pickers' order. */
export { ROOMS_BUCKETS as ROOMS, type RoomsBucket as Rooms } from "../market/rooms";

export function isRooms(value: string | undefined): value is RoomsBucket {
  return isRoomsBucket(value ?? "");
}

/** Which check the page's values ask for: none until a rent is given, then the rule's verdict. */
export function evaluateRent(values: Record<string, string>): {
  errors: Record<string, string>;
  query?: RentQuery;
  check: RentCheck | null;
} {
  if (values.rent === undefined) return { errors: {}, check: null };
  const parsed = rentQuerySchema.safeParse({ rent: values.rent, average: values.average, renewal: values.renewal });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "rent")] ??= issue.message;
    // No average is the usual case of a first visit: say how to get one.
    if (values.average === undefined) errors.average = t("rent.error.averageMissing");
    return { errors, check: null };
  }
  return { errors: {}, query: parsed.data, check: rentCheckOf(parsed.data) };
}
