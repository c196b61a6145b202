import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, encode } from "./compression";

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["BR, GZIP", "br"],
    ["br;q=0, gzip", "gzip"],
    ["*", "br"],
    ["*;q=0.5, br;q=0", "gzip"],
    ["gzip ; q=0.5 , br ; q=0.4", "gzip"],
    ["br;q=1.0;level=4, gzip", "br"],
    ["identity", undefined],
    ["gzip;q=0, br;q=0", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("encode", () => {
  const text = (bytes: number) =>
    Buffer.from("<li>Dubai Marina apartment</li>".repeat(Math.ceil(bytes / 31)).slice(0, bytes));
  const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

  it.each(["br", "gzip"] as const)("compresses a page-sized body on the spot (%s)", (encoding) => {
    const body = text(120_000);
    const out = encode(encoding, body);
    expect(out).toBeInstanceOf(Uint8Array);
    expect(decode[encoding](out as Uint8Array).equals(body)).toBe(true);
  });

  it.each(["br", "gzip"] as const)("hands a body over 1 MB to zlib's thread pool (%s)", async (encoding) => {
    const body = text(3_000_000);
    const pending = encode(encoding, body);
    expect(pending).toBeInstanceOf(Promise);
    expect(decode[encoding](await pending).equals(body)).toBe(true);
  });
});
