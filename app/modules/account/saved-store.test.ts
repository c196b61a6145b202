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

describe("saved listings while the saved list is still on its way", () => {
  it("a heart turned before the list arrives stays turned when it does", async () => {
    const store = await import("./saved-store");
    const { answerList } = slowList(["a"], true);
    const loaded = store.loadSaved();
    expect(await store.toggleSaved("b", true)).toBe(true);
    answerList();
    await loaded;
    expect([...store.savedIds()].sort()).toEqual(["a", "b"]);
  });

  it("a listing forgotten before the list arrives stays forgotten", async () => {
    const store = await import("./saved-store");
    const { answerList } = slowList(["a", "b"], true);
    const loaded = store.loadSaved();
    expect(await store.toggleSaved("a", false)).toBe(true);
    answerList();
    await loaded;
    expect([...store.savedIds()]).toEqual(["b"]);
  });

  it("a save the server refused does not come back with the list", async () => {
    const store = await import("./saved-store");
    const { answerList } = slowList(["a"], false);
    const loaded = store.loadSaved();
    expect(await store.toggleSaved("b", true)).toBe(false);
    answerList();
    await loaded;
    expect([...store.savedIds()]).toEqual(["a"]);
  });
});
