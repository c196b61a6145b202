import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSprite, iconNames, SPRITE_FILE } from "./icon-sprite";

describe("icon sprite", () => {
  it("holds exactly the icons icons.tsx names, as lucide draws them (run `npm run icons` after adding one)", () => {
    const names = iconNames();
    expect(names.length).toBeGreaterThan(100);
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(buildSprite(names));
  });

  it("draws a real shape for every icon", async () => {
    const sprite = readFileSync(SPRITE_FILE, "utf8");
    for (const name of iconNames()) {
      expect(sprite, name).toMatch(
        new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `),
      );
    }
  });
});
