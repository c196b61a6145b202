import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../../db/scratch";
import { type RunningServer, startBuiltServer } from "../helpers/built-server";
import { bayutFeed, photo, startFeedServer } from "../helpers/feeds";
import { mailServer } from "../helpers/mail-server";
import { must } from "../helpers/must";
import { databases } from "../helpers/server";

// The built site (`npm run build` first) as `npm start` runs it, on an embedded folder of its
// own: its primary runs the job queue, a worker serves the pages, and the command-line tools
// run beside it.
const root = mkdtempSync(path.join(tmpdir(), "jobs-site-"));
const dataDir = path.join(root, "data");
const run = promisify(execFile);

/** Waits until the mail server has received a mail holding `text`; answers how many hold it. */
async function mailsWith(received: string[], text: string): Promise<number> {
  for (let i = 0; i < 300 && !received.some((m) => m.includes(text)); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return received.filter((m) => m.includes(text)).length;
}

async function sendEnquiry(url: string, email: string): Promise<number> {
  const answer = await fetch(`${url}/api/enquiry/enquireyenter`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      fullname: "Queue Once",
      phoneNo: "+971 50 123 4567",
      email,
      inquire: "Two bedrooms",
      inquireType: "Contact Us",
      inquireurl: "https://estates.example/contact",
    }),
  });
  await answer.body?.cancel();
  return answer.status;
}

type Site = RunningServer;

function startSite(env: Record<string, string | undefined>): Promise<Site> {
  return startBuiltServer({ DATA_DIR: dataDir, SEED_DEMO: "false", ...env });
}

