// Issue 54: the back office's "Run now" asks the import for a run (requestFeedRun) and says
// whether it started. The import is replaced by a stand-in here, so each answer it can give is
// tested, with who asked recorded; tests/integration/admin-feeds.test.ts and
// tests/e2e/admin-feeds.spec.ts run the real import.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFeedRun } from "../../app/modules/feeds/admin.server";
import { requestFeedRun } from "../../app/modules/feeds/run.server";
import { type Database, openDatabase } from "../../db/client";
import { auditLog, feeds } from "../../db/schema";
import { createScratchDatabase } from "../../db/scratch";
import { signInAs } from "../helpers/auth";
import { addBrokerage } from "../helpers/factories";
import { migratedPglite } from "../helpers/pglite-template";
import { databases } from "../helpers/server";

vi.mock("../../app/modules/feeds/run.server", () => ({ requestFeedRun: vi.fn() }));
const request = vi.mocked(requestFeedRun);

describe.each(databases())("Run now on %s", (kind) => {
  let database: Database;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let agencyId: string;
  let feedId: string;
  let actor: { id: string; email: string };

  beforeAll(async () => {
    scratch = kind === "postgres" ? await createScratchDatabase(process.env.TEST_DATABASE_URL ?? "") : undefined;
    database = await openDatabase({
      databaseUrl: scratch?.url,
      dataDir: "memory://",
      startFrom: scratch ? undefined : await migratedPglite(),
    });
    const agency = await addBrokerage(database.db, { slug: "palm-crest", name: "Palm Crest", orn: "24817" });
    const [feed] = await database.db
      .insert(feeds)
      .values({ brokerageId: agency.id, url: "https://crm.palmcrest.example/pf.xml" })
      .returning();
    agencyId = agency.id;
    feedId = feed?.id ?? "";
    actor = await signInAs(database.db, "editor");
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });
  beforeEach(() => request.mockReset());

  const audits = () =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "feed"), eq(auditLog.action, "run")))
      .orderBy(auditLog.createdAt);

  it("asks the import for a run started by staff, and says it started", async () => {
    request.mockResolvedValue({ accepted: true });
    expect(await startFeedRun(database.db, actor, agencyId, feedId)).toEqual({ accepted: true });
    expect(request).toHaveBeenCalledExactlyOnceWith(database.db, feedId, "staff", undefined);
    const [audit] = await audits();
    expect(audit).toMatchObject({ entityId: feedId, actorEmail: actor.email, after: { accepted: true } });
  });

  it("says so when a run is already under way", async () => {
    request.mockResolvedValue({ accepted: false });
    expect(await startFeedRun(database.db, actor, agencyId, feedId)).toEqual({ accepted: false });
    expect((await audits()).at(-1)).toMatchObject({ after: { accepted: false } });
  });

  it("asks for no run of a feed that is not the agency's", async () => {
    const other = await addBrokerage(database.db, { slug: "oasis-key", name: "Oasis Key", orn: "22222" });
    await expect(startFeedRun(database.db, actor, other.id, feedId)).rejects.toMatchObject({ status: 404 });
    await expect(startFeedRun(database.db, actor, agencyId, "not-a-feed")).rejects.toMatchObject({ status: 404 });
    expect(request).not.toHaveBeenCalled();
  });
});
