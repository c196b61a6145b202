import { getRequestListener } from "@hono/node-server";
import { describe, expect, it, vi } from "vitest";
import { PageCache } from "./page-cache";

/** Serves `key` through the cache; counts how often the page had to be rendered. */
function pages(cache: PageCache) {
  const renders = new Map<string, number>();
  const serve = (key: string, size: number) =>
    cache.serve(key, "n1", async () => {
      renders.set(key, (renders.get(key) ?? 0) + 1);
      return new Response("x".repeat(size), { status: 200 });
    });
  return { serve, renders };
}

describe("PageCache", () => {
  it("keeps a page only from the second time its address is asked for", async () => {
    const { serve, renders } = pages(new PageCache(60_000, 10_000));
    await serve("once", 100);
    await serve("twice", 100);
    await serve("twice", 100);
    await serve("twice", 100);
    await serve("twice", 100);
    expect(Object.fromEntries(renders)).toEqual({ once: 1, twice: 2 });
  });

  it("keeps the pages it has room for and drops the oldest when their size passes the cap", async () => {
    const { serve, renders } = pages(new PageCache(60_000, 1_000));
    for (const key of ["a", "b", "c"]) await serve(key, 400); // seen once: nothing kept yet
    await serve("a", 400);
    await serve("b", 400);
    await serve("c", 400); // 1,200 bytes: "a" has to go
    await serve("b", 400);
    await serve("c", 400);
    await serve("a", 400);
    expect(Object.fromEntries(renders)).toEqual({ a: 3, b: 2, c: 2 });
  });

  it("answers a remembered page with the body it rendered", async () => {
    const { serve } = pages(new PageCache(60_000, 1_000));
    await serve("a", 10);
    await serve("a", 10);
    expect(await (await serve("a", 10)).text()).toBe("x".repeat(10));
  });

  it("keeps a page answered as text in the server's own Response (a sitemap, a feed)", async () => {
    const webResponse = globalThis.Response;
    // The server's own Response, as every request of the site gets it (@hono/node-server).
    getRequestListener(() => new Response());
    try {
      const { serve, renders } = pages(new PageCache(60_000, 1_000));
      await serve("feed", 300);
      await serve("feed", 300);
      expect(await (await serve("feed", 300)).text()).toBe("x".repeat(300));
      expect(renders.get("feed")).toBe(2);
    } finally {
      Object.defineProperty(globalThis, "Response", { value: webResponse });
    }
  });

  it("never keeps a page that says no-store (the password reset page), even for requests made while it renders", async () => {
    const cache = new PageCache(60_000, 10_000);
    let renders = 0;
    const render = async () => {
      renders += 1;
      return new Response(`visitor ${renders}`, { status: 200, headers: { "Cache-Control": "no-store" } });
    };
    const [first, second] = await Promise.all([cache.serve("k", "n", render), cache.serve("k", "n", render)]);
    const third = await cache.serve("k", "n", render);
    expect([await first.text(), await second.text(), await third.text()]).toEqual([
      "visitor 1",
      "visitor 2",
      "visitor 3",
    ]);
  });

  it("gives each request its own nonce, in every place the stored page had one", async () => {
    const cache = new PageCache(60_000, 10_000);
    const page = '<script nonce="first">a()</script><p>é</p><script nonce="first">b()</script>';
    const render = async () => new Response(page, { status: 200 });
    await cache.serve("k", "first", render);
    expect(await (await cache.serve("k", "first", render)).text()).toBe(page);
    const again = await (await cache.serve("k", "second", render)).text();
    expect(again).toBe(page.replaceAll('nonce="first"', 'nonce="second"'));
    expect(await (await cache.serve("k", "third", render)).text()).toBe(
      page.replaceAll('nonce="first"', 'nonce="third"'),
    );
  });
});

describe("PageCache while a page renders", () => {
  /** A render that finishes when the test says so, counting how often it ran. */
  function held(body = "page") {
    let renders = 0;
    let finish: () => void = () => {};
    const render = async () => {
      renders += 1;
      await new Promise<void>((resolve) => (finish = resolve));
      return new Response(`${body} ${renders}`, { status: 200 });
    };
    return { render, finish: () => finish(), renders: () => renders };
  }

  it("renders a page once for every request that asks while it renders", async () => {
    const cache = new PageCache(60_000, 10_000);
    const page = held();
    await cache.serve("k", "n", async () => new Response("first", { status: 200 })); // seen once
    const waiting = Promise.all([1, 2, 3].map(() => cache.serve("k", "n", page.render)));
    await new Promise((resolve) => setTimeout(resolve, 5));
    page.finish();
    const bodies = await Promise.all((await waiting).map((response) => response.text()));
    expect(bodies).toEqual(["page 1", "page 1", "page 1"]);
    expect(page.renders()).toBe(1);
  });

  it("hands a page rendered across a clear (a write) to its requests but does not keep it", async () => {
    const cache = new PageCache(60_000, 10_000);
    const page = held("before the write");
    await cache.serve("k", "n", async () => new Response("first", { status: 200 })); // seen once
    const waiting = Promise.all([cache.serve("k", "n", page.render), cache.serve("k", "n", page.render)]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    cache.clear();
    page.finish();
    const bodies = await Promise.all((await waiting).map((response) => response.text()));
    expect(bodies).toEqual(["before the write 1", "before the write 1"]);
    const after = await cache.serve("k", "n", async () => new Response("after the write", { status: 200 }));
    expect(await after.text()).toBe("after the write");
  });

  it("throws a failed render to the request that rendered; the others render their own", async () => {
    const cache = new PageCache(60_000, 10_000);
    await cache.serve("k", "n", async () => new Response("first", { status: 200 })); // seen once
    let finish: () => void = () => {};
    const failing = cache.serve("k", "n", async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      throw new Error("render failed");
    });
    const waiter = cache.serve("k", "n", async () => new Response("own render", { status: 200 }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    finish();
    await expect(failing).rejects.toThrow("render failed");
    expect(await (await waiter).text()).toBe("own render");
  });

  it("answers from memory for ttlMs, then renders again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const { serve, renders } = pages(new PageCache(15_000, 10_000));
      await serve("k", 10);
      await serve("k", 10);
      vi.setSystemTime(Date.now() + 14_000);
      await serve("k", 10);
      expect(renders.get("k")).toBe(2);
      vi.setSystemTime(Date.now() + 2_000);
      await serve("k", 10);
      expect(renders.get("k")).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
