import { lazy, type MessageKey } from "../../i18n/i18n";
import { z } from "../../zod";
import { FEED_FORMATS } from "./feed-listing";

// The back office's feed form, checked by one schema in the browser and in the action
// (decision 039); this file imports nothing server-side. It reads what the form posts: text as
// typed, a ticked box as "on", nothing for an unticked one.

export const FEED_URL_MAX = 2000;
export const EVERY_MINUTES = { min: 5, max: 10_080, default: 60 } as const;
export const MAX_REMOVAL_PERCENT = { min: 0, max: 100, default: 30 } as const;
export const LEAVE_POLICIES = ["draft", "keep"] as const;

const msg = (key: MessageKey, vars?: Record<string, string | number>) => ({ error: lazy(key, vars) });

/** A posted text, trimmed: a field the form did not send reads as empty, a NUL is taken out. */
const posted = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" ? v.replaceAll("\u0000", "").trim() : (v ?? "")), schema);

/** A whole number within bounds, its default when left empty. */
const wholeNumber = (bounds: { min: number; max: number; default: number }, error: MessageKey) =>
  posted(
    z
      .string()
      .refine(
        (v) => v === "" || (/^\d{1,6}$/.test(v) && Number(v) >= bounds.min && Number(v) <= bounds.max),
        msg(error),
      )
      .transform((v) => (v === "" ? bounds.default : Number(v))),
  );

/**
 * The address as the feed's fetcher will ask for it: http or https only, written the one way
 * URL writes it (lower-case host, "/" for an empty path), so the same feed typed twice is
 * recognised as one.
 */
const feedUrl = posted(
  z
    .string()
    .max(FEED_URL_MAX, msg("admin.feeds.error.urlLong", { max: FEED_URL_MAX }))
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), msg("admin.feeds.error.url"))
    .transform((v) => new URL(v).href),
);

export const feedSchema = z.object({
  url: feedUrl,
  // Empty: the format is detected from the document's root element on each run.
  format: posted(
    z
      .union([z.literal(""), z.enum(FEED_FORMATS)], msg("admin.feeds.error.format"))
      .transform((v) => (v === "" ? null : v)),
  ),
  everyMinutes: wholeNumber(EVERY_MINUTES, "admin.feeds.error.everyMinutes"),
  enabled: z.preprocess((v) => v === "on", z.boolean()),
  onLeave: posted(z.enum(LEAVE_POLICIES, msg("admin.feeds.error.onLeave"))),
  maxRemovalPercent: wholeNumber(MAX_REMOVAL_PERCENT, "admin.feeds.error.maxRemovalPercent"),
});

export type FeedInput = z.output<typeof feedSchema>;

/** The form's fields as posted text (a ticked box as "on"). */
export type FeedForm = Record<keyof FeedInput, string>;

export const EMPTY_FEED_FORM: FeedForm = {
  url: "",
  format: "",
  everyMinutes: String(EVERY_MINUTES.default),
  enabled: "on",
  onLeave: "draft",
  maxRemovalPercent: String(MAX_REMOVAL_PERCENT.default),
};
