import { describe, expect, it } from "vitest";
import { parseEnv } from "../../../server/env";
import { DEFAULT_MAP_TILE_URL, isSafeAttribution, OSM_ATTRIBUTION, tileOrigin } from "./tiles";

describe("the map's tile host, for the CSP's img-src", () => {
  it("is exactly the tile address's origin", () => {
    expect(tileOrigin(DEFAULT_MAP_TILE_URL)).toBe("https://tile.openstreetmap.org");
    expect(tileOrigin("https://tiles.example.com:8443/osm/{z}/{x}/{y}@2x.png")).toBe("https://tiles.example.com:8443");
  });
  it("is nothing extra for tiles the site serves itself", () => {
    expect(tileOrigin("/tiles/{z}/{x}/{y}.png")).toBeNull();
  });
});

describe("the tiles' credit (MAP_TILE_ATTRIBUTION)", () => {
  const env = (vars: Record<string, string>) => parseEnv({ NODE_ENV: "test", ...vars });

  it("is OpenStreetMap's, with its copyright link, for the default tiles", () => {
    const parsed = env({});
    expect(parsed.MAP_TILE_URL).toBe(DEFAULT_MAP_TILE_URL);
    expect(parsed.MAP_TILE_ATTRIBUTION).toBe(OSM_ATTRIBUTION);
    expect(OSM_ATTRIBUTION).toContain('<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>');
    expect(env({ MAP_TILE_ATTRIBUTION: "" }).MAP_TILE_ATTRIBUTION).toBe(OSM_ATTRIBUTION);
  });

  it("is the configured one for other tiles", () => {
    const credit = '&copy; <a href="https://example.com/maps">Example Maps</a> &copy; OpenStreetMap contributors';
    const parsed = env({ MAP_TILE_URL: "https://tiles.example.com/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: credit });
    expect(parsed.MAP_TILE_ATTRIBUTION).toBe(credit);
    expect(env({ MAP_TILE_ATTRIBUTION: "Tiles: our own survey" }).MAP_TILE_ATTRIBUTION).toBe("Tiles: our own survey");
  });

  it("stops start-up when it holds more than text and links, naming the variable", () => {
    for (const bad of [
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="https://e.com" onclick="x()">x</a>',
      "<script>x</script>",
      '<a href="https://e.com">unclosed',
    ]) {
      expect(isSafeAttribution(bad), bad).toBe(false);
      expect(() => env({ MAP_TILE_ATTRIBUTION: bad }), bad).toThrow(/MAP_TILE_ATTRIBUTION/);
    }
  });
});
