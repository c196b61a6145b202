import type { Readable } from "node:stream";
import { type SaxesAttributeNS, SaxesParser, type SaxesTag } from "saxes";
import { mapBayut } from "./bayut";
import type { FeedRefusalCode } from "./codes";
import { type FeedFormat, FeedRefused, type ParsedFeed } from "./feed-listing";
import { type MappedListing, problem, type RawListing } from "./mapping";
import { mapPropertyFinder } from "./propertyfinder";

/** Characters kept of a description; feeds' descriptions run to a few thousand. */
export const MAX_DESCRIPTION_CHARS = 64 * 1024;
/** Characters kept of any other field or attribute. */
export const MAX_FIELD_CHARS = 1024;
/** Values kept under one path of a listing (photos, features): bounds a listing's memory. */
export const MAX_VALUES_PER_FIELD = 200;

type FormatRule = { root: string; listing: string; map: (raw: RawListing) => MappedListing };

const FORMATS: Record<FeedFormat, FormatRule> = {
  propertyfinder: { root: "list", listing: "property", map: mapPropertyFinder },
  bayut: { root: "properties", listing: "property", map: mapBayut },
};

const UTF8_NAMES = new Set(["utf-8", "utf8", "us-ascii", "ascii"]);

/**
 * Reads a Property Finder or Bayut feed as it streams: each listing element is collected into a
 * small bounded record, mapped, and dropped, so memory grows with the listings' values, never
 * with a document tree. Throws FeedRefused for a DOCTYPE (and so any entity declaration),
 * malformed XML, an unknown root, or a root of another format than `format`.
 */
export async function parseFeed(input: Readable, format?: FeedFormat): Promise<ParsedFeed> {
  const reader = new FeedReader(format);
  const decoder = new TextDecoder("utf-8");
  try {
    for await (const chunk of input) {
      reader.write(typeof chunk === "string" ? chunk : decoder.decode(chunk as Uint8Array, { stream: true }));
    }
    reader.write(decoder.decode());
    reader.close();
  } catch (error) {
    input.destroy();
    if (error instanceof FeedRefused) throw error;
    throw refused("unreachable", error instanceof Error ? error.message : String(error));
  }
  return reader.result();
}

class FeedReader {
  private readonly parser = new SaxesParser({ position: true });
  private rule: FormatRule | undefined;
  private depth = 0;
  /** The listing being collected; elements outside one are skipped. */
  private current: RawListing | undefined;
  private readonly path: { name: string; text: string; cut: boolean; attrs: Record<string, string> }[] = [];
  private readonly parsed: ParsedFeed = { format: "propertyfinder", listings: [], rejected: [] };

  constructor(private readonly chosen: FeedFormat | undefined) {
    this.parser.on("doctype", () => {
      throw refused("doctype");
    });
    this.parser.on("xmldecl", (decl) => {
      if (decl.encoding && !UTF8_NAMES.has(decl.encoding.toLowerCase()))
        throw refused("malformed", `encoding ${decl.encoding}: only UTF-8 is read`);
    });
    this.parser.on("opentag", (tag) => this.open(tag));
    this.parser.on("closetag", () => this.closeTag());
    this.parser.on("text", (value) => this.append(value));
    this.parser.on("cdata", (value) => this.append(value));
  }

  write(chunk: string) {
    this.guard(() => this.parser.write(chunk));
  }

  close() {
    this.guard(() => this.parser.close());
  }

  result(): ParsedFeed {
    return this.parsed;
  }

  /** saxes reports malformed XML by throwing a plain Error. */
  private guard(step: () => void) {
    try {
      step();
    } catch (error) {
      if (error instanceof FeedRefused) throw error;
      throw refused("malformed", malformedDetail(error));
    }
  }

  private open(tag: SaxesTag) {
    this.depth++;
    const name = tag.name.toLowerCase();
    if (this.depth === 1) return this.openRoot(name);
    if (this.depth === 2) {
      if (name === this.rule?.listing)
        this.current = { attrs: lowerKeys(tag.attributes), fields: new Map(), problems: [] };
      return;
    }
    if (this.current) this.path.push({ name, text: "", cut: false, attrs: lowerKeys(tag.attributes) });
  }

  private openRoot(name: string) {
    const found = (Object.keys(FORMATS) as FeedFormat[]).find((format) => FORMATS[format].root === name);
    if (!found) throw refused("unknownFormat", name);
    if (this.chosen && this.chosen !== found) throw refused("wrongFormat", found);
    this.rule = FORMATS[found];
    this.parsed.format = found;
  }

  private append(value: string) {
    const top = this.path.at(-1);
    if (!top || top.cut) return;
    const limit = top.name.includes("description") ? MAX_DESCRIPTION_CHARS : MAX_FIELD_CHARS;
    top.text += value;
    if (top.text.length > limit) {
      top.cut = true;
      this.current?.problems.push(problem(this.pathName(), "tooLong", top.text));
      top.text = top.text.slice(0, limit);
    }
  }

  private closeTag() {
    this.depth--;
    if (!this.current) return;
    if (this.depth === 1) return this.finishListing(this.current);
    const name = this.pathName();
    const element = this.path.pop();
    if (!element) return;
    const stored = this.current.fields.get(name) ?? [];
    if (stored.length >= MAX_VALUES_PER_FIELD) {
      const problems = this.current.problems;
      if (!problems.some((found) => found.code === "tooMany" && found.field === name))
        problems.push(problem(name, "tooMany", String(MAX_VALUES_PER_FIELD)));
      return;
    }
    stored.push({ text: detach(element.text.trim()), attrs: element.attrs });
    this.current.fields.set(name, stored);
  }

  private finishListing(raw: RawListing) {
    this.current = undefined;
    this.path.length = 0;
    const mapped = this.rule?.map(raw);
    if (!mapped) return;
    if ("listing" in mapped) this.parsed.listings.push(mapped.listing);
    else this.parsed.rejected.push(mapped.rejected);
  }

  private pathName(): string {
    return this.path.map((element) => element.name).join("/");
  }
}

function lowerKeys(attributes: Record<string, string | SaxesAttributeNS>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes))
    result[key.toLowerCase()] = detach((typeof value === "string" ? value : value.value).slice(0, MAX_FIELD_CHARS));
  return result;
}

/** "line 8, column 12: unexpected close tag." from saxes' "8:12: unexpected close tag." */
function malformedDetail(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const at = /^(\d+):(\d+): (.*)$/s.exec(message);
  return (at ? `line ${at[1]}, column ${at[2]}: ${at[3]}` : message).slice(0, 200);
}

function refused(code: FeedRefusalCode, detail = ""): FeedRefused {
  return new FeedRefused(code, detail);
}

/**
 * A copy of a string that may be a slice of the whole chunk saxes read it from: kept as a slice,
 * each stored value would hold its chunk in memory until the import is done (decision 053).
 */
function detach(value: string): string {
  return value.length < 13 ? value : Buffer.from(value, "utf8").toString("utf8");
}
