import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { formatTable, type PageReport } from "./lighthouse";

const report = (path: string, over: Partial<PageReport>): PageReport => ({
  path,
  scores: { performance: 0.91, accessibility: 1, bestPractices: 1, seo: 1 },
  lcpMs: 2412.4,
  tbtMs: 17,
  cls: 0,
  failing: [],
  lhr: {} as Result,
  ...over,
});

describe("the Lighthouse table", () => {
  it("prints each page's scores and says why a page could not be measured", () => {
    const table = formatTable([
      report("/", {}),
      report("/faq", {
        scores: { performance: null, accessibility: 1, bestPractices: null, seo: 1 },
        lcpMs: null,
        tbtMs: null,
        cls: null,
        error: "NO_FCP: The page did not paint any content.",
      }),
    ]).split("\n");
    expect(table[1]).toMatch(/^\/\s+91\s+100\s+100\s+100\s+2412 ms\s+17 ms\s+0\.000$/);
    expect(table[2]).toMatch(/^\/faq\s+-\s+100\s+-\s+100\s+-\s+-\s+-$/);
    expect(table[3]).toBe("/faq: not measured, NO_FCP: The page did not paint any content.");
    expect(table).toHaveLength(4);
  });

  it("says how fast the host was, since the mobile CPU is the host's slowed down", () => {
    const measured = (benchmarkIndex: number) =>
      ({
        environment: { benchmarkIndex },
        configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
      }) as unknown as Result;
    const table = formatTable([report("/", { lhr: measured(1305) }), report("/faq", { lhr: measured(1410.6) })]);
    expect(table.split("\n").at(-1)).toBe("host CPU: Lighthouse benchmark index 1305-1411, slowed 4x for mobile");
  });
});
