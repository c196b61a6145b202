import { describe, expect, it } from "vitest";
import { summarise } from "./deps-outdated";

describe("npm run deps:outdated", () => {
  it("says how to catch up on each package and counts what is behind, not what is held back on purpose", () => {
    const { lines, behind } = summarise(
      {
        hono: { current: "4.13.19", wanted: "4.13.23", latest: "4.13.23" },
        vite: { current: "7.3.8", wanted: "7.3.8", latest: "8.4.1" },
        "@electric-sql/pglite": { current: "0.5.14", wanted: "0.5.17", latest: "0.6.1" },
        "old-engine:@electric-sql/pglite@0.5.14": { current: "0.5.14", wanted: "0.5.14", latest: "0.6.1" },
      },
      { "old-engine": "reads the folders the old version made" },
    );
    expect(lines).toEqual([
      "@electric-sql/pglite  0.5.14 -> 0.6.1  major  npm update takes 0.5.17; 0.6.1 needs package.json changed",
      "hono  4.13.19 -> 4.13.23  patch  npm update takes 4.13.23",
      "old-engine  0.5.14 -> 0.6.1  major  held back: reads the folders the old version made",
      "vite  7.3.8 -> 8.4.1  major  needs package.json changed",
    ]);
    expect(behind).toBe(3);
  });

  it("counts nothing behind when only held-back packages are", () => {
    const held = { "old-engine": "reads the folders the old version made" };
    const outdated = {
      "old-engine:@electric-sql/pglite@0.5.14": { current: "0.5.14", wanted: "0.5.14", latest: "0.6.1" },
    };
    expect(summarise(outdated, held).behind).toBe(0);
    expect(summarise({}, held)).toEqual({ lines: [], behind: 0 });
  });
});