/** An npm script's command, as `npm run` runs it, on the site's folder. */
function tool(script: string, args: string[], env: Record<string, string | undefined> = {}) {
  return run("npx", ["tsx", script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production", ...env },
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

/** Where the running site serves its embedded database (the lock's second line). */
function servedAddress(): string {
  return must(readFileSync(`${dataDir}.lock`, "utf8").trim().split("\n")[1], "the served address");
}

const received: string[] = [];
let smtp: Awaited<ReturnType<typeof mailServer>>;
let site: Site;
const SITE_ENV = () => ({
  // The feed test's CRM serves on 127.0.0.1.
  FEEDS_ALLOW_PRIVATE_NETWORK: "true",
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  SALES_EMAIL: "sales@example.com",
  PUBLIC_SITE_URL: "https://estates.example",
});

beforeAll(async () => {
  smtp = await mailServer(received);
  site = await startSite(SITE_ENV());
}, 180_000);

afterAll(async () => {
  if (site?.child.exitCode === null) site.child.kill("SIGKILL");
  await smtp?.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the job queue and the tools on a running embedded site", { timeout: 180_000 }, () => {
  it("mails a new enquiry once, through the queue the primary runs", async () => {
    expect(await sendEnquiry(site.url, "queue.once@example.com")).toBe(201);
    expect(await mailsWith(received, "queue.once@example.com")).toBe(1);
    // The next polls send nothing more.
    await new Promise((r) => setTimeout(r, 3000));
    expect(received.filter((m) => m.includes("queue.once@example.com"))).toHaveLength(1);
  });

  it("runs user:create, jobs:permits, db:seed and feeds:import while the site runs, through its socket, never opening the folder twice", async () => {
    const created = await tool("scripts/user-create.ts", ["--email", "ops@example.com", "--role", "admin"], {
      ADMIN_PASSWORD: "correct horse battery",
    });
    expect(created.out).toContain("created ops@example.com as admin");
    expect(created.code).toBe(0);
    const permits = await tool("scripts/permit-expiry.ts", [], SITE_ENV());
    expect(permits.out).toContain("0 listing(s) unpublished");
    expect(permits.code).toBe(0);
    const seeded = await tool("scripts/seed.ts", []);
    expect(seeded.out).toContain("through the running site");
    expect(seeded.out).toContain("Loaded the demo data");
    expect(seeded.code).toBe(0);
    // feeds:import reaches the database too: it reads the agencies and answers that none has this address.
    const imported = await tool("scripts/feeds-import.ts", ["--agency", "no-such-agency", "feed.xml"]);
    expect(imported.out).toContain("no agency with the address no-such-agency");
    expect(imported.out).not.toContain("is open in process");
    const listings = await fetch(`${site.url}/api/property/properties?limit=1`);
    expect(((await listings.json()) as { data: unknown[] }).data).toHaveLength(1);
    // The lock still names the site's primary, and the site sees what the tool wrote.
    const [pid] = readFileSync(`${dataDir}.lock`, "utf8").trim().split("\n");
    expect(Number(pid)).toBe(site.child.pid);
    const client = new pg.Client({ connectionString: servedAddress() });
    await client.connect();
    const { rows } = await client.query("select role from profiles where email = 'ops@example.com'");
    await client.end();
    expect(rows).toEqual([{ role: "admin" }]);
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
  });

  it("pulls an agency's feed when it is due, in a process of its own, and imports one from the command line beside it", async () => {
    const crm = await startFeedServer();
    crm.files.set("/photos/1.png", await photo(90));
    const listing = (ref: string, permit: string) => ({
      ref,
      permit,
      agentName: "Karim Haddad",
      agentEmail: "karim.haddad@creeksidehomes.example",
      images: [`${crm.url}/photos/1.png`],
    });
    crm.files.set("/feed.xml", bayutFeed([listing("SCHED-1", "7188800001"), listing("SCHED-2", "7188800002")]));
    const client = new pg.Client({ connectionString: servedAddress() });
    await client.connect();
    try {
      const { rows } = await client.query(
        `insert into feeds (brokerage_id, url, every_minutes)
         select id, $1, 60 from brokerages where slug = 'creekside-homes-brokerage' returning id`,
        [`${crm.url}/feed.xml`],
      );
      const feedId = rows[0]?.id as string;
      // The queue looks for due feeds every minute.
      let run: { status: string; created: number; trigger: string } | undefined;
      for (let i = 0; i < 150 && !run; i++) {
        await new Promise((r) => setTimeout(r, 1000));
        const found = await client.query(
          "select status, created, trigger from feed_runs where feed_id = $1 and finished_at is not null",
          [feedId],
        );
        run = found.rows[0];
      }
      expect(run).toEqual({ status: "done", created: 2, trigger: "schedule" });
      const page = await fetch(
        `${site.url}/api/property/propertyfilter?agency=creekside-homes-brokerage&reference=SCHED-2`,
      );
      expect(((await page.json()) as { data: { permitNumber: string }[] }).data[0]?.permitNumber).toBe("7188800002");

      const file = path.join(root, "bayut.xml");
      writeFileSync(file, bayutFeed([listing("CLI-1", "7188800003")]));
      const imported = await tool(
        "scripts/feeds-import.ts",
        ["--agency", "creekside-homes-brokerage", file],
        SITE_ENV(),
      );
      expect(imported.out).toContain("seen 1, created 1");
      expect(imported.code).toBe(0);
    } finally {
      await client.end();
      await crm.close();
    }
  });

  it("stops cleanly with the queue, and a tool opens the folder itself once the site has stopped", async () => {
    site.child.kill("SIGTERM");
    expect(await site.exited, site.output()).toBe(0);
    expect(site.output()).not.toMatch(/jobs: /);
    const promoted = await tool("scripts/user-create.ts", ["--email", "ops@example.com", "--role", "editor"]);
    expect(promoted.out).toContain("updated ops@example.com as editor");
    expect(promoted.code).toBe(0);
  });
});

// PostgreSQL when TEST_DATABASE_URL names a server, as every test of both databases.
const onPostgres = databases().filter((kind) => kind === "postgres");
for (const kind of onPostgres)
  describe(`the job queue of a single process on ${kind}`, { timeout: 180_000 }, () => {
    it("mails an enquiry once, and user:create runs while the site runs", async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string, "jobs_site");
      const alone = await startSite({ ...SITE_ENV(), DATABASE_URL: scratch.url, WEB_CONCURRENCY: "1" });
      try {
        expect(await sendEnquiry(alone.url, "alone@example.com")).toBe(201);
        expect(await mailsWith(received, "alone@example.com")).toBe(1);
        const created = await tool("scripts/user-create.ts", ["--email", "pg.ops@example.com", "--role", "admin"], {
          DATABASE_URL: scratch.url,
          ADMIN_PASSWORD: "correct horse battery",
        });
        expect(created.out).toContain("created pg.ops@example.com as admin");
        alone.child.kill("SIGTERM");
        expect(await alone.exited, alone.output()).toBe(0);
        expect(received.filter((m) => m.includes("alone@example.com"))).toHaveLength(1);
      } finally {
        if (alone.child.exitCode === null) alone.child.kill("SIGKILL");
        await scratch.drop();
      }
    });
  });
