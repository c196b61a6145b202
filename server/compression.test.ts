import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, encode } from "./compression";

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "zstd"],
    ["gzip, deflate, br", "br"],
    ["zstd;q=0.5, br", "br"],
    ["zstd;q=0, br, gzip", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["BR, GZIP", "br"],
    ["br;q=0, gzip", "gzip"],
    ["*", "zstd"],
    ["*;q=0.5, br;q=0, zstd;q=0", "gzip"],
    ["gzip ; q=0.5 , br ; q=0.4", "gzip"],
    ["br;q=1.0;level=4, gzip", "br"],
    ["identity", undefined],
    ["gzip;q=0, br;q=0", undefined],
    ["zstd;q=0, gzip;q=0, br;q=0", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%s → %s", (header, expected) => {
    expect(chooseEncoding(header, true)).toBe(expected);
  });

  it("answers brotli instead of zstd on a Node without zstd", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd", false)).toBe("br");
    expect(chooseEncoding("zstd, gzip", false)).toBe("gzip");
  });
});

describe("encode", () => {
  const text = (bytes: number) =>
    Buffer.from("<li>Dubai Marina apartment</li>".repeat(Math.ceil(bytes / 31)).slice(0, bytes));
  const decode = { zstd: zstdDecompressSync, br: brotliDecompressSync, gzip: gunzipSync } as const;

  it.each(["zstd", "br", "gzip"] as const)("compresses a page-sized body on the spot (%s)", (encoding) => {
    const body = text(120_000);
    const out = encode(encoding, body);
    expect(out).toBeInstanceOf(Uint8Array);
    expect(decode[encoding](out as Uint8Array).equals(body)).toBe(true);
  });

  it.each(["zstd", "br", "gzip"] as const)("hands a body over 1 MB to zlib's thread pool (%s)", async (encoding) => {
    const body = text(3_000_000);
    const pending = encode(encoding, body);
    expect(pending).toBeInstanceOf(Promise);
    expect(decode[encoding](await pending).equals(body)).toBe(true);
  });
});
