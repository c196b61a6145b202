import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueConfirmationMail } from "../../app/modules/alerts/mails.server";
import { recordSavedPropertyDrops } from "../../app/modules/alerts/match.server";
import { sendDigests, sendInstantAlerts } from "../../app/modules/alerts/send.server";
import { issueToken } from "../../app/modules/alerts/tokens.server";
import { createJobs } from "../../app/modules/jobs/jobs.server";
import { defineMailJobs, queueMail } from "../../app/modules/mail/mail.server";
import type { Db } from "../../db/client";
import {
  alertMatches,
  alertTokens,
  mailOutbox,
  profiles,
  properties,
  savedProperties,
  savedPropertyDrops,
  savedSearches,
} from "../../db/schema";
import { type Fixtures, seedFixtures } from "../helpers/factories";
import { form, send } from "../helpers/http";
import { mailServer } from "../helpers/mail-server";
import { must } from "../helpers/must";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/**
 * Alert e-mails from saved searches' matches to the outbox (and on to a mail server): instant
 * alerts, daily and weekly digests by a moved clock, saved properties' price drops, each in the
 * subscriber's language and currency, sent once; and the pages behind the e-mails' links.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = new Date(Date.UTC(2026, 5, 1, 6));
const at = (ms: number) => () => new Date(T0.getTime() + ms);

describe.each(databases())("alert e-mails on %s", (database) => {
  let server: TestServer;
  let db: Db;
  let fx: Fixtures;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      seed: async (seedDb) => {
        fx = await seedFixtures(seedDb);
      },
    });
    db = server.db;
  }, 120_000);
  afterAll(() => server?.close());

  const site = () => ({ siteUrl: server.url });

  async function addSearch(
    values: Partial<typeof savedSearches.$inferInsert> & { frequency: "instant" | "daily" | "weekly" },
  ) {
    const email = `alert${++n}.${database}@example.com`;
    const [row] = await db
      .insert(savedSearches)
      .values({
        email,
        name: `Marina homes ${n}`,
        searchPath: "/property-search-list?location=marina",
        confirmedAt: T0,
        createdAt: T0,
        ...values,
      })
      .returning();
    return must(row, "the saved search");
  }

  async function addMatch(searchId: string, propertyId: string, priceAed: number, kind = "new", matchedAt = T0) {
    await db.insert(alertMatches).values({ savedSearchId: searchId, propertyId, priceAed, kind, matchedAt });
  }

  const mailsTo = (to: string) =>
    db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);

  /** The link of an e-mail's text part that leads to `path`. */
  function linkIn(text: string, path: string): string {
    const match = new RegExp(`https?://\\S*${path}\\?token=[\\w-]+`).exec(text);
    return must(match?.[0], `a ${path} link`);
  }

  it("mails an instant alert once to a confirmed search, in its currency, with photo, links and RFC 8058 headers", async () => {
    const search = await addSearch({ frequency: "instant", currency: "USD" });
    const unconfirmed = await addSearch({ frequency: "instant", confirmedAt: null });
    const paused = await addSearch({ frequency: "instant", paused: true });
    const { marinaVilla, downtownRental } = fx.properties;
    for (const s of [search, unconfirmed, paused]) await addMatch(s.id, marinaVilla.id, 2_000_000);
    await addMatch(search.id, downtownRental.id, 120_000);

    expect(await sendInstantAlerts(db, site())).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsTo(search.email);
    expect(more).toHaveLength(0);
    const sent = must(mail, "the alert");
    expect(sent.subject).toBe(`2 new listings for “${search.name}”`);
    // AED 2,000,000 at the fixtures' rates (AED 0.05, USD 0.0125 a rupee) is $500,000.00.
    expect(sent.html).toContain("$500,000.00");
    expect(sent.text).toContain("$30,000.00/year");
    expect(sent.html).toContain(`${server.url}/property/${marinaVilla.id}`);
    expect(sent.html).toMatch(new RegExp(`<img src="${server.url}/media/[0-9a-f-]{36}\\?w=640"`));
    expect(sent.html).toContain('dir="ltr"');
    const unsubscribe = linkIn(sent.text, "/alerts/unsubscribe");
    expect(sent.headers["List-Unsubscribe"]).toBe(`<${unsubscribe}>`);
    expect(sent.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(sent.text).toContain("/alerts/manage?token=");
    expect(sent.dedupeKey).toMatch(new RegExp(`^alert:${search.id}:instant:`));
    // Neither the unconfirmed nor the paused search got anything; a second run sends nothing more.
    expect(await mailsTo(unconfirmed.email)).toHaveLength(0);
    expect(await mailsTo(paused.email)).toHaveLength(0);
    await sendInstantAlerts(db, site());
    expect(await mailsTo(search.email)).toHaveLength(1);
  });

  it("writes an Arabic subscriber's alert right to left, a Russian one in Russian", async () => {
    const arabic = await addSearch({ frequency: "instant", language: "ar", currency: "AED" });
    const russian = await addSearch({ frequency: "instant", language: "ru", currency: "EUR" });
    await addMatch(arabic.id, fx.properties.reemVilla.id, 3_000_000);
    await addMatch(russian.id, fx.properties.reemVilla.id, 3_000_000);
    await sendInstantAlerts(db, site());
    const ar = must((await mailsTo(arabic.email))[0], "the Arabic alert");
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.subject).toContain("عقار جديد واحد");
    expect(ar.html).toContain("AED 3,000,000.00");
    expect(ar.text).toContain(`${server.url}/ar/property/${fx.properties.reemVilla.id}`);
    expect(ar.text).toContain(`${server.url}/ar/alerts/unsubscribe?token=`);
    const ru = must((await mailsTo(russian.email))[0], "the Russian alert");
    expect(ru.html).toContain('<html lang="ru" dir="ltr">');
    expect(ru.subject).toContain("новое объявление");
    expect(ru.text).toContain("Отписаться");
  });

  it("sends a daily digest once a day by the clock, only of what is new, and nothing when nothing is", async () => {
    const search = await addSearch({ frequency: "daily" });
    await addMatch(search.id, fx.properties.marinaVilla.id, 2_000_000, "new", new Date(T0.getTime() + HOUR));
    await sendDigests(db, { ...site(), now: at(23 * HOUR) });
    expect(await mailsTo(search.email)).toHaveLength(0);
    await sendDigests(db, { ...site(), now: at(DAY) });
    const first = await mailsTo(search.email);
    expect(first).toHaveLength(1);
    expect(first[0]?.text).toContain("Everything new for");
    const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row?.lastSentAt?.toISOString()).toBe(new Date(T0.getTime() + DAY).toISOString());

    await addMatch(search.id, fx.properties.reemVilla.id, 3_000_000, "new", new Date(T0.getTime() + DAY + HOUR));
    await sendDigests(db, { ...site(), now: at(DAY + 12 * HOUR) });
    expect(await mailsTo(search.email)).toHaveLength(1);
    await sendDigests(db, { ...site(), now: at(2 * DAY) });
    const second = await mailsTo(search.email);
    expect(second).toHaveLength(2);
    expect(second[1]?.text).toContain("Reem");
    expect(second[1]?.text).not.toContain(fx.properties.marinaVilla.title);
    // A day with nothing new: no mail.
    await sendDigests(db, { ...site(), now: at(3 * DAY) });
    expect(await mailsTo(search.email)).toHaveLength(2);
  });

  it("sends a weekly digest after seven days, not six", async () => {
    const search = await addSearch({ frequency: "weekly" });
    await addMatch(search.id, fx.properties.marinaApartment.id, 900_000);
    await sendDigests(db, { ...site(), now: at(6 * DAY) });
    expect(await mailsTo(search.email)).toHaveLength(0);
    await sendDigests(db, { ...site(), now: at(7 * DAY) });
    expect(await mailsTo(search.email)).toHaveLength(1);
  });

  it("shows 20 listings of a larger digest and links to the rest", async () => {
    const search = await addSearch({ frequency: "daily" });
    const base = fx.properties.marinaApartment;
    for (let i = 0; i < 22; i++) {
      const [copy] = await db
        .insert(properties)
        .values({ ...base, id: undefined, title: `Digest flat ${i}`, referenceNumber: `DIG-${database}-${i}` })
        .returning({ id: properties.id });
      await addMatch(search.id, must(copy, "a listing").id, 800_000 + i);
    }
    await sendDigests(db, { ...site(), now: at(DAY) });
    const mail = must((await mailsTo(search.email))[0], "the digest");
    expect(mail.subject).toBe(`22 new listings for “${search.name}”`);
    expect(mail.html.match(/>View the listing</g)).toHaveLength(20);
    expect(mail.html).toContain("See all 22 listings");
    expect(mail.html).toContain(`${server.url}/property-search-list?location=marina`);
    const unsent = await db
      .select()
      .from(alertMatches)
      .where(sql`${alertMatches.savedSearchId} = ${search.id} and ${alertMatches.sentAt} is null`);
    expect(unsent).toHaveLength(0);
  });

  it("mails an owner the price drops of saved properties once", async () => {
    const [owner] = await db
      .insert(profiles)
      .values({
        firstName: "Drop",
        lastName: "Watcher",
        email: `drops.${database}@example.com`,
        phone: "+971501234567",
        contactEmail: "",
        passwordHash: "x",
      })
      .returning();
    const profileId = must(owner, "the owner").id;
    // The owner's saved search says Hindi and rupees.
    await addSearch({ frequency: "weekly", profileId, language: "hi", currency: "INR" });
    await db
      .insert(savedPropertyDrops)
      .values({ profileId, propertyId: fx.properties.marinaVilla.id, priceAed: 1_500_000 });
    await sendInstantAlerts(db, site());
    await sendInstantAlerts(db, site());
    const mails = await mailsTo(`drops.${database}@example.com`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.html).toContain("कीमत घटी");
    // AED 1,500,000 / 0.05 = ₹3,00,00,000.00, grouped in crores.
    expect(mails[0]?.html).toContain("₹3,00,00,000.00");
    const unsent = await db.select().from(savedPropertyDrops).where(isNull(savedPropertyDrops.sentAt));
    expect(unsent).toHaveLength(0);
  });

  it("unsubscribes from price-drop mails in one click, in the owner's language, and sends no more", async () => {
    const email = `drops.ru.${database}@example.com`;
    const [owner] = await db
      .insert(profiles)
      .values({
        firstName: "Ru",
        lastName: "Owner",
        email,
        phone: "+971501234568",
        contactEmail: "",
        passwordHash: "x",
      })
      .returning();
    const profileId = must(owner, "the owner").id;
    await addSearch({ frequency: "daily", profileId, language: "ru" });
    const { marinaVilla, downtownRental } = fx.properties;
    await db.insert(savedProperties).values([
      { profileId, propertyId: marinaVilla.id },
      { profileId, propertyId: downtownRental.id },
    ]);
    await db.insert(savedPropertyDrops).values({ profileId, propertyId: marinaVilla.id, priceAed: 1_400_000 });
    await sendInstantAlerts(db, site());
    const mail = must((await mailsTo(email))[0], "the price-drop mail");
    const link = linkIn(mail.text, "/ru/alerts/unsubscribe");
    expect(mail.text).toContain(`Отписаться: ${link}`);
    expect(mail.html).toContain(`<a href="${link}" style="color:#12324F;text-decoration:underline">Отписаться</a>`);
    expect(mail.headers["List-Unsubscribe"]).toBe(`<${link}>`);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    const page = await send(server.url, link);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Больше не присылать на ${email} письма о снижении цен`);
    const done = await send(server.url, link, form({ "List-Unsubscribe": "One-Click" }));
    expect(done.status).toBe(200);
    expect(done.text).toContain("Вы отписались");
    // Twice is harmless (mail scanners POST again).
    expect((await send(server.url, link, form({ "List-Unsubscribe": "One-Click" }))).status).toBe(200);

    // No further price-drop mail: neither a drop already recorded nor one of a later price cut.
    await db.insert(savedPropertyDrops).values({ profileId, propertyId: marinaVilla.id, priceAed: 1_300_000 });
    await recordSavedPropertyDrops(db, { [downtownRental.id]: 200_000 });
    await sendInstantAlerts(db, site());
    expect(await mailsTo(email)).toHaveLength(1);
    const later = await db
      .select()
      .from(savedPropertyDrops)
      .where(eq(savedPropertyDrops.propertyId, downtownRental.id));
    expect(later.filter((d) => d.profileId === profileId)).toHaveLength(0);
    // Their saved properties and saved search stay.
    expect(await db.select().from(savedProperties).where(eq(savedProperties.profileId, profileId))).toHaveLength(2);
  });

  it("never queues the same alert twice: a mail's key stops a second one after a restart mid-send", async () => {
    expect(await queueMail(db, { to: "twice@example.com", subject: "s", text: "t", dedupeKey: `k-${database}` })).toBe(
      true,
    );
    expect(await queueMail(db, { to: "twice@example.com", subject: "s", text: "t", dedupeKey: `k-${database}` })).toBe(
      false,
    );
    const search = await addSearch({ frequency: "instant" });
    await addMatch(search.id, fx.properties.majazApartment.id, 700_000);
    await sendInstantAlerts(db, site());
    // As if the process died after the mail was queued but before its matches were marked sent.
    await db.update(alertMatches).set({ sentAt: null }).where(eq(alertMatches.savedSearchId, search.id));
    await sendInstantAlerts(db, site());
    expect(await mailsTo(search.email)).toHaveLength(1);
  });

  describe("the links", () => {
    it("confirms by the link, twice harmlessly; forged and expired links change nothing", async () => {
      const search = await addSearch({ frequency: "instant", confirmedAt: null, language: "ar" });
      await db.transaction((tx) => queueConfirmationMail(tx, search, site()));
      const mail = must((await mailsTo(search.email))[0], "the confirmation");
      expect(mail.html).toContain('dir="rtl"');
      const link = linkIn(mail.text, "/ar/alerts/confirm");
      const first = await send(server.url, link);
      expect(first.status).toBe(200);
      expect(first.text).toContain("تم تأكيد تنبيهك");
      expect(first.headers["cache-control"]).toBe("no-store");
      const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
      const confirmedAt = must(row?.confirmedAt ?? undefined, "confirmed");
      const again = await send(server.url, link);
      expect(again.status).toBe(200);
      expect(again.text).toContain("مؤكَّد مسبقًا");
      const [still] = await db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
      expect(still?.confirmedAt?.toISOString()).toBe(confirmedAt.toISOString());

      const forged = await send(server.url, "/alerts/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
      expect(forged.status).toBe(404);
      expect(forged.text).toContain("This link does not work");
      const other = await addSearch({ frequency: "daily", confirmedAt: null });
      const old = await issueToken(db, other.id, "confirm", new Date(Date.now() - 8 * DAY));
      const expired = await send(server.url, `/ar/alerts/confirm?token=${old}`);
      expect(expired.status).toBe(410);
      expect(expired.text).toContain("انتهت صلاحية هذا الرابط");
      // A confirmation link is no unsubscribe link.
      expect((await send(server.url, `/alerts/unsubscribe?token=${old}`)).status).toBe(404);
      const [otherRow] = await db.select().from(savedSearches).where(eq(savedSearches.id, other.id));
      expect(otherRow?.confirmedAt).toBeNull();
      const stored = await db.select().from(alertTokens).where(eq(alertTokens.savedSearchId, other.id));
      expect(stored.map((t) => t.hash)).not.toContain(old);
    });

    async function alerted() {
      const search = await addSearch({ frequency: "instant" });
      await addMatch(search.id, fx.properties.reemVilla.id, 3_000_000);
      await sendInstantAlerts(db, site());
      const text = must((await mailsTo(search.email))[0], "the alert").text;
      return { search, text };
    }

    const pausedNow = async (id: string) =>
      (await db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]?.paused;

    it("unsubscribes by the link's page: GET asks, the button's POST stops the e-mails", async () => {
      const { search, text } = await alerted();
      const link = linkIn(text, "/alerts/unsubscribe");
      const page = await send(server.url, link);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`Stop the e-mails for “${search.name}”`);
      expect(await pausedNow(search.id)).toBe(false);
      const done = await send(server.url, link, form({ "List-Unsubscribe": "One-Click" }, { origin: server.url }));
      expect(done.status).toBe(200);
      expect(done.text).toContain("You are unsubscribed");
      expect(await pausedNow(search.id)).toBe(true);
      await addMatch(search.id, fx.properties.majazApartment.id, 700_000);
      await sendInstantAlerts(db, site());
      expect(await mailsTo(search.email)).toHaveLength(1);
    });

    it("unsubscribes by a mail client's one-click POST (RFC 8058), with no further step", async () => {
      const { search, text } = await alerted();
      const link = linkIn(text, "/alerts/unsubscribe");
      const done = await send(server.url, link, form({ "List-Unsubscribe": "One-Click" }));
      expect(done.status).toBe(200);
      expect(await pausedNow(search.id)).toBe(true);
      const forged = await send(
        server.url,
        "/alerts/unsubscribe?token=forged",
        form({ "List-Unsubscribe": "One-Click" }),
      );
      expect(forged.status).toBe(404);
    });

    it("manages an alert by its link: frequency, pause, resume, delete; a bad frequency is refused by name", async () => {
      const { search, text } = await alerted();
      const link = linkIn(text, "/alerts/manage");
      const page = await send(server.url, link);
      expect(page.status).toBe(200);
      expect(page.text).toContain(search.name);
      const post = (fields: Record<string, string>) => send(server.url, link, form(fields, { origin: server.url }));
      const weekly = await post({ intent: "frequency", frequency: "weekly" });
      expect(weekly.status).toBe(200);
      expect(weekly.text).toContain("you will get e-mails once a week");
      const bad = await post({ intent: "frequency", frequency: "hourly" });
      expect(bad.status).toBe(400);
      expect(bad.text).toContain("Choose how often");
      expect((await post({ intent: "pause" })).status).toBe(200);
      expect(await pausedNow(search.id)).toBe(true);
      await post({ intent: "resume" });
      expect(await pausedNow(search.id)).toBe(false);
      const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, search.id));
      expect(row?.frequency).toBe("weekly");
      const deleted = await post({ intent: "delete" });
      expect(deleted.status).toBe(302);
      const after = await send(server.url, must(deleted.headers.location, "where a delete leads"));
      expect(after.status).toBe(200);
      expect(after.text).toContain("The alert is deleted");
      expect(await db.select().from(savedSearches).where(eq(savedSearches.id, search.id))).toHaveLength(0);
      expect((await send(server.url, link)).status).toBe(404);
    });
  });

  it("delivers an alert through the mail job with its HTML part and unsubscribe headers", async () => {
    const received: string[] = [];
    const smtp = await mailServer(received);
    const jobs = createJobs(server.database, { run: true });
    defineMailJobs(jobs, db, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: "alerts@example.com", retrySeconds: 1 });
    await jobs.start();
    try {
      const search = await addSearch({ frequency: "instant", language: "ar" });
      await addMatch(search.id, fx.properties.marinaApartment.id, 900_000);
      await sendInstantAlerts(db, { ...site(), mail: jobs });
      for (let i = 0; i < 300 && !received.some((m) => m.includes(search.email)); i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      const raw = must(
        received.find((m) => m.includes(search.email)),
        "the delivered alert",
      );
      // Long headers are folded on the wire (RFC 5322): unfolded, they read as written.
      const unfolded = raw.replace(/\r\n[ \t]+/g, " ");
      expect(unfolded).toMatch(/List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/ar\/alerts\/unsubscribe\?token=[\w-]+>/);
      expect(unfolded).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(raw).toContain("Content-Type: text/html");
      expect(raw).toContain("Content-Type: text/plain");
    } finally {
      await jobs.stop();
      await smtp.close();
    }
  });
});
