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

/** Sanitised HTML that is safe to render as-is (what the editors store). */
export function sanitizeRichText(html: string): string {
  return html === "" ? "" : sanitizeHtml(html, OPTIONS);
}

/** Tags that carry no attributes and may be passed through unparsed when properly nested. */
const PLAIN_TAGS = new Set(["p", "strong", "em", "b", "i", "u", "ul", "ol", "li", "h2", "h3", "h4", "blockquote"]);
const TAG_OR_BRACKET = /<(\/?)([a-z0-9]+)>|<br \/>|[<>]/g;

/**
 * True when the HTML holds only attribute-free allowed tags, properly nested, and no other
 * "<" or ">": nothing the sanitiser would change the meaning of. Anything else (a link, an
 * attribute, a comment, a stray bracket) is not plain.
 */
export function isPlainRichText(html: string): boolean {
  const open: string[] = [];
  for (const [token, slash, name] of html.matchAll(TAG_OR_BRACKET)) {
    if (token === "<br>" || token === "<br />") continue;
    if (!name || !PLAIN_TAGS.has(name)) return false;
    if (!slash) open.push(name);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

/**
 * Stored HTML made safe on the way out too, whatever wrote it. Most stored text is plain
 * (paragraphs, lists, bold) and is checked in one pass; the rest is parsed and sanitised.
 * Parsing every description on every read was a quarter of the search API's CPU.
 */
export function safeRichText(html: string): string {
  return isPlainRichText(html) ? html : sanitizeRichText(html);
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
