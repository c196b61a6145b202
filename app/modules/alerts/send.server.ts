import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";
import {
  alertMatches,
  profiles,
  properties,
  propertyImages,
  savedPropertyDrops,
  savedSearches,
} from "../../../db/schema";
import { getRates } from "../currency/currency.server";
import type { JobSender, Jobs } from "../jobs/jobs.server";
import type { ListingForMail, SearchForMail } from "./mails.server";
import { pruneTokens } from "./tokens.server";

/**
 * Sending alerts. `alerts-instant` mails every unsent match of confirmed, unpaused instant
 * searches (one mail a search) and every unsent price drop of saved properties (one mail an
 * owner); `alerts-digest`, every 15 minutes, mails daily and weekly searches whose period has
 * passed. Each mail is queued in the outbox in the transaction that marks its matches sent, and
 * under a key naming them: a run stopped half-way either queued a mail and marked it, or did
 * neither, so the next run never mails a listing twice.
 */

export const ALERTS_INSTANT_JOB = "alerts-instant";
export const ALERTS_DIGEST_JOB = "alerts-digest";

export type AlertSendOptions = {
  siteUrl: string;
  /** The mail queue; without it mail waits in the outbox for the sweep. */
  mail?: JobSender;
  /** The clock digests are due by; tests move it. */
  now?: () => Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_MS = { daily: DAY_MS, weekly: 7 * DAY_MS } as const;

export function defineAlertJobs(jobs: Jobs, db: Db, opts: AlertSendOptions): void {
  jobs.define({
    name: ALERTS_INSTANT_JOB,
    oneAtATime: true,
    // A send while a run is under way is merged into it (one at a time), and that run may have
    // read its matches already: the minute's run sends what such a send left behind.
    schedule: { cron: "* * * * *" },
    retries: 10,
    retryDelaySeconds: 30,
    pollSeconds: 2,
    handler: async () => {
      await sendInstantAlerts(db, opts);
    },
  });
  jobs.define({
    name: ALERTS_DIGEST_JOB,
    oneAtATime: true,
    schedule: { cron: "*/15 * * * *" },
    retries: 2,
    retryDelaySeconds: 60,
    pollSeconds: 30,
    handler: async () => {
      await sendDigests(db, opts);
    },
  });
}

/** Mails every unsent match of confirmed, unpaused instant searches, and saved properties' drops. Answers the mails queued. */
export async function sendInstantAlerts(db: Db, opts: AlertSendOptions): Promise<number> {
  const now = opts.now?.() ?? new Date();
  const searches = await db
    .selectDistinct({ id: alertMatches.savedSearchId })
    .from(alertMatches)
    .innerJoin(savedSearches, eq(savedSearches.id, alertMatches.savedSearchId))
    .where(and(isNull(alertMatches.sentAt), eq(savedSearches.frequency, "instant"), ready()));
  let queued = 0;
  for (const { id } of searches) {
    if (await sendSearch(db, id, { ...opts, digest: false, at: now })) queued++;
  }
  return queued + (await sendDrops(db, opts, now));
}

/** Mails the digest of every daily and weekly search whose period has passed by `now`. Answers the mails queued. */
export async function sendDigests(db: Db, opts: AlertSendOptions): Promise<number> {
  const now = opts.now?.() ?? new Date();
  const due = (frequency: "daily" | "weekly") => {
    const since = new Date(now.getTime() - PERIOD_MS[frequency]);
    return and(
      eq(savedSearches.frequency, frequency),
      or(
        lte(savedSearches.lastSentAt, since),
        and(isNull(savedSearches.lastSentAt), lte(savedSearches.createdAt, since)),
      ),
    );
  };
  const searches = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(ready(), or(due("daily"), due("weekly"))));
  let queued = 0;
  for (const { id } of searches) {
    if (await sendSearch(db, id, { ...opts, digest: true, at: now })) queued++;
  }
  await pruneTokens(db, now);
  return queued;
}

function ready() {
  return and(isNotNull(savedSearches.confirmedAt), eq(savedSearches.paused, false));
}

/**
 * One search's unsent matches in one mail, and the matches marked sent, in one transaction.
 * Nothing new, nothing sent (and the search's last mail stays when it was).
 */
