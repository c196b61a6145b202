/**
 * Issue 18: the map view's tile credit follows the configured tiles (MAP_TILE_ATTRIBUTION,
 * services.mapTileAttribution): OpenStreetMap's by default, the configured one otherwise, on
 * the map view only. Over a real HTTP server on the built bundle.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databases, startTestServer, type TestServer } from "../helpers/server";

/** The root loader's mapAttribution in the page's streamed data, unescaped. */
const creditOf = (html: string) => {
  // The stream sits in a script's string: quotes and brackets come escaped, once or twice.
  const data = html
    .replace(/\\+"/g, '"')
    .replace(/\\+u003c/gi, "<")
    .replace(/\\+u003e/gi, ">")
    .replace(/\\+u0026/gi, "&");
  return data.match(/"mapAttribution","(.*?)"[,\]]/)?.[1] ?? null;
};

describe.each(databases())("the map's tile credit (%s)", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(() => server?.close());
  const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  it("is OpenStreetMap's with its copyright link by default", async () => {
    const html = await page("/property-search?view=map");
    expect(html).toContain("mapAttribution");
    expect(creditOf(html)).toContain(
      '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    );
  });

  it("is the configured one when the tiles are another's", async () => {
    const before = server.services.mapTileAttribution;
    server.services.mapTileAttribution = '&copy; <a href="https://tiles.example.com/terms">Example Tiles</a>';
    try {
      expect(creditOf(await page("/ar/property-search?view=map"))).toContain(
        '<a href="https://tiles.example.com/terms">Example Tiles</a>',
      );
    } finally {
      server.services.mapTileAttribution = before;
    }
  });

  it("is not sent with the list view", async () => {
    expect(await page("/property-search")).not.toContain("mapAttribution");
  });
});
