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

const MEMO_ENTRIES = 500;
const memo = new Map<string, string>();

/**
 * Sanitised HTML that is safe to render as-is. Lists sanitise the same few descriptions
 * on every request, so recent results are remembered (the output depends only on the input).
 */
export function sanitizeRichText(html: string): string {
  if (html === "") return "";
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  memo.set(html, clean);
  return clean;
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
