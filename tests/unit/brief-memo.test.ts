import { describe, expect, it } from "vitest";
import { BriefMemo, briefMemoPerDatabase, forgetRemembered, rememberBriefly } from "../../app/modules/memo.server";
import type { Db } from "../../db/client";

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

  it("answers many keys in their order, reading only the missing ones, in one call", async () => {
    const memo = new BriefMemo<string>(10);
    memo.set("b", "B (remembered)");
    const asked: string[][] = [];
    const read = async (missing: string[]) => {
      asked.push(missing);
      // "gone" is unknown to the reader: it drops out of the answer.
      return missing.filter((key) => key !== "gone").map((key): [string, string] => [key, key.toUpperCase()]);
    };
    expect(await memo.getEach(["c", "gone", "b", "a"], read)).toEqual(["C", "B (remembered)", "A"]);
    expect(asked).toEqual([["c", "gone", "a"]]);
    // Read ones are remembered now; an unknown key is asked for again, never remembered.
    expect(await memo.getEach(["a", "c", "gone"], read)).toEqual(["A", "C"]);
    expect(asked).toEqual([["c", "gone", "a"], ["gone"]]);
    expect(await memo.getEach(["a", "b"], read)).toEqual(["A", "B (remembered)"]);
    expect(asked).toHaveLength(2);
  });
});

describe("briefMemoPerDatabase", () => {
  it("keeps one memory per database and empties it when that database's answers are forgotten", () => {
    const memoOf = briefMemoPerDatabase<number>(10);
    const [one, two] = [{} as Db, {} as Db];
    memoOf(one).set("listing", 1);
    memoOf(two).set("listing", 2);
    forgetRemembered(one);
    expect(memoOf(one).get("listing")).toBeUndefined();
    expect(memoOf(two).get("listing")).toBe(2);
  });
});

describe("rememberBriefly", () => {
  it("runs a query builder (a thenable that runs again on every await) once for every caller", async () => {
    let runs = 0;
    const builder = {
      // biome-ignore lint/suspicious/noThenProperty: the shape of drizzle's query builders
      then<T>(resolve: (rows: string[]) => T) {
        runs++;
        return Promise.resolve(["Dubai Marina"]).then(resolve);
      },
    };
    const db = {} as Db;
    const ask = () => rememberBriefly(db, "locations:top", () => builder as unknown as Promise<string[]>);
    expect(await Promise.all([ask(), ask()])).toEqual([["Dubai Marina"], ["Dubai Marina"]]);
    expect(await ask()).toEqual(["Dubai Marina"]);
    expect(runs).toBe(1);
  });
});
