import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { parseFeed } from "../app/modules/feeds/parse.server";
import { isPermitNumber } from "../app/modules/property/permit";
import { PLACES } from "../db/seed/data-places";
import { generatePropertyFinderFeed } from "./feed-generator";

const text = (listings: number, seed?: number) =>
  [...generatePropertyFinderFeed({ listings, photoBase: "http://127.0.0.1:9/p", seed })].join("");

describe("the generated Property Finder feed", () => {
  it("is the same for the same options, and another for another seed", () => {
    expect(text(50)).toBe(text(50));
    expect(text(50, 7)).not.toBe(text(50));
  });

  it("places every listing in a real Dubai community with a valid permit and its photos under the base", async () => {
    const feed = await parseFeed(Readable.from([text(300)]));
    const dubai = new Set(PLACES.filter((place) => place.state === "Dubai").map((place) => place.label));
    expect(feed.listings).toHaveLength(300);
    for (const listing of feed.listings) {
      expect(dubai).toContain(listing.community);
      expect(isPermitNumber(listing.permitNumber)).toBe(true);
      for (const photo of listing.photos) expect(photo.url).toMatch(/^http:\/\/127\.0\.0\.1:9\/p\/gen\/\d+-\d\.jpg$/);
    }
    expect(new Set(feed.listings.map((listing) => listing.purpose))).toEqual(new Set(["sale", "rent"]));
  });
});