async function sendSearch(
  db: Db,
  searchId: string,
  opts: AlertSendOptions & { digest: boolean; at: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [search] = await tx
      .select({
        id: savedSearches.id,
        email: savedSearches.email,
        language: savedSearches.language,
        currency: savedSearches.currency,
        name: savedSearches.name,
        searchPath: savedSearches.searchPath,
      })
      .from(savedSearches)
      .where(and(eq(savedSearches.id, searchId), ready()))
      .for("update");
    if (!search) return false;
    const matches = await tx
      .select({
        matchId: alertMatches.id,
        id: properties.id,
        title: properties.title,
        priceAed: alertMatches.priceAed,
        purpose: properties.purpose,
        rentFrequency: properties.rentFrequency,
        bedrooms: properties.bedrooms,
        kind: alertMatches.kind,
      })
      .from(alertMatches)
      .innerJoin(properties, eq(properties.id, alertMatches.propertyId))
      .where(
        and(eq(alertMatches.savedSearchId, searchId), isNull(alertMatches.sentAt), eq(properties.status, "published")),
      )
      .orderBy(desc(alertMatches.matchedAt), asc(properties.id));
    if (matches.length === 0) return false;
    const listings = await withPhotos(tx, matches);
    const { queueSearchAlert } = await mails();
    await queueSearchAlert(tx, search as SearchForMail, listings, {
      siteUrl: opts.siteUrl,
      jobs: opts.mail,
      rates: await getRates(tx as Db),
      digest: opts.digest,
    });
    await tx
      .update(alertMatches)
      .set({ sentAt: opts.at })
      .where(
        inArray(
          alertMatches.id,
          matches.map((m) => m.matchId),
        ),
      );
    await tx.update(savedSearches).set({ lastSentAt: opts.at }).where(eq(savedSearches.id, searchId));
    return true;
  });
}

/** Unsent price drops of saved properties: one mail an owner, in the language and currency of their latest saved search. */
async function sendDrops(db: Db, opts: AlertSendOptions, now: Date): Promise<number> {
  const owners = await db
    .selectDistinct({ profileId: savedPropertyDrops.profileId })
    .from(savedPropertyDrops)
    .innerJoin(profiles, eq(profiles.id, savedPropertyDrops.profileId))
    .where(and(isNull(savedPropertyDrops.sentAt), eq(profiles.notifyPriceDrops, true)));
  let queued = 0;
  for (const { profileId } of owners) {
    if (await sendOwnerDrops(db, profileId, opts, now)) queued++;
  }
  return queued;
}

async function sendOwnerDrops(db: Db, profileId: string, opts: AlertSendOptions, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ email: profiles.email })
      .from(profiles)
      .where(and(eq(profiles.id, profileId), eq(profiles.notifyPriceDrops, true)))
      .for("update");
    if (!owner) return false;
    const drops = await tx
      .select({
        id: properties.id,
        title: properties.title,
        priceAed: savedPropertyDrops.priceAed,
        purpose: properties.purpose,
        rentFrequency: properties.rentFrequency,
        bedrooms: properties.bedrooms,
      })
      .from(savedPropertyDrops)
      .innerJoin(properties, eq(properties.id, savedPropertyDrops.propertyId))
      .where(
        and(
          eq(savedPropertyDrops.profileId, profileId),
          isNull(savedPropertyDrops.sentAt),
          eq(properties.status, "published"),
        ),
      )
      .orderBy(desc(savedPropertyDrops.createdAt), asc(properties.id));
    if (drops.length === 0) return false;
    const [latest] = await tx
      .select({ language: savedSearches.language, currency: savedSearches.currency })
      .from(savedSearches)
      .where(eq(savedSearches.profileId, profileId))
      .orderBy(desc(savedSearches.createdAt))
      .limit(1);
    const listings = await withPhotos(
      tx,
      drops.map((d) => ({ ...d, kind: "priceDrop" as const })),
    );
    const { queueDropAlert } = await mails();
    await queueDropAlert(
      tx,
      { profileId, email: owner.email, language: latest?.language ?? "en", currency: latest?.currency ?? "AED" },
      listings,
      { siteUrl: opts.siteUrl, jobs: opts.mail, rates: await getRates(tx as Db) },
    );
    for (const drop of drops) {
      await tx
        .update(savedPropertyDrops)
        .set({ sentAt: now })
        .where(
          and(
            eq(savedPropertyDrops.profileId, profileId),
            eq(savedPropertyDrops.propertyId, drop.id),
            eq(savedPropertyDrops.priceAed, drop.priceAed),
          ),
        );
    }
    return true;
  });
}

/**
 * The mail templates, loaded where a job runs: they render in a subscriber's language through
 * the server's catalogue registry (a Vite glob), which command-line tools that only send jobs
 * (they load this file through server/jobs.ts under tsx) cannot load.
 */
const mails = () => import("./mails.server");

type Listing = Omit<ListingForMail, "imageId" | "kind"> & { kind: string };

/** The listings with the first photo of each. */
async function withPhotos(tx: DbOrTx, listings: Listing[]): Promise<ListingForMail[]> {
  const ids = [...new Set(listings.map((l) => l.id))];
  const photos = await tx
    .select({ propertyId: propertyImages.propertyId, imageId: propertyImages.imageId })
    .from(propertyImages)
    .where(
      and(
        inArray(propertyImages.propertyId, ids),
        sql`${propertyImages.position} = (
      select min(first.position) from property_images first where first.property_id = ${propertyImages.propertyId})`,
      ),
    );
  const photoOf = new Map(photos.map((p) => [p.propertyId, p.imageId]));
  return listings.map((l) => ({
    id: l.id,
    title: l.title,
    priceAed: Number(l.priceAed),
    purpose: l.purpose,
    rentFrequency: l.rentFrequency,
    bedrooms: l.bedrooms,
    imageId: photoOf.get(l.id) ?? null,
    kind: l.kind === "priceDrop" ? "priceDrop" : "new",
  }));
}
