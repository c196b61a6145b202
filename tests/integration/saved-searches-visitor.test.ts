import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { saveSearch } from "../../app/modules/alerts/saved-searches.server";
import { type Database, openDatabase } from "../../db/client";
import { savedSearches } from "../../db/schema";
import { createScratchDatabase } from "../../db/scratch";
import { memoryLimiter } from "../../server/rate-limit";
import { seedFixtures } from "../helpers/factories";
import { migratedPglite } from "../helpers/pglite-template";
import { databases } from "../helpers/server";

// The confirmation mail is the sending side's; here only that it is asked for, inside the save.
const queued = vi.hoisted(() => [] as { id: string; email: string; language: string; name: string }[]);
vi.mock("../../app/modules/alerts/mails.server", () => ({
  queueConfirmationMail: async (_tx: unknown, search: (typeof queued)[number]) => {
    queued.push(search);
  },
}));

describe.each(databases())("a visitor's saved search on %s", (kind) => {
  let database: Database;
  let drop = async () => {};
  const limiter = memoryLimiter();
  const limits = { enquiryPerMinute: 1, signupPerHour: 1, loginPerMinute: 1, resetPerHour: 1, saveSearchPerHour: 1000 };
  const ctx = {
    siteUrl: "http://127.0.0.1",
    limiter,
    limits,
    ip: "192.0.2.1",
    language: "ar" as const,
    currency: "EUR",
  };

  beforeAll(async () => {
    if (kind === "pglite") {
      database = await openDatabase({ dataDir: "memory://", startFrom: await migratedPglite() });
    } else {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, "saved");
      drop = scratch.drop;
      database = await openDatabase({ databaseUrl: scratch.url, dataDir: "memory://" });
    }
    await seedFixtures(database.db);
  });
  afterAll(async () => {
    await limiter.close();
    await database?.close();
    await drop();
  });

  it("stays unconfirmed and queues the confirmation mail in the visitor's language", async () => {
    const input = {
      search: "/ar/property-search?locationlable=Dubai%20Marina",
      name: "مارينا",
      frequency: "weekly" as const,
    };
    const saved = await saveSearch(
      database.db,
      { email: "Visitor@Example.com" },
      { ...input, email: "Visitor@Example.com" },
      ctx,
    );
    expect(saved.confirmed).toBe(false);
    const [row] = await database.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    expect(row).toMatchObject({
      profileId: null,
      confirmedAt: null,
      language: "ar",
      currency: "EUR",
      frequency: "weekly",
    });
    expect(queued).toContainEqual({ id: saved.id, email: "Visitor@Example.com", language: "ar", name: "مارينا" });
  });

  it("refuses an address's 51st search, whatever the case of the address", async () => {
    const email = "fifty@example.com";
    await database.db
      .insert(savedSearches)
      .values(Array.from({ length: 50 }, (_, i) => ({ email, name: `S${i}`, searchPath: "/property-search" })));
    const input = {
      search: "/property-search",
      name: "One more",
      frequency: "daily" as const,
      email: "FIFTY@example.com",
    };
    await expect(saveSearch(database.db, { email: input.email }, input, ctx)).rejects.toMatchObject({
      status: 409,
      message: "You already have 50 saved searches, the most we keep. Delete one to save another.",
    });
  });
});
