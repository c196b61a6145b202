import { describe, expect, it } from "vitest";
import { htmlToText, summarize } from "./summary";

describe("htmlToText", () => {
  it("drops tags, decodes entities and collapses whitespace", () => {
    expect(htmlToText("<p>Hello&nbsp;<strong>Dubai</strong></p>\n<p>Tom &amp; Jerry&#39;s &#x263A;</p>")).toBe(
      "Hello Dubai Tom & Jerry's ☺",
    );
  });
  it("keeps words of neighbouring blocks apart", () => {
    expect(htmlToText("<li>One</li><li>Two</li>")).toBe("One Two");
  });
  it("drops script and style bodies", () => {
    expect(htmlToText("<style>p{}</style>Text<script>alert(1)</script>")).toBe("Text");
  });
  it("leaves unknown entities as written", () => {
    expect(htmlToText("a &bogus; b")).toBe("a &bogus; b");
  });
});

describe("summarize", () => {
  it("returns short text whole, without an ellipsis", () => {
    expect(summarize("<p>Short post.</p>", 200)).toBe("Short post.");
  });
  it("returns text of exactly the limit whole", () => {
    const text = "a".repeat(200);
    expect(summarize(text, 200)).toBe(text);
  });
  it("cuts on a word boundary within the limit, ellipsis included", () => {
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`).join(" ");
    for (const max of [200, 400]) {
      const out = summarize(`<p>${words}</p>`, max);
      expect(out.length).toBeLessThanOrEqual(max);
      expect(out.endsWith("…")).toBe(true);
      const body = out.slice(0, -1);
      // Every word kept is a whole word of the source.
      expect(words.startsWith(body)).toBe(true);
      expect(words[body.length]).toBe(" ");
      expect(out.length).toBeGreaterThan(max - 12);
    }
  });
  it("does not end on trailing punctuation before the ellipsis", () => {
    expect(summarize("Alpha beta, gamma delta epsilon", 13)).toBe("Alpha beta…");
  });
  it("cuts inside a single word longer than the limit", () => {
    const out = summarize("x".repeat(50), 10);
    expect(out).toBe(`${"x".repeat(9)}…`);
  });
  it("counts characters of the text, not of the markup", () => {
    const html = `<p><a href="https://example.com/very/long/address">${"Dubai ".repeat(10).trim()}</a></p>`;
    expect(summarize(html, 200)).toBe("Dubai ".repeat(10).trim());
  });
});
