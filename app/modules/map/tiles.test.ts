import { describe, expect, it } from "vitest";
import { DEFAULT_MAP_TILE_URL, tileOrigin } from "./tiles";

describe("the map's tile host, for the CSP's img-src", () => {
  it("is exactly the tile address's origin", () => {
    expect(tileOrigin(DEFAULT_MAP_TILE_URL)).toBe("https://tile.openstreetmap.org");
    expect(tileOrigin("https://tiles.example.com:8443/osm/{z}/{x}/{y}@2x.png")).toBe("https://tiles.example.com:8443");
  });
  it("is nothing extra for tiles the site serves itself", () => {
    expect(tileOrigin("/tiles/{z}/{x}/{y}.png")).toBeNull();
  });
});
