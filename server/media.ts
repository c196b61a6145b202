import { Hono } from "hono";
import { readImage } from "../app/modules/media/media.server";
import type { Db } from "../db/client";
import { json } from "./response-bytes";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?w= asks for a rendition at least this wide (1 to 4000 pixels). */
const WIDTH = /^[1-9]\d{0,3}$/;

/**
 * Images by id: an id never changes its bytes, so browsers may keep them for a year.
 * ?w=NNN serves the narrowest stored WebP variant at least NNN wide, else the original.
 */
export function mediaRoutes(db: Db): Hono {
  const app = new Hono();
  app.get("/:file", async (c) => {
    const id = c.req.param("file").replace(/\.[a-z0-9]+$/i, "");
    if (!UUID.test(id)) return json(c, { status: false, message: "Image not found" }, 404);
    const w = c.req.query("w");
    if (w !== undefined && (!WIDTH.test(w) || Number(w) > 4000)) {
      return json(c, { status: false, message: "w must be a whole number of pixels from 1 to 4000." }, 400);
    }
    const etag = w ? `"${id}-w${w}"` : `"${id}"`;
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    const image = await readImage(db, id, w ? Number(w) : undefined);
    if (!image) return json(c, { status: false, message: "Image not found" }, 404);
    c.header("Content-Type", image.contentType);
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("ETag", etag);
    // SVG is served as an image; a sandbox CSP keeps it inert if opened directly.
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return c.body(image.bytes);
  });
  return app;
}
