/**
 * Saved searches: made from a listing page's search (its criteria stored as typed columns, the
 * way the search itself resolves them), listed with their new matches, edited, paused, deleted.
 */
import { and, count, desc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { alertMatches, savedSearches } from "../../../db/schema";
import { DomainError, invalid } from "../../errors";
import { t } from "../../i18n/i18n";
import { LANGUAGES, type Language } from "../../i18n/languages";
import { hitRule, type Limits, type RateLimiter, retryAfter } from "../../rate-limits";
import { defaultPurpose, PAGE_PARAMS, pickParams } from "../browse/query";
import type { JobSender } from "../jobs/jobs.server";
import { matchLocationIds } from "../location/match.server";
import { fieldLabel, type PropertySearch, propertySearchSchema } from "../property/schema";
import { type ResolvedFilters, resolveFilters } from "../property/search-filters.server";
import { queueConfirmationMail } from "./mails.server";
import { type EditSearchInput, MAX_SAVED_SEARCHES, type SavedSearchView, type SaveSearchInput } from "./schema";

type Fixed = Record<string, string | undefined>;
type Page = { reads: keyof typeof PAGE_PARAMS; fixed?: (q: Record<string, string>) => Fixed };
const inUae = (q: Record<string, string>) => ({ country: q.country ?? "United Arab Emirates" });

/** The listing pages a search can be saved from: what each reads, and what it fixes whatever its address says. */
const LISTING_PAGES: Record<string, Page> = {
  "/property-search": { reads: "search" },
  "/property-search-list": { reads: "searchList" },
  "/residential-filter": { reads: "residential" },
  "/dubai-locations": { reads: "location", fixed: (q) => (q.locationlable ? {} : { state: "Dubai" }) },
  "/country-property-sale-list": { reads: "country", fixed: inUae },
  "/country-property-sale-list-dist": { reads: "state", fixed: inUae },
  "/country-property-sale-list-properties": { reads: "city", fixed: inUae },
  "/property-lsiting-list": { reads: "housing", fixed: () => ({ type: "Residential" }) },
};

const PLACE_FIELDS = ["locationlable", "locationlabel", "location", "city", "district", "state", "country"] as const;

/** The page's view of the list (map position, paging, sort), not what an alert matches. */
const VIEW_ONLY = ["view", "zoom", "page", "limit", "sort"];
/** Filters the alert columns cannot hold: saving them would silently widen the alert. */
const NOT_SAVABLE = ["reference", "agentLanguage"] as const;

export type Owner = { profileId: string; email: string } | { profileId?: undefined; email: string };

/** The typed columns of a search address, or a 400 naming the field at fault. */
export async function criteriaOf(db: Db, address: string) {
  const url = new URL(address, "http://site.invalid");
  const path = url.pathname.replace(/^\/(ar|hi|ru)(?=\/)/, "");
  // /property-lsiting-list/{anything} is the Housing page too.
  const page = LISTING_PAGES[path.startsWith("/property-lsiting-list/") ? "/property-lsiting-list" : path];
  if (!page) throw invalid({ search: t("alerts.searchNotListing") });
  // What the page itself reads, and nothing else: the alert matches what the visitor saw.
  const query = pickParams(url, PAGE_PARAMS[page.reads]);
  for (const name of VIEW_ONLY) delete query[name];
  for (const [name, value] of Object.entries(page.fixed?.(query) ?? {})) if (value !== undefined) query[name] = value;
  query.purpose ??= defaultPurpose(query.type);
  const parsed = propertySearchSchema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid({ [String(issue?.path[0] ?? "search")]: issue?.message ?? t("alerts.searchNotListing") });
  }
  const search = parsed.data;
  for (const name of NOT_SAVABLE) {
    if (search[name] !== undefined) throw invalid({ [name]: t("alerts.notSavable", { field: fieldLabel(name) }) });
  }
  const resolved = await resolveFilters(db, search);
  if (!resolved) throw await unmatchedName(db, search);
  // A search that names no place has every place today; its alert must also match places added later.
  if (!PLACE_FIELDS.some((name) => search[name] !== undefined)) resolved.locationIds = undefined;
  return { searchPath: `${url.pathname}${url.search}`, ...columnsOf(resolved) };
}

function columnsOf(f: ResolvedFilters) {
  return {
    purpose: f.purpose ?? null,
    segment: f.segment ?? null,
    typeIds: f.typeIds ?? [],
    locationIds: f.locationIds ?? [],
    developerIds: f.developerIds ?? [],
    agentIds: f.agentIds ?? [],
    minAed: f.minAed ?? null,
    maxAed: f.maxAed ?? null,
    minBedrooms: f.minBedrooms ?? null,
    completionStatus: f.completionStatus ?? null,
    furnishing: f.furnishing ?? null,
    verifiedOnly: f.verified === true,
    ...boxOf(f),
    polygon: f.polygon ?? null,
  };
}

/** A drawn area's box is its points' extent, so a listing outside the box is ruled out cheaply. */
function boxOf(f: ResolvedFilters) {
  if (f.polygon) {
    const lngs = f.polygon.map(([lng]) => lng);
    const lats = f.polygon.map(([, lat]) => lat);
    return {
      minLng: Math.min(...lngs),
      minLat: Math.min(...lats),
      maxLng: Math.max(...lngs),
      maxLat: Math.max(...lats),
    };
  }
  if (f.box) return { minLng: f.box.west, minLat: f.box.south, maxLng: f.box.east, maxLat: f.box.north };
  return { minLng: null, minLat: null, maxLng: null, maxLat: null };
}

