import { Hono } from "hono";
import { isPermitNumber, permitVerifyUrl } from "../app/modules/property/permit";
import { qrSvg } from "../app/modules/property/qr.server";
import { json } from "./response-bytes";

/**
 * /permit-qr/NNNNNNNNNN.svg: the DLD QR code of an advertising permit, pointing at
 * `template` (PERMIT_VERIFY_URL) with the permit in it. An image of its own rather than
 * SVG inline in the listing page: the page stays 20 KB lighter (the drawing was in its HTML
 * and again in its data) and renders without building the code, and browsers keep it a day.
 */
export function permitQrRoutes(template: string): Hono {
  const app = new Hono();
  app.get("/:file", (c) => {
    const file = c.req.param("file");
    const permit = file.replace(/\.svg$/, "");
    if (permit === file || !isPermitNumber(permit)) {
      return json(c, { status: false, message: "No QR code here: ask for /permit-qr/<10-digit permit>.svg" }, 404);
    }
    c.header("Content-Type", "image/svg+xml");
    c.header("Cache-Control", "public, max-age=86400");
    // Served as an image; a sandbox CSP keeps it inert if opened directly.
    c.header("Content-Security-Policy", "default-src 'none'; sandbox");
    return c.body(qrSvg(permitVerifyUrl(template, permit)));
  });
  return app;
}
