import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
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

/**
 * The production server renderer is patched (patches/react-dom+<version>.patch, applied by
 * patch-package on install; docs/upstream/react-dom-string-chunks.md): it hands a page over as
 * text in pieces of about 4,096 characters instead of encoding each of its thousands of chunks
 * into byte views. Rendered in a child process, as the production server renders.
 */
describe("react-dom's patched stream renderer", () => {
  const script = `
    import { createElement as h } from "react";
    import { renderToPipeableStream, renderToString } from "react-dom/server";
    import { Writable } from "node:stream";
    const words = ${JSON.stringify(WORDS)};
    const tree = h("ul", { className: "list" }, Array.from({ length: 3000 }, (_, i) =>
      h("li", { key: i, "data-i": i, title: words[i % words.length] }, words[i % words.length], " ", i)));
    const pieces = [];
    const sink = new Writable({ decodeStrings: false, write(piece, _e, done) { pieces.push(piece); done(); } });
    sink.on("finish", () => {
      const text = pieces.map((p) => (typeof p === "string" ? p : Buffer.from(p).toString("utf8"))).join("");
      console.log(JSON.stringify({ kinds: [...new Set(pieces.map((p) => typeof p))], pieces: pieces.length,
        chars: text.length, same: text === renderToString(tree) }));
    });
    const { pipe } = renderToPipeableStream(tree, { onAllReady: () => pipe(sink) });`;

  it("writes a page as text in a few large pieces, the same markup as React's string renderer", () => {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, NODE_ENV: "production" },
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    const result = JSON.parse(run.stdout) as { kinds: string[]; pieces: number; chars: number; same: boolean };
    expect(result.same).toBe(true);
    // Unpatched, React writes 4 KB byte views (kinds ["object"]): reinstall, or see the note above.
    expect(result.kinds).toEqual(["string"]);
    expect(result.pieces).toBeLessThanOrEqual(Math.ceil(result.chars / 4096) + 1);
  });

  it("has a patch for the react-dom that is installed", () => {
    const { version } = createRequire(import.meta.url)("react-dom/package.json") as { version: string };
    expect(readdirSync("patches")).toContain(`react-dom+${version}.patch`);
  });
});
