import sanitizeHtml from "sanitize-html";

/**
 * The only HTML stored content may carry: text structure and links. No images, styles,
 * classes, iframes or event handlers, so stored HTML can never run script or restyle the page.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "b", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a"],
  allowedAttributes: { a: ["href", "title", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { a: secureLink },
};

/**
 * Sanitised HTML that is safe to render as-is. Rich text is sanitised once, on the way in
 * (the listing and content editors; the seed's own generated HTML is checked by its tests),
 * so pages and the API render what is stored without parsing it again on every read.
 */
export function sanitizeRichText(html: string): string {
  return html === "" ? "" : sanitizeHtml(html, OPTIONS);
}

/**
 * A link opening a new tab gets rel="noopener noreferrer" whatever it said, so the
 * opened page cannot reach back through window.opener; any other target is dropped.
 */
function secureLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { target, rel, ...rest } = attribs;
  if (target === "_blank") return { tagName, attribs: { ...rest, target: "_blank", rel: "noopener noreferrer" } };
  return { tagName, attribs: rel ? { ...rest, rel } : rest };
}
