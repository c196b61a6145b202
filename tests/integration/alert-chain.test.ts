import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALERTS_MATCH_JOB } from "../../app/modules/alerts/match-jobs.server";
import { ALERTS_INSTANT_JOB } from "../../app/modules/alerts/send.server";
import type { Jobs } from "../../app/modules/jobs/jobs.server";
import { MAIL_JOB } from "../../app/modules/mail/mail.server";
import { properties, savedSearches } from "../../db/schema";
import { siteJobs } from "../../server/jobs";
import { type SignedIn, signInAs } from "../helpers/auth";
import { type Fixtures, seedFixtures } from "../helpers/factories";
import { form, send } from "../helpers/http";
import { mailServer } from "../helpers/mail-server";
import { must } from "../helpers/must";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/**
 * The whole chain of a saved search's alert as a visitor lives it, over HTTP and a local mail
 * server: saved with an address through the page's form, confirmed by the mailed link, a
 * matching listing published in the back office, its instant alert mailed once, and not again
 * when the listing is published a second time. The site's own jobs run it (server/jobs.ts);
 * nothing waits on a schedule: each step waits for the jobs it queued to finish.
 */

const SEARCH = "/property-search?locationlable=Dubai%20Marina&type=Villa";

/** A mail as sent on the wire, its folded headers, quoted-printable soft breaks and `=` escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r\n/g, "")
    .replace(/=3D/g, "=")
    .replace(/\r\n[ \t]+/g, " ");

describe.each(databases())("a saved search's alert from end to end on %s", (database) => {
  let server: TestServer;
  let fx: Fixtures;
  let editor: SignedIn;
  let jobs: Jobs;
  let smtp: { port: number; close(): Promise<void> };
  const received: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      database,
      seed: async (db) => {
        fx = await seedFixtures(db);
      },
    });
    editor = await signInAs(server.db, "editor");
    smtp = await mailServer(received);
    jobs = siteJobs(
      server.database,
      {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: "alerts@example.com",
        MAIL_RETRY_SECONDS: 1,
        PUBLIC_SITE_URL: server.url,
      },
      { run: true },
    );
    await jobs.start();
    // The site's requests queue their work (confirmation mail, matching) on this queue.
    server.services.jobs = jobs;
  }, 120_000);
  afterAll(async () => {
    await jobs?.stop(1);
    await smtp?.close();
    await server?.close();
  });

  /** Waits until no job of these names is waiting, running or due for a retry. */
  async function settled(names: string[]) {
    for (let i = 0; i < 300; i++) {
      const result = await server.db.execute(
        sql`select count(*)::int as n from pgboss.job where name in ${sql.raw(`('${names.join("','")}')`)} and state in ('created', 'retry', 'active')`,
      );
      if (Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n) === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`jobs still unfinished: ${names.join(", ")}`);
  }

  async function mailTo(address: string, count: number) {
    for (let i = 0; i < 300 && received.filter((m) => m.includes(address)).length < count; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    return received.filter((m) => m.includes(address)).map(decoded);
  }

  let permits = 0;
  function listingForm(title: string): FormData {
    const fields: Record<string, string> = {
      intent: "save",
      permitNumber: String(5_000_000_000 + ++permits + (database === "postgres" ? 500 : 0)),
      permitExpiry: "2099-12-31",
      title,
      propertyTypeId: fx.types.villa.id,
      segment: "Residential",
      locationId: fx.locations.marina.id,
      developerId: fx.developers.emaar.id,
      priceAmount: "3100000",
      priceCurrency: "AED",
      bedrooms: "4",
      bathrooms: "3",
      areaSqft: "3500",
      description: "<p>A villa by the water</p>",
      address: "Marina Walk, Dubai",
      status: "published",
    };
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return body;
  }

  const backOffice = (path: string, body: FormData | URLSearchParams) =>
    fetch(server.url + path, { method: "POST", redirect: "manual", headers: { cookie: editor.cookie }, body });

  it("saves, confirms by the link, and mails a listing published in the back office once", async () => {
    const email = `chain.${database}@example.com`;
    // 1. The visitor saves the search with an address, through the listing page's own form.
    const saved = await send(
      server.url,
      SEARCH,
      form({ search: SEARCH, name: "Marina villas", frequency: "instant", email }),
    );
    expect(saved.status).toBe(200);
    const [search] = await server.db.select().from(savedSearches).where(eq(savedSearches.email, email));
    expect(must(search, "the saved search").confirmedAt).toBeNull();

    // 2. The confirmation mail arrives; its link confirms the search.
    const [confirmation] = await mailTo(email, 1);
    const link = must(
      /\/alerts\/confirm\?token=[\w-]{43}/.exec(must(confirmation, "the confirmation mail"))?.[0],
      "the confirmation link",
    );
    const confirmed = await send(server.url, link);
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain("Your alert “Marina villas” is confirmed");

    // 3. An editor publishes a matching villa in the Marina.
    const created = await backOffice("/admin/listings/new", listingForm("Chain test villa on the water"));
    expect(created.status, await created.clone().text()).toBe(302);
    const [listing] = await server.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.title, "Chain test villa on the water"));
    const id = must(listing, "the published listing").id;
    await settled([ALERTS_MATCH_JOB, ALERTS_INSTANT_JOB, MAIL_JOB]);

    // 4. The instant alert arrives with the listing, its price and its link.
    const [, alert, ...more] = await mailTo(email, 2);
    const mail = must(alert, "the instant alert");
    expect(more).toHaveLength(0);
    expect(mail).toContain("Chain test villa on the water");
    expect(mail).toContain(`${server.url}/property/${id}`);
    expect(mail).toMatch(/List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/alerts\/unsubscribe\?token=[\w-]+>/);

    // 5. Unpublished and published again: matched no more, mailed no more.
    for (const status of ["draft", "published"]) {
      const answer = await backOffice(`/admin/listings/${id}`, new URLSearchParams({ intent: "status", status }));
      expect(answer.status).toBe(200);
    }
    await settled([ALERTS_MATCH_JOB, ALERTS_INSTANT_JOB, MAIL_JOB]);
    const matched = await server.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${ALERTS_MATCH_JOB} and state = 'completed' and data->'propertyIds' ? ${id}`,
    );
    // The second publish did queue its matching, which found the listing sent already.
    expect(Number((matched as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBeGreaterThanOrEqual(2);
    expect(received.filter((m) => m.includes(email))).toHaveLength(2);
  });
});
