import { type Context, Hono } from "hono";
import { propertyMapSchema } from "../../app/modules/property/map";
import { searchMap } from "../../app/modules/property/map.server";
import {
  getPropertyById,
  listBanners,
  type Property,
  searchProperties,
} from "../../app/modules/property/property.server";
import { propertySearchSchema } from "../../app/modules/property/schema";
import type { Services } from "../../app/services.server";
import { DomainError, noQuery, parseQuery } from "./http";
import { wireBanner, wireProperty } from "./wire";

/**
 * A listing's wire JSON as UTF-8, made once per loaded listing: the listings a search shows are
 * remembered objects (until a write makes them new ones), so most searches only join bytes.
 * Bytes, not a string: half the memory of a string with one character past Latin-1, and
 * nothing left to encode when the answer is sent.
 */
const wireJson = new WeakMap<Property, Buffer>();
function propertyJson(property: Property): Buffer {
  let json = wireJson.get(property);
  if (json === undefined) {
    json = Buffer.from(JSON.stringify(wireProperty(property)));
    wireJson.set(property, json);
  }
  return json;
}

const COMMA = Buffer.from(",");

/** property/*: search, one listing, banners. */
export function propertyRoutes({ db }: Services): Hono {
  const routes = new Hono();

  const search = async (c: Context) => {
    const page = await searchProperties(db, parseQuery(c, propertySearchSchema));
    const parts: Uint8Array[] = [Buffer.from('{"status":true,"data":[')];
    for (const [i, item] of page.items.entries()) {
      if (i > 0) parts.push(COMMA);
      parts.push(propertyJson(item));
    }
    parts.push(Buffer.from(`],"total":${page.total},"page":${page.page},"limit":${page.limit}}`));
    // A fresh buffer over an ArrayBuffer of its own, never a SharedArrayBuffer.
    return c.body(Buffer.concat(parts) as Buffer<ArrayBuffer>, 200, { "Content-Type": "application/json" });
  };
  // The spec calls the same search by two names: the list and the filter.
  routes.get("/property/properties", search);
  routes.get("/property/propertyfilter", search);

  // Map search (issue 18): the search's listings in a box, clustered by zoom, as GeoJSON.
  routes.get("/property/map", async (c) => {
    const { bbox, zoom, polygon, ...search } = parseQuery(c, propertyMapSchema);
    const map = await searchMap(db, search, { box: bbox, zoom, polygon });
    return c.json({ status: true, data: { type: "FeatureCollection", features: map.features }, total: map.total });
  });

  routes.get("/property/properties/:id", async (c) => {
    parseQuery(c, noQuery);
    const property = await getPropertyById(db, c.req.param("id"));
    if (!property) throw new DomainError(404, "Property not found");
    return c.json({ status: true, data: wireProperty(property) });
  });

  routes.get("/property/propertybannerdata", async (c) => {
    parseQuery(c, noQuery);
    const banners = await listBanners(db);
    return c.json({ status: true, banners: banners.map(wireBanner) });
  });

  return routes;
}
