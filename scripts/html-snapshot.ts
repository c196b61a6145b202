/**
 * Saves the HTML of about 40 representative pages (public, account and back office; English
 * and Arabic) from a running build, so two builds can be compared page by page:
 *
 *   SNAPSHOT_DATABASE_URL=postgres://postgres@127.0.0.1:5432/snapshot \
 *     tsx scripts/html-snapshot.ts --out /tmp/html-before [--start "node build/server/main.js"]
 *   diff -r /tmp/html-before /tmp/html-after   # nothing but the names of renamed shared chunks
 *
 * Both runs must use the same database (created and seeded by the first run, kept after it):
 * ids, dates and sessions then match. What differs between two renders of one build is
 * masked: the CSP nonce and the hashes in asset file names.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import pg from "pg";
import { createSession } from "../app/modules/account/session.server";
import { openDatabase } from "../db/client";
import { profiles } from "../db/schema";
import { signInAs } from "../tests/helpers/auth";
import { demoIds } from "../tests/helpers/demo-ids";

const { values } = parseArgs({
  options: {
    out: { type: "string" },
    start: { type: "string", default: "npx tsx server/main.ts" },
    port: { type: "string", default: "3377" },
  },
});
const databaseUrl = process.env.SNAPSHOT_DATABASE_URL;
if (!values.out || !databaseUrl) throw new Error("--out and SNAPSHOT_DATABASE_URL are required");

async function main() {
  await ensureDatabase(databaseUrl as string);
  const base = `http://127.0.0.1:${values.port}`;
  const server = await startServer(values.start as string, base);
  try {
    const database = await openDatabase({ databaseUrl, dataDir: "memory://", poolSize: 2 });
    const ids = await demoIds(database.db);
    const user = await reuseOrSignIn(database.db, "customer", "snapshot-user@example.test");
    const admin = await reuseOrSignIn(database.db, "admin", "snapshot-admin@example.test");
    await database.close();

    const publicPages = [
      "/",
      "/property-search",
      "/property-search?locationlable=Dubai%20Marina",
      `/property/${ids.property}`,
      "/property-lsiting-list",
      "/property-search-list",
      "/residential-filter",
      "/dubai-locations",
      "/country-property-sale-list",
      "/blogs",
      `/blog-details/${ids.blog}`,
      "/news",
      "/articals",
      "/faq",
      "/contact",
      "/about",
      "/privacy-policy",
      "/Advertise",
      "/Affiliate",
      "/residence-passports",
      `/developer-profile?id=${ids.developer}`,
      "/enquiry?type=contact",
      "/login-signup",
      "/no-such-page",
    ];
    const arabic = [
      "/",
      "/property-search",
      `/property/${ids.property}`,
      "/dubai-locations",
      "/blogs",
      "/faq",
      "/contact",
      "/residence-passports",
      "/login-signup",
      "/no-such-page",
    ].map((p) => `/ar${p === "/" ? "" : p}`);
    const accountPages = ["/usre-profile1", "/customer-profile", "/ar/usre-profile1"];
    const adminPages = [
      "/admin",
      "/admin/enquiries",
      "/admin/listings",
      "/admin/listings/new",
      `/admin/listings/${ids.property}`,
      "/admin/rates",
      "/admin/home-layout",
      "/admin/settings",
      "/admin/users",
      "/admin/audit",
      "/admin/content",
      "/admin/content/blogs",
    ];
    const jobs: [string, string | undefined][] = [
      ...publicPages.map((p): [string, undefined] => [p, undefined]),
      ...arabic.map((p): [string, undefined] => [p, undefined]),
      ...accountPages.map((p): [string, string] => [p, user]),
      ...adminPages.map((p): [string, string] => [p, admin]),
    ];
    await mkdir(values.out as string, { recursive: true });
    for (const [page, cookie] of jobs) {
      const response = await fetch(base + page, { headers: cookie ? { cookie } : {}, redirect: "manual" });
      const html = normalise(await response.text(), ids.property);
      const name = `${cookie === admin ? "admin" : cookie ? "user" : "public"}${page.replace(/[^a-zA-Z0-9]+/g, "_")}.html`;
      await writeFile(path.join(values.out as string, name), `<!-- ${response.status} ${page} -->\n${html}`);
    }
    console.log(`${jobs.length} pages saved in ${values.out}`);
  } finally {
    // The command may be a wrapper (npx): stop its whole process group.
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

/** Masks what changes between two renders of the same data: nonces and asset hashes. */
function normalise(html: string, _property: string): string {
  return (
    html
      .replace(/nonce="[^"]*"/g, 'nonce=""')
      .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css|woff2?|svg|png|jpg|webp)/g, "$1-HASH.$2")
      // The build's manifest version is a hash of its files.
      .replace(/("version":\s*)"[0-9a-f]+"/g, '$1"V"')
      // The home page sends its render time to the browser (offer countdowns).
      .replace(/\\"now\\",\d+/g, '\\"now\\",0')
  );
}

async function reuseOrSignIn(
  db: Awaited<ReturnType<typeof openDatabase>>["db"],
  role: "customer" | "admin",
  email: string,
) {
  // The second run signs the same account in again: the pages then show the same person.
  const [existing] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email));
  if (existing) return `session=${(await createSession(db, existing.id, role)).token}`;
  return (await signInAs(db, role, { email })).cookie;
}

async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  const found = await client.query("select 1 from pg_database where datname = $1", [name]);
  if (found.rowCount === 0) await client.query(`create database "${name}"`);
  await client.end();
}

async function startServer(command: string, base: string): Promise<ChildProcess> {
  const child = spawn(command, {
    shell: true,
    detached: true,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: values.port,
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      PUBLIC_SITE_URL: base,
      SEED_DEMO: "true",
    },
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error("the server did not start");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
