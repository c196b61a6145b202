import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../app/modules/html.server";

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
