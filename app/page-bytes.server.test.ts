import { describe, expect, it } from "vitest";
import { PageWriter } from "./page-bytes.server";

/** Chunks as React writes them: markup, text in four scripts, emoji (two UTF-16 units each). */
function chunks(count: number): string[] {
  const words = ['<div class="card">', "Dubai Marina", "شقة فاخرة", "हिन्दी", "Русский", "😀", "—", "</div>"];
  return Array.from({ length: count }, (_, i) => words[i % words.length] + (i % 13 === 0 ? "x".repeat(i % 700) : ""));
}

describe("PageWriter", () => {
  it("writes the prefix and every chunk as the UTF-8 of the joined page, across many flushes", () => {
    const parts = chunks(5_000);
    const page = new PageWriter(1024).bytes("<!DOCTYPE html>", (push) => {
      for (const part of parts) push(part);
    });
    expect(page.equals(Buffer.from(`<!DOCTYPE html>${parts.join("")}`, "utf8"))).toBe(true);
  });

  it("gives each page bytes of its own: the next page does not overwrite the last", () => {
    const writer = new PageWriter(256);
    const first = writer.bytes("", (push) => push("first page: شقة"));
    const second = writer.bytes("", (push) => push("2nd"));
    expect(first.toString("utf8")).toBe("first page: شقة");
    expect(second.toString("utf8")).toBe("2nd");
  });

  it("hands the page to finish in its reused buffer, and answers finish's copy", () => {
    const writer = new PageWriter(256);
    const seen: Buffer[] = [];
    const finish = (written: Buffer<ArrayBuffer>) => {
      seen.push(written);
      return Buffer.from(written.toString("utf8").toUpperCase());
    };
    const first = writer.bytes("<p>", (push) => push("one</p>"), finish);
    const second = writer.bytes("<p>", (push) => push("two</p>"), finish);
    expect([first.toString(), second.toString()]).toEqual(["<P>ONE</P>", "<P>TWO</P>"]);
    expect(seen[0]?.buffer).toBe(seen[1]?.buffer);
  });

  it("encodes a lone surrogate as a string body would (U+FFFD), without corrupting what follows", () => {
    const page = new PageWriter(16).bytes("a", (push) => {
      push("\ud83d");
      push("b");
    });
    expect(page.equals(Buffer.from("a\ud83db", "utf8"))).toBe(true);
    expect(page.toString("utf8")).toBe("a\ufffdb");
  });
});
