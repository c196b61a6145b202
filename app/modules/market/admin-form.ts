import { lazy } from "../../i18n/i18n";
import { z } from "../../zod";

// The back office's registry forms (decision 064), checked by one schema in the browser and in
// their action. This file imports nothing server-side.

/** The largest file the back office takes; larger ones go through `npm run data:import-dld`. */
export const REGISTRY_UPLOAD_MAX_MB = 100;
export const REGISTRY_UPLOAD_MAX_BYTES = REGISTRY_UPLOAD_MAX_MB * 1024 * 1024;

export const registryUploadSchema = z.object({
  intent: z.literal("upload"),
  kind: z.enum(["transactions", "rents"], { error: lazy("admin.market.error.kind") }),
});

export const areaMapSchema = z.object({
  intent: z.literal("map"),
  areaName: z
    .string({ error: lazy("admin.market.error.areaName") })
    .trim()
    .min(1, { error: lazy("admin.market.error.areaName") })
    .max(200, { error: lazy("admin.market.error.areaName") }),
  locationId: z.uuid({ error: lazy("admin.market.error.location") }),
});

export const areaUnmapSchema = z.object({
  intent: z.literal("unmap"),
  areaName: z.string().trim().min(1).max(200),
});
