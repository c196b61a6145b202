import { describe, expect, it } from "vitest";
import { isPlainRichText, safeRichText, sanitizeRichText } from "../../app/modules/html.server";

describe("sanitizeRichText", () => {
  it("keeps the allowed structure", () => {
    const html =
      "<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>A <strong>b</strong> <em>c</em> <b>d</b> <i>e</i> <u>f</u><br></p>" +
      "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>";
    expect(sanitizeRichText(html)).toBe(
      "<h2>Title</h2><h3>Sub</h3><h4>Small</h4><p>A <strong>b</strong> <em>c</em> <b>d</b> <i>e</i> <u>f</u><br /></p>" +
        "<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>",
    );
  });

  it("drops scripts, styles, frames, images, event handlers and classes", () => {
    const html =
      '<p class="x" style="color:red" onclick="steal()">Hi</p><script>alert(1)</script><style>p{}</style>' +
      '<iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)"><h1>Big</h1>';
    expect(sanitizeRichText(html)).toBe("<p>Hi</p>Big");
  });

  it("keeps http, https, mailto and tel links only", () => {
    expect(sanitizeRichText('<a href="https://a.example" title="A">a</a>')).toBe(
      '<a href="https://a.example" title="A">a</a>',
    );
    expect(sanitizeRichText('<a href="mailto:x@y.z">m</a><a href="tel:+971">t</a>')).toBe(
      '<a href="mailto:x@y.z">m</a><a href="tel:+971">t</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="data:text/html,hi">x</a>')).toBe("<a>x</a>");
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).toBe("<a>x</a>");
  });

  it("forces rel=noopener noreferrer on new-tab links and drops other targets", () => {
    expect(sanitizeRichText('<a href="https://a.example" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizeRichText('<a href="https://a.example" target="_parent">a</a>')).toBe(
      '<a href="https://a.example">a</a>',
    );
  });
});

describe("safeRichText: stored HTML on the way out", () => {
  it("passes plain, properly nested formatting through unparsed", () => {
    const plain =
      "<h2>Overview</h2><p>A <strong>sea</strong> view &amp; a <em>pool</em><br /></p><ul><li>One</li></ul>";
    expect(isPlainRichText(plain)).toBe(true);
    expect(safeRichText(plain)).toBe(plain);
    expect(isPlainRichText("Just text, no tags")).toBe(true);
  });

  it("parses anything else, so nothing unsafe gets through", () => {
    const hostile = [
      "<p>Hi</p><script>alert(1)</script>",
      '<p onclick="x()">Hi</p>',
      "<img src=x onerror=alert(1)>",
      '<a href="javascript:alert(1)">x</a>',
      "<p>unclosed",
      "<p><strong>crossed</p></strong>",
      "</p>stray closer",
      "<!-- comment --><p>x</p>",
      "<P>upper case</P>",
      "a < b",
      "a > b",
      "<p>x</p><style>p{}</style>",
      "<div>not allowed</div>",
      "<br/>",
    ];
    for (const html of hostile) {
      expect(isPlainRichText(html), html).toBe(false);
      expect(safeRichText(html)).toBe(sanitizeRichText(html));
    }
    expect(safeRichText('<p>Hi</p><script>alert(1)</script><img src="x" onerror="alert(1)">')).toBe("<p>Hi</p>");
  });
});
