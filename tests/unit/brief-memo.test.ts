import { describe, expect, it } from "vitest";
import { BriefMemo } from "../../app/modules/memo.server";

describe("BriefMemo", () => {
  it("keeps an entry that is asked for while one-off entries flood in", () => {
    const memo = new BriefMemo<string>(3);
    memo.set("rates", "hot");
    for (let i = 0; i < 10; i++) {
      memo.set(`search:${i}`, "once");
      expect(memo.get("rates")).toBe("hot");
    }
    // The one-off entries went first: only the two newest are left beside it.
    expect(memo.get("search:0")).toBeUndefined();
    expect(memo.get("search:9")).toBe("once");
  });

  it("drops the least recently used entry when full", () => {
    const memo = new BriefMemo<number>(2);
    memo.set("a", 1);
    memo.set("b", 2);
    memo.get("a");
    memo.set("c", 3);
    expect(memo.get("a")).toBe(1);
    expect(memo.get("b")).toBeUndefined();
  });
});
