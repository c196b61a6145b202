/**
 * Map search (decision 014): the visible box, the zoom and a drawn area, as the address and the
 * REST call carry them, and the checks every one of them must pass. Shared by the server
 * (validation) and the browser (reading and writing the address).
 */

import { t } from "../../i18n/i18n";
import { z } from "../../zod";
import { type Box, MAX_ZOOM, parseBox } from "./geometry";
import { fieldLabel, priceOrder, propertySearchSchema, queryRing, queryWholeNumber, sizeOrder } from "./schema";

// The geometry lives apart (no imports) so schema.ts can use it too; callers keep importing it here.
export {
  type Box,
  crossesItself,
  formatBox,
  formatRing,
  MAX_POLYGON_POINTS,
  MAX_ZOOM,
  MIN_POLYGON_POINTS,
  parseBox,
  parseRing,
  type Ring,
  ringContains,
} from "./geometry";

const message = (key: Parameters<typeof t>[0], name: string, vars: Record<string, string | number> = {}) =>
  t(key, { ...vars, field: fieldLabel(name) });

/** GET property/map: every filter of the search, plus the view. */
export const propertyMapSchema = z
  .object({
    ...propertySearchSchema.shape,
    bbox: z.string({ error: () => message("search.mapBox", "bbox") }).transform((text, ctx) => {
      const box = parseBox(text);
      if (!box) ctx.addIssue({ code: "custom", message: message("search.mapBox", "bbox") });
      return box as Box;
    }),
    zoom: z
      .string({ error: () => message("search.wholeNumber", "zoom", { min: 0, max: MAX_ZOOM }) })
      .pipe(queryWholeNumber("zoom", 0, MAX_ZOOM)),
    polygon: queryRing("polygon").optional(),
  })
  .refine(...priceOrder)
  .refine(...sizeOrder);

export type PropertyMapQuery = z.output<typeof propertyMapSchema>;
