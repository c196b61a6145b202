import { createElement as h, type ReactNode, Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageSink } from "./page-bytes.server";

/** Text in four scripts and an emoji (two UTF-16 units), many times: a page of many pieces. */
const WORDS = ["Dubai Marina", "شقة فاخرة", "हिन्दी", "Русский", "😀", "—"];

function Later({ text }: { text: Promise<string> }) {
  return h("p", null, use(text));
}

/** Renders as the entry does: waits for everything, then pipes the finished page into the sink. */
function render(children: ReactNode): Promise<Buffer> {
  const sink = new PageSink("<!DOCTYPE html>");
  const { pipe } = renderToPipeableStream(children, { onAllReady: () => pipe(sink) });
  return sink.page;
}

describe("PageSink", () => {
  it("holds the prefix and everything React wrote, as UTF-8, across many of React's pieces", async () => {
    const items = Array.from({ length: 5_000 }, (_, i) => `${WORDS[i % WORDS.length]} ${i}`);
    const page = await render(
      h(
        "ul",
        null,
        items.map((item) => h("li", { key: item }, item)),
      ),
    );
    const expected = `<!DOCTYPE html><ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
    expect(page.length).toBeGreaterThan(4 * 4096);
    expect(page.equals(Buffer.from(expected, "utf8"))).toBe(true);
  });

  it("gives the page once what it waited for is in place, not a fallback", async () => {
    const text = new Promise<string>((resolve) => setTimeout(() => resolve("شقة with a view"), 20));
    const page = await render(h("main", null, h(Suspense, { fallback: h("i", null, "loading") }, h(Later, { text }))));
    expect(page.toString("utf8")).toBe("<!DOCTYPE html><main><!--$--><p>شقة with a view</p><!--/$--></main>");
  });

  it("gives each page bytes of its own", async () => {
    const [first, second] = await Promise.all([render(h("p", null, "first page: شقة")), render(h("p", null, "2nd"))]);
    expect(first.toString("utf8")).toBe("<!DOCTYPE html><p>first page: شقة</p>");
    expect(second.toString("utf8")).toBe("<!DOCTYPE html><p>2nd</p>");
  });

  it("rejects the page when the stream is destroyed before it ends", async () => {
    const sink = new PageSink("");
    sink.write("<p>half");
    sink.destroy(new Error("render aborted"));
    await expect(sink.page).rejects.toThrow("render aborted");
  });
});
