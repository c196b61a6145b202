/**
 * The feed import's benchmark (decision 055), part of `npm run bench`: a generated Property Finder
 * feed of 10,000 listings imported with `npm run feeds:import` into the benchmark's database
 * while its site runs, then the same feed again (nothing changed), then a re-export with every
 * price changed. The photos come from a local server, 100 of them shared by all listings, so
 * the first run times the listings and not 40,000 photo downloads. The feed's listings are
 * deleted afterwards: the rest of the benchmark sees the database as seeded.
 */
import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { brokerages, feeds, properties } from "../db/schema";
import { AGENTS } from "../db/seed/data-agents";
import { generatePropertyFinderFeed } from "./feed-generator";
import { openToolDatabase } from "./lib/tool-database";

export const FEED_LISTINGS = 10_000;
const PHOTO_POOL = 100;
/** The time a 10,000-listing feed may take on this machine (decision 055). */
export const FEED_LIMITS_S = { first: 60, unchanged: 15 };

export type FeedRun = { run: string; seconds: number; summary: string };

export async function benchFeedImport(db: string, env: NodeJS.ProcessEnv): Promise<FeedRun[]> {
  const agency = AGENTS[0]?.brokerage ?? "";
  const photos = await startPhotoServer();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-feed-"));
  const runs: FeedRun[] = [];
  try {
    // One address, as an agency's feed keeps: its third version has every price changed.
    const feed = path.join(dir, "feed.xml");
    for (const [run, priceBump] of [
      ["first import", 0],
      ["same feed again", 0],
      ["every price changed", 1000],
    ] as const) {
      await writeFeed(feed, photos.url, priceBump);
      const started = performance.now();
      const summary = await importFeed(agency, feed, env);
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      runs.push({ run, seconds, summary });
      console.log(`[${db}] feed of ${FEED_LISTINGS} listings, ${run}: ${seconds} s (${summary})`);
    }
    await removeFeeds(env, agency, [feed]);
  } finally {
    photos.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return runs;
}

function writeFeed(file: string, photoBase: string, priceBump: number): Promise<void> {
  const feed = generatePropertyFinderFeed({ listings: FEED_LISTINGS, photoBase, photoPool: PHOTO_POOL, priceBump });
  return pipeline(Readable.from(feed), createWriteStream(file));
}

/** `npm run feeds:import` as an operator runs it; answers its summary line. */
function importFeed(agency: string, file: string, env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "scripts/feeds-import.ts", "--agency", agency, file], {
      // The benchmark's CRM serves its photos on 127.0.0.1.
      env: { ...process.env, FEEDS_ALLOW_PRIVATE_NETWORK: "true", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("exit", (code) =>
      code === 0 ? resolve(out.split("\n")[0] ?? "") : reject(new Error(`feeds:import exited ${code}: ${out}`)),
    );
  });
}

/** Takes the benchmark's feeds and their listings out again. */
async function removeFeeds(env: NodeJS.ProcessEnv, agency: string, urls: string[]): Promise<void> {
  const { database } = await openToolDatabase({ source: env });
  try {
    const [owner] = await database.db.select({ id: brokerages.id }).from(brokerages).where(eq(brokerages.slug, agency));
    if (!owner) return;
    const made = await database.db
      .select({ id: feeds.id })
      .from(feeds)
      .where(and(eq(feeds.brokerageId, owner.id), inArray(feeds.url, urls)));
    const ids = made.map((f) => f.id);
    if (ids.length === 0) return;
    await database.db.delete(properties).where(inArray(properties.feedId, ids));
    await database.db.delete(feeds).where(inArray(feeds.id, ids));
  } finally {
    await database.close();
  }
}

/** The CRM's photo server: PHOTO_POOL distinct 1200×800 JPEGs. */
async function startPhotoServer(): Promise<{ url: string; close(): void }> {
  const photos = new Map<string, Buffer>();
  for (let i = 1; i <= PHOTO_POOL; i++) {
    const jpeg = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: (i * 37) % 255, g: 140, b: 180 } },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    photos.set(`/pool/${i}.jpg`, jpeg);
  }
  const server = createServer((req, res) => {
    const body = photos.get(req.url ?? "");
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "image/jpeg", "content-length": body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
