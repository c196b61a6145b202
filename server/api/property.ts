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
 * A listing's wire JSON, made once per loaded listing: the listings a search shows are
 * remembered objects (until a write makes them new ones), so most searches only join strings.
 */
const wireJson = new WeakMap<Property, string>();
function propertyJson(property: Property): string {
  let json = wireJson.get(property);
  if (json === undefined) {
    json = JSON.stringify(wireProperty(property));
    wireJson.set(property, json);
  }
  return json;
}

/** property/*: search, one listing, banners. */
export function propertyRoutes({ db }: Services): Hono {
  const routes = new Hono();

  const search = async (c: Context) => {
    const page = await searchProperties(db, parseQuery(c, propertySearchSchema));
    const data = page.items.map(propertyJson).join(",");
    return c.body(
      `{"status":true,"data":[${data}],"total":${page.total},"page":${page.page},"limit":${page.limit}}`,
      200,
      {
        "Content-Type": "application/json",
      },
    );
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
