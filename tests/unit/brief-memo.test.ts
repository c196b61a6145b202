import { describe, expect, it, vi } from "vitest";
import {
  BriefMemo,
  briefMemoPerDatabase,
  forgetRemembered,
  MEMO_TTL_MS,
  rememberBriefly,
} from "../../app/modules/memo.server";
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

  it("forgets an entry MEMO_TTL_MS after it was set, however often it is read", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const memo = new BriefMemo<string>(10);
      memo.set("rates", "then");
      vi.setSystemTime(Date.now() + MEMO_TTL_MS - 1_000);
      expect(memo.get("rates")).toBe("then");
      vi.setSystemTime(Date.now() + 2_000);
      expect(memo.get("rates")).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
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

describe("rememberBriefly while answers are computed", () => {
  /** A computation that ends when the test says so, counting how often it ran. */
  function held<T>(answer: T) {
    let runs = 0;
    let finish: () => void = () => {};
    const compute = async () => {
      runs += 1;
      await new Promise<void>((resolve) => (finish = resolve));
      return answer;
    };
    return { compute, finish: () => finish(), runs: () => runs };
  }

  it("computes a missing answer once for every caller that asks while it runs", async () => {
    const db = {} as Db;
    const rates = held({ USD: 0.27 });
    const asked = Promise.all([1, 2, 3].map(() => rememberBriefly(db, "rates", rates.compute)));
    await Promise.resolve();
    rates.finish();
    expect(await asked).toEqual([{ USD: 0.27 }, { USD: 0.27 }, { USD: 0.27 }]);
    expect(await rememberBriefly(db, "rates", rates.compute)).toEqual({ USD: 0.27 });
    expect(rates.runs()).toBe(1);
  });

  it("does not remember a failure: the next caller computes again", async () => {
    const db = {} as Db;
    let runs = 0;
    const compute = async () => {
      runs += 1;
      if (runs === 1) throw new Error("database restarting");
      return "answer";
    };
    await expect(rememberBriefly(db, "settings", compute)).rejects.toThrow("database restarting");
    expect(await rememberBriefly(db, "settings", compute)).toBe("answer");
    expect(await rememberBriefly(db, "settings", compute)).toBe("answer");
    expect(runs).toBe(2);
  });

  it("remembers a null answer (an unknown agency) like any other", async () => {
    const db = {} as Db;
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return null;
    };
    expect(await rememberBriefly(db, "agencies:profile:gone", compute)).toBeNull();
    expect(await rememberBriefly(db, "agencies:profile:gone", compute)).toBeNull();
    expect(runs).toBe(1);
  });

  it("gives an answer computed across a forget (a write) to its callers but does not keep it", async () => {
    const db = {} as Db;
    const before = held("before the write");
    const asked = Promise.all([rememberBriefly(db, "faq", before.compute), rememberBriefly(db, "faq", before.compute)]);
    await Promise.resolve();
    forgetRemembered(db);
    before.finish();
    expect(await asked).toEqual(["before the write", "before the write"]);
    expect(await rememberBriefly(db, "faq", async () => "after the write")).toBe("after the write");
  });
});
