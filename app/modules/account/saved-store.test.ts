import { afterEach, describe, expect, it, vi } from "vitest";

type Answer = { ok: boolean; json: () => Promise<unknown> };

/** A fetch whose GET of the saved list answers only when the test says so; PUT / DELETE answer `writes`. */
function slowList(list: string[], writes: boolean) {
  let answerList: () => void = () => {};
  const listAnswered = new Promise<void>((resolve) => (answerList = resolve));
  const fetch = vi.fn(async (_url: string, init?: RequestInit): Promise<Answer> => {
    if (!init?.method) {
      await listAnswered;
      return { ok: true, json: async () => ({ data: list }) };
    }
    return { ok: writes, json: async () => ({}) };
  });
  vi.stubGlobal("fetch", fetch);
  return { answerList };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Turns one heart while the saved list is still loading, then lets the list arrive. */
async function turnWhileTheListLoads(list: string[], writes: boolean, id: string, save: boolean) {
  const store = await import("./saved-store");
  const { answerList } = slowList(list, writes);
  const loaded = store.loadSaved();
  const stored = await store.toggleSaved(id, save);
  answerList();
  await loaded;
  return { stored, ids: [...store.savedIds()].sort() };
}

describe("saved listings while the saved list is still on its way", () => {
  it("a heart turned before the list arrives stays turned when it does", async () => {
    const { stored, ids } = await turnWhileTheListLoads(["a"], true, "b", true);
    expect(stored).toBe(true);
    expect(ids).toEqual(["a", "b"]);
  });

  it("a listing forgotten before the list arrives stays forgotten", async () => {
    const { stored, ids } = await turnWhileTheListLoads(["a", "b"], true, "a", false);
    expect(stored).toBe(true);
    expect(ids).toEqual(["b"]);
  });

  it("a save the server refused does not come back with the list", async () => {
    const { stored, ids } = await turnWhileTheListLoads(["a"], false, "b", true);
    expect(stored).toBe(false);
    expect(ids).toEqual(["a"]);
  });
});