/** Which named filter found nothing (a place, type, developer or agency no listing can have). */
async function unmatchedName(db: Db, search: PropertySearch): Promise<DomainError> {
  const placeField = (
    ["locationlable", "locationlabel", "location", "city", "district", "state", "country"] as const
  ).find((name) => search[name] !== undefined);
  const places = placeField ? await matchLocationIds(db, search) : undefined;
  const field =
    placeField && places?.length === 0
      ? placeField
      : ((["subtitle", "type", "developer", "agency"] as const).find((name) => search[name] !== undefined) ?? "search");
  return invalid({ [field]: t("alerts.nothingNamed", { field: fieldLabel(field) }) });
}

// ---------------------------------------------------------------- creating

export type SaveContext = {
  /** Where the confirmation mail's link points, and the queue that sends it. */
  siteUrl: string;
  jobs?: JobSender;
  limiter: RateLimiter;
  limits: Limits;
  ip: string;
  language: Language;
  currency: string;
};

/**
 * Saves a search for a signed-in owner (confirmed at once) or a visitor's address (unconfirmed,
 * with the confirmation mail queued in the same transaction). Counted per IP and per address.
 */
export async function saveSearch(db: Db, owner: Owner, input: SaveSearchInput, ctx: SaveContext) {
  const email = (owner.profileId ? owner.email : (input.email ?? owner.email)).trim();
  if (!owner.profileId && !email) throw invalid({ email: t("alerts.emailRequired") });
  const wait = retryAfter(
    await Promise.all([
      hitRule(ctx.limiter, ctx.limits, "saveSearch", ctx.ip),
      hitRule(ctx.limiter, ctx.limits, "saveSearch", `account:${email.toLowerCase()}`),
    ]),
  );
  if (wait !== undefined) throw new DomainError(429, t("error.tooMany"), undefined, wait);
  const criteria = await criteriaOf(db, input.search);
  const language = input.language ?? (ctx.language in LANGUAGES ? ctx.language : "en");
  return db.transaction(async (tx) => {
    // One owner's saves take turns, so two at once cannot both pass the limit.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${owner.profileId ?? email.toLowerCase()}`}))`,
    );
    const [owned] = await tx.select({ n: count() }).from(savedSearches).where(ownedBy(owner));
    if ((owned?.n ?? 0) >= MAX_SAVED_SEARCHES) {
      throw new DomainError(409, t("alerts.limitReached", { max: MAX_SAVED_SEARCHES }));
    }
    const rows = await tx
      .insert(savedSearches)
      .values({
        ...criteria,
        profileId: owner.profileId ?? null,
        email,
        language,
        currency: (input.currency ?? ctx.currency).toUpperCase(),
        name: input.name,
        frequency: input.frequency,
        confirmedAt: owner.profileId ? new Date() : null,
      })
      .returning({ id: savedSearches.id, confirmedAt: savedSearches.confirmedAt });
    const row = rows[0] as { id: string; confirmedAt: Date | null };
    if (!owner.profileId) {
      const mail = { siteUrl: ctx.siteUrl, jobs: ctx.jobs };
      await queueConfirmationMail(tx, { id: row.id, email, language, name: input.name }, mail);
    }
    return { id: row.id, confirmed: row.confirmedAt !== null };
  });
}

/** A signed-in owner's searches, and a visitor's (no account) under their address. */
function ownedBy(owner: Owner): SQL {
  return owner.profileId
    ? eq(savedSearches.profileId, owner.profileId)
    : (and(isNull(savedSearches.profileId), sql`lower(${savedSearches.email}) = lower(${owner.email})`) as SQL);
}

// ---------------------------------------------------------------- the owner's list

/** The profile's searches, newest first, each with its matches since the owner last looked. */
export async function listSavedSearches(db: Db, profileId: string): Promise<SavedSearchView[]> {
  const newMatches = db
    .select({ savedSearchId: alertMatches.savedSearchId, n: count().as("n") })
    .from(alertMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, alertMatches.savedSearchId))
    .where(
      and(
        eq(savedSearches.profileId, profileId),
        or(isNull(savedSearches.lastViewedAt), gt(alertMatches.matchedAt, savedSearches.lastViewedAt)),
      ),
    )
    .groupBy(alertMatches.savedSearchId)
    .as("new_matches");
  const rows = await db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      frequency: savedSearches.frequency,
      paused: savedSearches.paused,
      confirmedAt: savedSearches.confirmedAt,
      searchPath: savedSearches.searchPath,
      email: savedSearches.email,
      createdAt: savedSearches.createdAt,
      newMatches: sql<number>`coalesce(${newMatches.n}, 0)::int`,
    })
    .from(savedSearches)
    .leftJoin(newMatches, eq(newMatches.savedSearchId, savedSearches.id))
    .where(eq(savedSearches.profileId, profileId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(({ confirmedAt, ...row }) => ({
    ...row,
    confirmed: confirmedAt !== null,
    newMatches: Number(row.newMatches),
  }));
}

/** Edits the owner's search; false when it is not theirs (or gone), which callers answer as 404. */
export async function editSavedSearch(db: Db, profileId: string, id: string, change: EditSearchInput) {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(savedSearches)
    .set({ ...definedOnly(change), updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.profileId, profileId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function deleteSavedSearch(db: Db, profileId: string, id: string) {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.profileId, profileId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** The owner opened the search's matches: its new-match count starts again from now. */
export async function markSavedSearchViewed(db: Db, profileId: string, id: string) {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(savedSearches)
    .set({ lastViewedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.profileId, profileId)))
    .returning({ id: savedSearches.id, searchPath: savedSearches.searchPath });
  return rows[0]?.searchPath ?? false;
}

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isUuid(id: string): boolean {
  return UUID.test(id);
}
