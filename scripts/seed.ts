/**
 * Seeds the database the environment selects: `DATABASE_URL` (PostgreSQL) or PGlite
 * under `DATA_DIR` (default ./data; memory:// keeps it in memory).
 *
 *   npm run db:seed                       loads the demo data into an empty database
 *   npm run db:seed -- --listings 100000  also adds 100,000 generated listings
 *   npm run db:seed -- --listings 5000 --seed 7
 */
import { count } from "drizzle-orm";
import { type Db, isEmpty, refreshStatistics } from "../db/client";
import { blogs, images, locations, properties } from "../db/schema";
import { seedDemo } from "../db/seed/demo";
import { seedListings } from "../db/seed/listings";
import type { Env } from "../server/env";
import { openToolDatabase } from "./lib/tool-database";

const MAX_LISTINGS = 1_000_000;
const USAGE = `Usage: npm run db:seed -- [--listings N] [--seed S]

  --listings N   add N generated listings (1 to ${MAX_LISTINGS.toLocaleString("en-US")}) after the demo data
  --seed S       vary the generated listings (a non-negative integer, default 1)
  --help         show this message

Environment: DATABASE_URL=postgres://... selects PostgreSQL; otherwise PGlite under
DATA_DIR (default ./data, memory:// for an in-memory database). SEED_MARKET_DATA=false leaves out
the generated land-registry sales and rents.`;

type Args = { listings: number; seed: number };

class UsageError extends Error {}

function parseInteger(flag: string, raw: string | undefined, min: number, max: number): number {
  if (raw === undefined || !/^\d+$/.test(raw))
    throw new UsageError(`${flag} needs a whole number, got ${raw === undefined ? "nothing" : `"${raw}"`}`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new UsageError(`${flag} must be between ${min} and ${max.toLocaleString("en-US")}, got ${raw}`);
  return value;
}

function parseArgs(argv: string[]): Args | "help" {
  const args: Args = { listings: 0, seed: 1 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] as string).split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === "--help" || flag === "-h") return "help";
    else if (flag === "--listings") args.listings = parseInteger("--listings", value(), 1, MAX_LISTINGS);
    else if (flag === "--seed") args.seed = parseInteger("--seed", value(), 0, 2 ** 31 - 1);
    else throw new UsageError(`unknown argument "${argv[i]}"`);
  }
  return args;
}

/** The database the environment names, for the log (a password in the address left out). */
function whereOf(env: Env): string {
  return env.DATABASE_URL
    ? `PostgreSQL at ${env.DATABASE_URL.replace(/\/\/[^@/]*@/, "//***@")}`
    : `PGlite at ${env.DATA_DIR}`;
}

/** What the database holds, e.g. "455 listings in 38 locations, 197 images, 39 posts". */
async function summary(db: Db): Promise<string> {
  const total = async (table: typeof properties | typeof locations | typeof images | typeof blogs) =>
    ((await db.select({ n: count() }).from(table))[0]?.n ?? 0).toLocaleString("en-US");
  return `${await total(properties)} listings in ${await total(locations)} locations, ${await total(images)} images, ${await total(blogs)} posts`;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (args === "help") {
    console.log(USAGE);
    return 0;
  }
  // SEED_MARKET_DATA=false leaves the generated land-registry rows out (tests that import their own).
  const marketData = process.env.SEED_MARKET_DATA?.trim() !== "false";
  const started = performance.now();
  const { env, database } = await openToolDatabase({ poolSize: 2 });
  const stop = new AbortController();
  const onSignal = () => {
    console.log("\nStopping after the current batch...");
    stop.abort();
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    // PGlite held by a running site is reached through the socket it serves it on (decision 052).
    const through = !env.DATABASE_URL && database.kind === "postgres" ? ", through the running site" : "";
    console.log(`Opened ${whereOf(env)}${through} (migrations applied) in ${seconds(started)}`);
    if (await isEmpty(database.db)) {
      const t = performance.now();
      await seedDemo(database.db, { marketData });
      console.log(`Loaded the demo data in ${seconds(t)}: ${await summary(database.db)}`);
    } else {
      console.log("The database already holds data: demo data not loaded");
    }
    if (args.listings > 0) {
      const t = performance.now();
      const step = Math.max(10_000, Math.ceil(args.listings / 10));
      let next = step;
      const added = await seedListings(database.db, args.listings, {
        seed: args.seed,
        signal: stop.signal,
        onProgress: (n) => {
          if (n >= next && n < args.listings) {
            console.log(`  ${n.toLocaleString("en-US")} listings added (${seconds(t)})`);
            next += step;
          }
        },
      });
      const rate = Math.round(added / ((performance.now() - t) / 1000));
      console.log(
        `Added ${added.toLocaleString("en-US")} listings in ${seconds(t)} (${rate.toLocaleString("en-US")} per second)`,
      );
      if (added < args.listings) return 130;
      if (marketData) {
        // The larger data set's registry: as many sales as listings, through the same import (decision 064).
        const m = performance.now();
        const { seedMarket } = await import("../db/seed/market");
        await seedMarket(database.db, {
          now: new Date(),
          sales: args.listings,
          rents: Math.round(args.listings * 0.6),
          seed: `scale-${args.seed}`,
        });
        console.log(`Imported generated land-registry sales and rents in ${seconds(m)}`);
      }
    }
    const t = performance.now();
    await refreshStatistics(database.db);
    console.log(`Refreshed planner statistics in ${seconds(t)}`);
    console.log(`Done in ${seconds(started)}. The database now holds ${await summary(database.db)}`);
    return 0;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`db:seed: ${error.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error("db:seed failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
