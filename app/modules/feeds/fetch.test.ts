import { readFileSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FeedRefused } from "./feed-listing";
import { DownloadError, fetchPhoto, openFeed, sniffImageType } from "./fetch.server";
import { parseFeed } from "./parse.server";

const FIXTURES = path.resolve(import.meta.dirname, "../../../tests/fixtures/feeds");
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const PNG = Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), Buffer.alloc(60, 2)]);
const GIF = Buffer.concat([Buffer.from("GIF89a", "latin1"), Buffer.alloc(60, 3)]);
const WEBP = Buffer.concat([Buffer.from("RIFF\x20\x00\x00\x00WEBPVP8 ", "latin1"), Buffer.alloc(60, 4)]);
const AVIF = Buffer.concat([
  Buffer.from("\x00\x00\x00\x1cftypavif\x00\x00\x00\x00avifmif1", "latin1"),
  Buffer.alloc(60),
]);

let server: Server;
let base: string;

function feedXml(): string {
  return readFileSync(path.join(FIXTURES, "propertyfinder.xml"), "utf8").replaceAll("{{PHOTO_BASE}}", `${base}/photos`);
}

function send(response: ServerResponse, type: string, body: Buffer | string, headers: Record<string, string> = {}) {
  response.writeHead(200, { "content-type": type, "content-length": String(Buffer.byteLength(body)), ...headers });
  response.end(body);
}

/** A stand-in for an agency's CRM and its photo host. */
function handle(url: string, response: ServerResponse) {
  const redirect = /^\/redirect\/(\d+)$/.exec(url);
  if (redirect) {
    const left = Number(redirect[1]);
    response.writeHead(302, { location: left === 0 ? "/feed.xml" : `/redirect/${left - 1}` });
    return response.end();
  }
  if (url === "/feed.xml") return send(response, "application/xml", feedXml());
  if (url === "/feed.xml.gz")
    return send(response, "application/xml", gzipSync(feedXml()), { "content-encoding": "gzip" });
  if (url === "/endless") {
    response.writeHead(200, { "content-type": "application/xml" });
    response.write("<list>");
    const chunk = `<property>${"x".repeat(16 * 1024)}</property>`;
    const timer = setInterval(() => response.write(chunk), 1);
    response.on("close", () => clearInterval(timer));
    return;
  }
  if (url === "/declared-large") return send(response, "application/xml", "x".repeat(5000));
  if (url === "/bomb.gz")
    return send(response, "application/xml", gzipSync(Buffer.alloc(4 * 1024 * 1024, 32)), {
      "content-encoding": "gzip",
    });
  if (url === "/stalls") {
    response.writeHead(200, { "content-type": "application/xml" });
    return response.write("<list>");
  }
  if (url === "/silent") return;
  if (url === "/to-file") {
    response.writeHead(302, { location: "file:///etc/passwd" });
    return response.end();
  }
  if (url === "/photos/moved.jpg") {
    response.writeHead(301, { location: "/photos/pf/001-1.jpg" });
    return response.end();
  }
  if (url.startsWith("/photos/pf/")) return send(response, "image/jpeg", JPEG);
  if (url === "/photos/page.html") return send(response, "text/html; charset=utf-8", "<html></html>");
  if (url === "/photos/disguised.jpg") return send(response, "image/jpeg", "<html><script></script></html>");
  if (url === "/photos/huge.png") return send(response, "image/png", Buffer.concat([PNG, Buffer.alloc(4000)]));
  if (url === "/photos/typed.webp") return send(response, "image/webp; charset=binary", WEBP);
  response.writeHead(404);
  response.end();
}

