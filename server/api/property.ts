import { type Context, Hono } from "hono";
import { briefMemoPerDatabase } from "../../app/modules/memo.server";
import { listBanners } from "../../app/modules/property/banners.server";
import { fetchProperties, getPropertyById } from "../../app/modules/property/load.server";
import { propertyMapSchema } from "../../app/modules/property/map";
import { searchMap } from "../../app/modules/property/map.server";
import { propertySearchSchema } from "../../app/modules/property/schema";
import { searchPropertyIds } from "../../app/modules/property/search.server";
import type { Services } from "../../app/services.server";
import type { Db } from "../../db/client";
import { bytesAnswer, json } from "../response-bytes";
import { DomainError, noQuery, parseQuery } from "./http";
import { wireBanner, wireProperty } from "./wire";

/**
 * How many listings' wire JSON a process keeps for the search. Different searches show many
 * of the same listings (a place's first pages, by price or by date): under the bench's varied
 * searches about 11,000 listings make up what is shown, and 8,000 remembered answer 91 % of
 * them (6,000: 82 %; 12,000 or more: 92 %). As bytes alone a listing costs about 3.7 KB,
 * against 9 KB with the loaded listing it came from (decision 004).
 */
const LISTINGS_ANSWERED = 8_000;
const answeredOf = briefMemoPerDatabase<Uint8Array>(LISTINGS_ANSWERED);
const utf8 = new TextEncoder();

/**
 * The listings' wire JSON as UTF-8, in the order of `ids`: remembered ones from memory, the
 * rest read in one statement. Bytes, not strings: half the memory of a string with one
 * character past Latin-1, each in a buffer of its own (never a slice that holds a larger one
 * alive), and nothing left to encode when the answer is sent. Ids no longer published drop out.
 */
function listingsJson(db: Db, ids: string[]): Promise<Uint8Array[]> {
  return answeredOf(db).getEach(ids, async (missing) =>
    (await fetchProperties(db, missing)).map((property) => [
      property.id,
      utf8.encode(JSON.stringify(wireProperty(property))),
    ]),
  );
}

const COMMA = Buffer.from(",");

/** property/*: search, one listing, banners. */
export function propertyRoutes({ db }: Services): Hono {
  const routes = new Hono();

  const search = async (c: Context) => {
    const page = await searchPropertyIds(db, parseQuery(c, propertySearchSchema));
    const parts: Uint8Array[] = [Buffer.from('{"status":true,"data":[')];
    for (const [i, json] of (await listingsJson(db, page.items)).entries()) {
      if (i > 0) parts.push(COMMA);
      parts.push(json);
    }
    parts.push(Buffer.from(`],"total":${page.total},"page":${page.page},"limit":${page.limit}}`));
    // A fresh buffer over an ArrayBuffer of its own, never a SharedArrayBuffer.
    return bytesAnswer(c, Buffer.concat(parts) as Buffer<ArrayBuffer>, 200, { "Content-Type": "application/json" });
  };
  // The original front end calls the same search by two names: the list and the filter.
  routes.get("/property/properties", search);
  routes.get("/property/propertyfilter", search);

  // Map search (decision 014): the search's listings in a box, clustered by zoom, as GeoJSON.
  routes.get("/property/map", async (c) => {
    const { bbox, zoom, polygon, ...search } = parseQuery(c, propertyMapSchema);
    const map = await searchMap(db, search, { box: bbox, zoom, polygon });
    return json(c, { status: true, data: { type: "FeatureCollection", features: map.features }, total: map.total });
  });

  routes.get("/property/properties/:id", async (c) => {
    parseQuery(c, noQuery);
    const property = await getPropertyById(db, c.req.param("id"));
    if (!property) throw new DomainError(404, "Property not found");
    return json(c, { status: true, data: wireProperty(property) });
  });

  routes.get("/property/propertybannerdata", async (c) => {
    parseQuery(c, noQuery);
    const banners = await listBanners(db);
    return json(c, { status: true, banners: banners.map(wireBanner) });
  });

  return routes;
}
