/**
 * Writes a Property Finder feed of N generated listings, for the import's benchmark:
 *   npm run feeds:generate -- --listings 10000 --out /tmp/feed.xml --photo-base http://127.0.0.1:8080
 * The same arguments give the same file.
 */
import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { generatePropertyFinderFeed } from "./feed-generator";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "10000" },
    out: { type: "string" },
    "photo-base": { type: "string", default: "http://127.0.0.1:8080/photos" },
    seed: { type: "string", default: "54" },
    "photo-pool": { type: "string" },
    "price-bump": { type: "string", default: "0" },
  },
});
const listings = Number(values.listings);
if (!Number.isInteger(listings) || listings < 0) {
  console.error("--listings must be a whole number (0 or more)");
  process.exit(2);
}
if (!/^https?:\/\//.test(values["photo-base"])) {
  console.error("--photo-base must be an http(s) address");
  process.exit(2);
}
const feed = Readable.from(
  generatePropertyFinderFeed({
    listings,
    photoBase: values["photo-base"].replace(/\/$/, ""),
    seed: Number(values.seed),
    photoPool: values["photo-pool"] ? Number(values["photo-pool"]) : undefined,
    priceBump: Number(values["price-bump"]),
  }),
);
await pipeline(feed, values.out ? createWriteStream(values.out) : process.stdout);
if (values.out) console.error(`${listings} listing(s) written to ${values.out}`);