beforeAll(async () => {
  server = createServer((request, response) => handle(request.url ?? "/", response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function caught(run: Promise<unknown>): Promise<unknown> {
  return run.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe("opening a feed", () => {
  it("streams a feed from an http address into the parser, and its photos download", async () => {
    const feed = await parseFeed(await openFeed(`${base}/feed.xml`));
    expect(feed.listings).toHaveLength(10);
    const photos = feed.listings.find((listing) => listing.reference === "PF-001")?.photos ?? [];
    expect(photos.map((photo) => photo.url)).toEqual([1, 2, 3].map((n) => `${base}/photos/pf/001-${n}.jpg`));
    for (const photo of photos) expect(await fetchPhoto(photo.url)).toEqual(JPEG);
  });

  it("reads a gzip-encoded feed", async () => {
    expect((await parseFeed(await openFeed(`${base}/feed.xml.gz`))).listings).toHaveLength(10);
  });

  it("reads a local file, by its path or a file: address", async () => {
    const file = path.join(FIXTURES, "bayut.xml");
    expect((await parseFeed(await openFeed(file))).listings).toHaveLength(8);
    expect((await parseFeed(await openFeed(pathToFileURL(file).href))).format).toBe("bayut");
  });

  it("follows 3 redirects and refuses a 4th", async () => {
    expect((await parseFeed(await openFeed(`${base}/redirect/2`))).listings).toHaveLength(10);
    const refused = await caught(openFeed(`${base}/redirect/3`));
    expect(refused).toBeInstanceOf(FeedRefused);
    expect(refused).toMatchObject({ code: "tooManyRedirects" });
  });

  it("stops a download past the size cap while it streams", async () => {
    const stream = await openFeed(`${base}/endless`, { maxBytes: 256 * 1024 });
    expect(await caught(parseFeed(stream))).toMatchObject({ code: "tooLarge", detail: String(256 * 1024) });
  });

  it("refuses a body whose declared length is past the cap, and a compressed one that expands past it", async () => {
    expect(await caught(openFeed(`${base}/declared-large`, { maxBytes: 1000 }))).toMatchObject({ code: "tooLarge" });
    const stream = await openFeed(`${base}/bomb.gz`, { maxBytes: 1024 * 1024 });
    expect(await caught(parseFeed(stream))).toMatchObject({ code: "tooLarge" });
  });

  it("stops a download that takes longer than its time, before or after the headers", async () => {
    expect(await caught(openFeed(`${base}/silent`, { timeoutMs: 300 }))).toMatchObject({ code: "timeout" });
    const stream = await openFeed(`${base}/stalls`, { timeoutMs: 300 });
    expect(await caught(parseFeed(stream))).toMatchObject({ code: "timeout" });
  });

  it("refuses an error status, an address nobody answers, and other schemes", async () => {
    expect(await caught(openFeed(`${base}/nothing-here.xml`))).toMatchObject({ code: "httpStatus", detail: "404" });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await caught(openFeed(`http://127.0.0.1:${port}/feed.xml`))).toMatchObject({ code: "unreachable" });
    expect(await caught(openFeed("ftp://example.com/feed.xml"))).toMatchObject({ code: "unsupportedSource" });
    expect(await caught(openFeed(`${base}/to-file`))).toMatchObject({ code: "unsupportedSource", detail: "file:" });
  });

  it("refuses local files when told to, and an address that is none", async () => {
    const file = path.join(FIXTURES, "bayut.xml");
    expect(await caught(openFeed(file, { localFiles: false }))).toMatchObject({ code: "unsupportedSource" });
    const address = pathToFileURL(file).href;
    expect(await caught(openFeed(address, { localFiles: false }))).toMatchObject({ code: "unsupportedSource" });
    expect(await caught(openFeed("http://"))).toMatchObject({ code: "unreachable", detail: "not a valid address" });
  });

  it("refuses an address on the server's own network when told to take public ones only", async () => {
    for (const address of [`${base}/feed.xml`, "http://localhost:9/feed.xml", "http://[::1]:9/", "http://10.1.2.3/"])
      expect(await caught(openFeed(address, { publicOnly: true }))).toMatchObject({ code: "privateAddress" });
    expect(await caught(fetchPhoto(`${base}/photos/pf/001-1.jpg`, { publicOnly: true }))).toMatchObject({
      code: "privateAddress",
      detail: "127.0.0.1",
    });
  });

  it("refuses a missing file and a file past the cap", async () => {
    expect(await caught(openFeed(path.join(FIXTURES, "none.xml")))).toMatchObject({
      code: "unreachable",
      detail: "ENOENT",
    });
    expect(await caught(openFeed(path.join(FIXTURES, "bayut.xml"), { maxBytes: 100 }))).toMatchObject({
      code: "tooLarge",
    });
  });
});

describe("fetching a photo", () => {
  it("follows a redirect to the image", async () => {
    expect(await fetchPhoto(`${base}/photos/moved.jpg`)).toEqual(JPEG);
    expect(await fetchPhoto(`${base}/photos/typed.webp`)).toEqual(WEBP);
  });

  it("refuses what is not an image, by its type or by its first bytes", async () => {
    const page = await caught(fetchPhoto(`${base}/photos/page.html`));
    expect(page).toBeInstanceOf(DownloadError);
    expect(page).toMatchObject({ code: "notImage", detail: "text/html" });
    expect(await caught(fetchPhoto(`${base}/photos/disguised.jpg`))).toMatchObject({ code: "notImage" });
  });

  it("refuses a photo past its size cap, a missing one, one too slow, and an address that is none", async () => {
    expect(await caught(fetchPhoto(`${base}/photos/huge.png`, { maxBytes: 1000 }))).toMatchObject({ code: "tooLarge" });
    expect(await caught(fetchPhoto(`${base}/photos/gone.jpg`))).toMatchObject({ code: "httpStatus", detail: "404" });
    expect(await caught(fetchPhoto(`${base}/silent`, { timeoutMs: 300 }))).toMatchObject({ code: "timeout" });
    expect(await caught(fetchPhoto("not a url"))).toMatchObject({ code: "badUrl" });
  });

  it("knows JPEG, PNG, WebP, GIF and AVIF by their first bytes, and nothing else", () => {
    expect([JPEG, PNG, WEBP, GIF, AVIF].map((bytes) => sniffImageType(bytes))).toEqual([
      "jpeg",
      "png",
      "webp",
      "gif",
      "avif",
    ]);
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    expect(sniffImageType(Buffer.from("\x00\x00\x00\x1cftypisom", "latin1"))).toBeUndefined();
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined();
  });
});
